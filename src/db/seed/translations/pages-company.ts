import type { SeedTranslations } from './types'

// About us, contacts, shipping and returns (Markdown bodies).
export const pagesCompany: SeedTranslations = {
  'chi-siamo-08a333': { es: 'Quiénes somos', fr: 'Qui sommes-nous', de: 'Über uns', pt: 'Quem somos' },
  'soglia-vende-porte-finestre-e-b526e8': {
    es: 'Soglia vende puertas, ventanas y persianas desde 1998: exposición en Verona, instaladores en todo el norte de Italia y envíos a toda la península.',
    fr: 'Soglia vend portes, fenêtres et volets depuis 1998 : showroom à Vérone, poseurs dans tout le nord de l’Italie et livraison dans toute la péninsule.',
    de: 'Soglia verkauft seit 1998 Türen, Fenster und Läden: Showroom in Verona, Monteure in ganz Norditalien und Versand in ganz Italien.',
    pt: 'A Soglia vende portas, janelas e persianas desde 1998: showroom em Verona, instaladores em todo o norte de Itália e envios para toda a península.',
  },
  'una-soglia-da-attraversare-insieme-cf789d': {
    es: `## Un umbral para cruzar juntos

Soglia nace en 1998 en Verona como un pequeño taller de carpintería: dos hermanos, una furgoneta y un taller donde se arreglaban las puertas de los vecinos. Hoy somos una empresa de treinta personas, con una exposición de 600 metros cuadrados, un almacén y un equipo de instaladores que trabaja en todo el norte de Italia.

Nuestra idea sigue siendo la misma: **una puerta o una ventana se elige una vez cada veinte años**, así que tiene que ser la adecuada. Por eso siempre le decimos lo que de verdad necesita, aunque cueste menos de lo que tenía en mente.

## Qué hacemos

- **Puertas de interior** en laminado, lacado y madera maciza, en medida estándar o a medida al centímetro.
- **Puertas acorazadas** certificadas de clase 2 a clase 4, instaladas por nuestros técnicos.
- **Ventanas y puertas balconeras** de PVC, aluminio, madera y madera-aluminio, con asesoramiento sobre las deducciones fiscales.
- **Persianas, postigos, persianas enrollables y mosquiteras**, además de manillas y herrajes para quien prefiere hacerlo por su cuenta.

## Cómo trabajamos

Trabajamos con fabricantes italianos que conocemos desde hace años, en el Véneto, Friuli y Emilia. Cada producto a medida se revisa en el almacén antes del envío y, cuando la instalación es nuestra, el instalador que la monta es el mismo que tomó las medidas.

Venga a vernos en Via dei Serramenti 14, 37135 Verona (VR): podrá tocar los acabados, probar las manillas y abrir una puerta acorazada de verdad antes de decidir.`,
    fr: `## Un seuil à franchir ensemble

Soglia naît en 1998 à Vérone, petit atelier de menuiserie : deux frères, une camionnette et un atelier où l’on réparait les portes des voisins. Aujourd’hui, nous sommes une entreprise de trente personnes, avec un showroom de 600 mètres carrés, un entrepôt et une équipe de poseurs qui travaille dans tout le nord de l’Italie.

Notre idée n’a pas changé : **on choisit une porte ou une fenêtre une fois tous les vingt ans**, elle doit donc être la bonne. C’est pourquoi nous vous disons toujours ce dont vous avez vraiment besoin, même quand cela coûte moins que ce que vous aviez en tête.

## Ce que nous faisons

- **Portes intérieures** en stratifié, laquées ou en bois véritable, en dimensions standard ou sur mesure au centimètre près.
- **Portes blindées** certifiées de la classe 2 à la classe 4, posées par nos techniciens.
- **Fenêtres et portes-fenêtres** en PVC, aluminium, bois et bois-aluminium, avec conseils sur les aides fiscales.
- **Persiennes, volets, volets roulants et moustiquaires**, ainsi que poignées et quincaillerie pour ceux qui préfèrent faire eux-mêmes.

## Notre façon de travailler

Nous travaillons avec des fabricants italiens que nous connaissons depuis des années, en Vénétie, au Frioul et en Émilie. Chaque produit sur mesure est contrôlé dans notre entrepôt avant l’expédition et, quand nous assurons la pose, le poseur qui monte est celui qui a pris les mesures.

Venez nous voir Via dei Serramenti 14, 37135 Vérone (VR) : vous pourrez toucher les finitions, essayer les poignées et ouvrir une vraie porte blindée avant de décider.`,
    de: `## Eine Schwelle, die wir gemeinsam überschreiten

Soglia entstand 1998 in Verona als kleine Schreinerei: zwei Brüder, ein Lieferwagen und eine Werkstatt, in der die Türen der Nachbarn repariert wurden. Heute sind wir ein Unternehmen mit dreißig Mitarbeitern, einem Showroom von 600 Quadratmetern, einem Lager und einem Montageteam, das in ganz Norditalien arbeitet.

Unsere Idee ist dieselbe geblieben: **Eine Tür oder ein Fenster wählt man einmal in zwanzig Jahren**, also muss es das richtige sein. Deshalb sagen wir Ihnen immer, was Sie wirklich brauchen – auch wenn es weniger kostet, als Sie gedacht hatten.

## Was wir machen

- **Innentüren** aus Laminat, lackiert oder aus Echtholz, in Standardmaßen oder zentimetergenau nach Maß.
- **Sicherheitstüren**, zertifiziert von Klasse 2 bis Klasse 4, montiert von unseren Technikern.
- **Fenster und Fenstertüren** aus Kunststoff, Aluminium, Holz und Holz-Aluminium, mit Beratung zu Steuervorteilen.
- **Fensterläden, Klappläden, Rollläden und Insektenschutz**, dazu Griffe und Beschläge für alle, die lieber selbst Hand anlegen.

## Wie wir arbeiten

Wir arbeiten mit italienischen Herstellern, die wir seit Jahren kennen, in Venetien, Friaul und der Emilia. Jede Maßanfertigung wird vor dem Versand in unserem Lager geprüft, und wenn wir montieren, baut derselbe Monteur ein, der auch Maß genommen hat.

Besuchen Sie uns in der Via dei Serramenti 14, 37135 Verona (VR): Dort können Sie die Oberflächen anfassen, die Griffe ausprobieren und eine echte Sicherheitstür öffnen, bevor Sie sich entscheiden.`,
    pt: `## Um limiar para atravessar juntos

A Soglia nasceu em 1998 em Verona como uma pequena oficina de caixilharia: dois irmãos, uma carrinha e uma oficina onde se arranjavam as portas dos vizinhos. Hoje somos uma empresa de trinta pessoas, com um showroom de 600 metros quadrados, um armazém e uma equipa de instaladores que trabalha em todo o norte de Itália.

A nossa ideia continua a mesma: **uma porta ou uma janela escolhe-se uma vez a cada vinte anos**, por isso tem de ser a certa. É por isso que lhe dizemos sempre aquilo de que realmente precisa, mesmo quando custa menos do que tinha em mente.

## O que fazemos

- **Portas interiores** em laminado, lacado e madeira maciça, em medida padrão ou por medida ao centímetro.
- **Portas blindadas** certificadas da classe 2 à classe 4, instaladas pelos nossos técnicos.
- **Janelas e portas-janela** em PVC, alumínio, madeira e madeira-alumínio, com aconselhamento sobre benefícios fiscais.
- **Persianas, portadas, estores e mosquiteiros**, além de puxadores e ferragens para quem prefere fazer por si.

## Como trabalhamos

Trabalhamos com fabricantes italianos que conhecemos há anos, no Véneto, no Friul e na Emília. Cada produto por medida é verificado no armazém antes do envio e, quando a instalação é nossa, o instalador que monta é o mesmo que tirou as medidas.

Venha visitar-nos na Via dei Serramenti 14, 37135 Verona (VR): pode tocar nos acabamentos, experimentar os puxadores e abrir uma porta blindada a sério antes de decidir.`,
  },
  'contatti-9c6a2f': { es: 'Contacto', fr: 'Contact', de: 'Kontakt', pt: 'Contactos' },
  'telefono-e-mail-e-indirizzo-685525': {
    es: 'Teléfono, correo electrónico y dirección de la exposición Soglia en Verona. Presupuestos y visitas técnicas con cita previa.',
    fr: 'Téléphone, e-mail et adresse du showroom Soglia à Vérone. Devis et visites techniques sur rendez-vous.',
    de: 'Telefon, E-Mail und Adresse des Soglia-Showrooms in Verona. Angebote und Aufmaß nach Terminvereinbarung.',
    pt: 'Telefone, e-mail e morada do showroom Soglia em Verona. Orçamentos e visitas técnicas com marcação.',
  },
  'parla-con-noi-per-un-e8afd4': {
    es: `## Hable con nosotros

Para un presupuesto, una pregunta sobre un pedido o un consejo sobre las medidas, puede escribirnos o llamarnos: le atiende una persona, sin contestadores automáticos.

- **Teléfono:** +39 045 123 4567 (lunes a viernes 8:30–12:30 y 14:30–18:30, sábado 9:00–12:30)
- **Correo electrónico:** info@soglia.test
- **PEC (correo certificado):** soglia@pec.soglia.test

## Exposición y almacén

Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR). Aparcamiento para clientes en el patio; la recogida de mercancía se hace por el portón de vehículos de la parte trasera.

Para una visita técnica o un asesoramiento sobre ventanas le recomendamos pedir cita: así encontrará libre al técnico de su zona.

## Después de la compra

Para la asistencia sobre un pedido, tenga a mano el número de pedido que encontrará en la confirmación por correo electrónico y en su área personal. Si algo ha llegado dañado, envíenos una foto en un plazo de 8 días desde la entrega: la sustitución corre de nuestra cuenta.`,
    fr: `## Parlez-nous

Pour un devis, une question sur une commande ou un conseil sur les mesures, écrivez-nous ou appelez-nous : une vraie personne vous répond, sans serveur vocal.

- **Téléphone :** +39 045 123 4567 (du lundi au vendredi 8 h 30–12 h 30 et 14 h 30–18 h 30, samedi 9 h–12 h 30)
- **E-mail :** info@soglia.test
- **PEC (e-mail certifié) :** soglia@pec.soglia.test

## Showroom et entrepôt

Soglia S.r.l., Via dei Serramenti 14, 37135 Vérone (VR). Parking clients dans la cour ; le retrait des marchandises se fait par le portail véhicules à l’arrière.

Pour une visite technique ou un conseil sur les fenêtres, nous vous conseillons de prendre rendez-vous : le technicien qui suit votre secteur sera disponible.

## Après l’achat

Pour toute assistance sur une commande, gardez sous la main le numéro de commande indiqué dans l’e-mail de confirmation et dans votre espace client. Si un article arrive endommagé, envoyez-nous une photo dans les 8 jours suivant la livraison : le remplacement est à notre charge.`,
    de: `## Sprechen Sie mit uns

Für ein Angebot, eine Frage zu einer Bestellung oder einen Rat zum Maßnehmen schreiben Sie uns oder rufen Sie an: Es antwortet ein Mensch, keine Sprachbox.

- **Telefon:** +39 045 123 4567 (Montag–Freitag 8:30–12:30 und 14:30–18:30, Samstag 9:00–12:30)
- **E-Mail:** info@soglia.test
- **PEC (zertifizierte E-Mail):** soglia@pec.soglia.test

## Showroom und Lager

Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR). Kundenparkplätze im Hof; die Warenabholung erfolgt über das Einfahrtstor auf der Rückseite.

Für ein Aufmaß oder eine Fensterberatung vereinbaren Sie am besten einen Termin: Dann hat der Techniker für Ihr Gebiet Zeit für Sie.

## Nach dem Kauf

Für Fragen zu einer Bestellung halten Sie bitte die Bestellnummer bereit, die Sie in der Bestätigungs-E-Mail und in Ihrem Kundenkonto finden. Ist etwas beschädigt angekommen, schicken Sie uns innerhalb von 8 Tagen nach der Lieferung ein Foto: Der Ersatz geht auf unsere Kosten.`,
    pt: `## Fale connosco

Para um orçamento, uma pergunta sobre uma encomenda ou um conselho sobre medidas, pode escrever-nos ou ligar-nos: atende uma pessoa, sem atendedores automáticos.

- **Telefone:** +39 045 123 4567 (segunda a sexta 8:30–12:30 e 14:30–18:30, sábado 9:00–12:30)
- **E-mail:** info@soglia.test
- **PEC (e-mail certificado):** soglia@pec.soglia.test

## Showroom e armazém

Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR). Estacionamento para clientes no pátio; o levantamento de mercadoria faz-se pelo portão de viaturas nas traseiras.

Para uma visita técnica ou aconselhamento sobre janelas recomendamos que marque: assim encontra disponível o técnico da sua zona.

## Depois da compra

Para assistência sobre uma encomenda, tenha à mão o número da encomenda que encontra na confirmação por e-mail e na sua área pessoal. Se algo chegou danificado, envie-nos uma fotografia no prazo de 8 dias após a entrega: a substituição é por nossa conta.`,
  },
  'spedizioni-e-resi-902aad': {
    es: 'Envíos y devoluciones',
    fr: 'Livraison et retours',
    de: 'Versand und Rückgabe',
    pt: 'Envios e devoluções',
  },
  'costi-e-tempi-di-spedizione-4e2aa0': {
    es: 'Costes y plazos de envío por peso y zona, entrega en palé, recogida en almacén y cómo devolver un producto.',
    fr: 'Coûts et délais de livraison selon le poids et la zone, livraison sur palette, retrait à l’entrepôt et comment retourner un produit.',
    de: 'Versandkosten und Lieferzeiten nach Gewicht und Gebiet, Palettenlieferung, Abholung und wie Sie ein Produkt zurückgeben.',
    pt: 'Custos e prazos de envio por peso e zona, entrega em palete, levantamento no armazém e como devolver um produto.',
  },
  'quanto-costa-la-spedizione-il-dc4001': {
    es: `## Cuánto cuesta el envío

El coste depende del **peso total del pedido** y de la **zona de entrega** (Norte, Centro, Sur, Islas y Calabria), y lo verá en el carrito antes de pagar.

- Hasta 30 kg enviamos por mensajería urgente, con entrega en su piso.
- De 30 a 150 kg —por ejemplo, una puerta acorazada o varias puertas de interior— entregamos en palé a pie de calle, con cita telefónica previa.
- Por encima de 150 kg organizamos un vehículo dedicado con plataforma elevadora.

También puede recoger gratis en nuestro almacén de Verona.

## Cuándo llega

Los artículos en almacén salen en 2–5 días laborables. Los productos a medida se fabrican después del pedido: normalmente 3–6 semanas, 4–8 para las puertas acorazadas. El plazo orientativo figura en cada ficha de producto y le avisamos por correo electrónico en cada paso: confirmación, inicio y fin de la fabricación, envío.

## Revise en la entrega

Antes de firmar, compruebe que los embalajes estén intactos. Si un bulto está dañado, firme **«con reserva de comprobación»** y escríbanos en un plazo de 8 días con algunas fotos.

## Devoluciones

Para los artículos estándar tiene 14 días desde la entrega para pensárselo: escríbanos, devuélvalos intactos en su embalaje original y le reembolsamos en un plazo de 14 días desde su recepción; los gastos de devolución corren de su cuenta. Los productos **fabricados a medida** no se pueden devolver (art. 59 del Código de Consumo italiano), salvo defectos.`,
    fr: `## Combien coûte la livraison

Le coût dépend du **poids total de la commande** et de la **zone de livraison** (Nord, Centre, Sud, Îles et Calabre) ; vous le voyez dans le panier avant de payer.

- Jusqu’à 30 kg, nous expédions par messagerie express, avec livraison à l’étage.
- De 30 à 150 kg — par exemple une porte blindée ou plusieurs portes intérieures — nous livrons sur palette au pied du camion, sur rendez-vous téléphonique.
- Au-delà de 150 kg, nous organisons un véhicule dédié avec hayon élévateur.

Vous pouvez aussi retirer gratuitement votre commande à notre entrepôt de Vérone.

## Quand arrive-t-elle

Les articles en stock partent sous 2 à 5 jours ouvrés. Les produits sur mesure sont fabriqués après la commande : en général 3 à 6 semaines, 4 à 8 pour les portes blindées. Le délai indicatif figure sur chaque fiche produit et nous vous prévenons par e-mail à chaque étape : confirmation, début et fin de fabrication, expédition.

## Vérifiez à la livraison

Avant de signer, vérifiez que les emballages sont intacts. Si un colis est endommagé, signez **« sous réserve de contrôle »** et écrivez-nous dans les 8 jours avec quelques photos.

## Retours

Pour les articles standard, vous disposez de 14 jours après la livraison pour changer d’avis : prévenez-nous, renvoyez-les intacts dans leur emballage d’origine et nous vous remboursons dans les 14 jours suivant leur retour ; les frais de retour sont à votre charge. Les produits **fabriqués sur mesure** ne peuvent pas être retournés (art. 59 du Code de la consommation italien), sauf défaut.`,
    de: `## Was kostet der Versand

Die Kosten hängen vom **Gesamtgewicht der Bestellung** und vom **Liefergebiet** ab (Nord, Mitte, Süd, Inseln und Kalabrien); Sie sehen sie im Warenkorb vor der Zahlung.

- Bis 30 kg versenden wir per Expresskurier, mit Lieferung bis an die Wohnungstür.
- Von 30 bis 150 kg – etwa eine Sicherheitstür oder mehrere Innentüren – liefern wir auf der Palette bis zur Bordsteinkante, nach telefonischer Terminvereinbarung.
- Über 150 kg organisieren wir ein eigenes Fahrzeug mit Hebebühne.

Sie können auch kostenlos in unserem Lager in Verona abholen.

## Wann kommt die Ware

Lagerartikel gehen in 2–5 Werktagen raus. Maßanfertigungen werden nach der Bestellung gefertigt: in der Regel 3–6 Wochen, 4–8 für Sicherheitstüren. Die voraussichtliche Zeit steht auf jeder Produktseite, und wir informieren Sie bei jedem Schritt per E-Mail: Bestätigung, Beginn und Ende der Fertigung, Versand.

## Bei der Lieferung prüfen

Prüfen Sie vor der Unterschrift, ob die Verpackung unbeschädigt ist. Ist ein Packstück beschädigt, unterschreiben Sie **„unter Vorbehalt“** und schreiben Sie uns innerhalb von 8 Tagen mit einigen Fotos.

## Rückgabe

Bei Standardartikeln haben Sie ab Lieferung 14 Tage Bedenkzeit: Schreiben Sie uns, schicken Sie die Ware unbenutzt in der Originalverpackung zurück, und wir erstatten den Betrag innerhalb von 14 Tagen nach Eingang; die Rücksendekosten tragen Sie. **Maßanfertigungen** sind von der Rückgabe ausgeschlossen (Art. 59 des italienischen Verbrauchergesetzbuchs), außer bei Mängeln.`,
    pt: `## Quanto custa o envio

O custo depende do **peso total da encomenda** e da **zona de entrega** (Norte, Centro, Sul, Ilhas e Calábria) e vê-o no carrinho antes de pagar.

- Até 30 kg enviamos por correio expresso, com entrega no andar.
- De 30 a 150 kg — por exemplo uma porta blindada ou várias portas interiores — entregamos em palete à porta da rua, com marcação prévia por telefone.
- Acima de 150 kg organizamos um veículo dedicado com plataforma elevatória.

Também pode levantar gratuitamente no nosso armazém de Verona.

## Quando chega

Os artigos em armazém saem em 2–5 dias úteis. Os produtos por medida são fabricados após a encomenda: normalmente 3–6 semanas, 4–8 para as portas blindadas. O prazo indicativo está em cada página de produto e avisamos por e-mail a cada passo: confirmação, início e fim da produção, expedição.

## Verifique na entrega

Antes de assinar, verifique se as embalagens estão intactas. Se um volume estiver danificado, assine **«com reserva de verificação»** e escreva-nos no prazo de 8 dias com algumas fotografias.

## Devoluções

Para os artigos standard tem 14 dias a contar da entrega para mudar de ideias: avise-nos, devolva-os intactos na embalagem original e reembolsamos no prazo de 14 dias após a receção; os custos de devolução ficam a seu cargo. Os produtos **fabricados por medida** não podem ser devolvidos (art. 59 do Código do Consumo italiano), salvo defeito.`,
  },
}
