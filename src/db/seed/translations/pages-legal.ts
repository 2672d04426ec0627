import type { SeedTranslations } from './types'

// Privacy, cookies and terms of sale (Markdown bodies). Demo texts, like the Italian ones.
export const pagesLegal: SeedTranslations = {
  'informativa-sulla-privacy-4c7664': { es: 'Política de privacidad', fr: 'Politique de confidentialité', de: 'Datenschutzerklärung', pt: 'Política de privacidade' },
  'come-soglia-tratta-i-dati-2100a1': {
    es: 'Cómo trata Soglia los datos personales de clientes y visitantes, conforme al RGPD.',
    fr: 'Comment Soglia traite les données personnelles des clients et des visiteurs, conformément au RGPD.',
    de: 'Wie Soglia die personenbezogenen Daten von Kunden und Besuchern gemäß DSGVO verarbeitet.',
    pt: 'Como a Soglia trata os dados pessoais de clientes e visitantes, nos termos do RGPD.',
  },
  'titolare-del-trattamento-il-titolare-f55e51': {
    es: `## Responsable del tratamiento

El responsable es Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF-IVA 01234567897. Para cualquier solicitud sobre sus datos, escriba a privacy@soglia.test.

## Qué datos tratamos y por qué

- **Datos de la cuenta y de los pedidos** (nombre, correo electrónico, direcciones, teléfono, datos de facturación): para ejecutar el contrato, enviar y facturar. Base jurídica: ejecución del contrato y obligaciones legales.
- **Medidas y notas técnicas** que nos comunica para los productos a medida: solo para fabricarlos e instalarlos.
- **Suscripción al boletín**: para enviarle novedades y promociones, solo con su consentimiento, confirmado con doble opt-in. Puede darse de baja en cualquier momento desde el enlace al pie de cada correo.
- **Datos de navegación y cookies**: consulte la política de cookies.

## Durante cuánto tiempo

Conservamos los datos de facturación durante 10 años, como exige la ley. Los datos de la cuenta se conservan hasta que la cierre; los de los suscriptores del boletín, hasta que se den de baja.

## A quién los comunicamos

A los transportistas para la entrega, a los instaladores para la instalación, a los proveedores de pago (Stripe, PayPal) y a nuestro asesor fiscal. No vendemos datos a nadie.

## Sus derechos

Puede solicitar el acceso, la rectificación, la supresión, la limitación y la portabilidad de sus datos, y oponerse al tratamiento, escribiendo a privacy@soglia.test. Si considera que sus datos se tratan de forma incorrecta, puede dirigirse a la autoridad italiana de protección de datos (Garante per la protezione dei dati personali).`,
    fr: `## Responsable du traitement

Le responsable est Soglia S.r.l., Via dei Serramenti 14, 37135 Vérone (VR), n° de TVA 01234567897. Pour toute demande concernant vos données, écrivez à privacy@soglia.test.

## Quelles données et pourquoi

- **Données du compte et des commandes** (nom, e-mail, adresses, téléphone, données de facturation) : pour exécuter le contrat, expédier et facturer. Base juridique : exécution du contrat et obligations légales.
- **Mesures et notes techniques** que vous nous communiquez pour les produits sur mesure : uniquement pour les fabriquer et les poser.
- **Inscription à la newsletter** : pour vous envoyer nos nouveautés et promotions, uniquement avec votre consentement, confirmé par double opt-in. Vous pouvez vous désinscrire à tout moment via le lien en bas de chaque e-mail.
- **Données de navigation et cookies** : voir la politique relative aux cookies.

## Pendant combien de temps

Nous conservons les données de facturation 10 ans, comme l’exige la loi. Les données du compte sont conservées jusqu’à sa fermeture ; celles des abonnés à la newsletter jusqu’à leur désinscription.

## À qui nous les communiquons

Aux transporteurs pour la livraison, aux poseurs pour l’installation, aux prestataires de paiement (Stripe, PayPal) et à notre expert-comptable. Nous ne vendons de données à personne.

## Vos droits

Vous pouvez demander l’accès, la rectification, l’effacement, la limitation et la portabilité de vos données, et vous opposer au traitement, en écrivant à privacy@soglia.test. Si vous estimez que vos données sont mal traitées, vous pouvez saisir l’autorité italienne de protection des données (Garante per la protezione dei dati personali).`,
    de: `## Verantwortlicher

Verantwortlich ist die Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), USt-IdNr. IT01234567897. Für alle Anfragen zu Ihren Daten schreiben Sie an privacy@soglia.test.

## Welche Daten wir verarbeiten und warum

- **Konto- und Bestelldaten** (Name, E-Mail, Adressen, Telefon, Rechnungsdaten): zur Vertragserfüllung, für Versand und Rechnungsstellung. Rechtsgrundlage: Vertragserfüllung und gesetzliche Pflichten.
- **Maße und technische Angaben**, die Sie uns für Maßanfertigungen mitteilen: nur für Fertigung und Montage.
- **Newsletter-Anmeldung**: um Ihnen Neuigkeiten und Angebote zu senden, nur mit Ihrer Einwilligung, bestätigt per Double-Opt-in. Sie können sich jederzeit über den Link am Ende jeder E-Mail abmelden.
- **Nutzungsdaten und Cookies**: siehe Cookie-Richtlinie.

## Wie lange

Rechnungsdaten bewahren wir 10 Jahre auf, wie es das Gesetz verlangt. Kontodaten bleiben gespeichert, bis Sie das Konto schließen; Newsletter-Abonnenten bis zur Abmeldung.

## An wen wir sie weitergeben

An Kurierdienste für die Lieferung, an Monteure für die Montage, an Zahlungsdienstleister (Stripe, PayPal) und an unseren Steuerberater. Wir verkaufen keine Daten.

## Ihre Rechte

Sie können Auskunft, Berichtigung, Löschung, Einschränkung und Übertragbarkeit Ihrer Daten verlangen und der Verarbeitung widersprechen, indem Sie an privacy@soglia.test schreiben. Wenn Sie meinen, dass Ihre Daten nicht korrekt verarbeitet werden, können Sie sich an die italienische Datenschutzbehörde (Garante per la protezione dei dati personali) wenden.`,
    pt: `## Responsável pelo tratamento

O responsável é a Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF/IVA 01234567897. Para qualquer pedido sobre os seus dados, escreva para privacy@soglia.test.

## Que dados tratamos e porquê

- **Dados da conta e das encomendas** (nome, e-mail, moradas, telefone, dados de faturação): para executar o contrato, enviar e faturar. Fundamento jurídico: execução do contrato e obrigações legais.
- **Medidas e notas técnicas** que nos comunica para os produtos por medida: apenas para os fabricar e instalar.
- **Subscrição da newsletter**: para lhe enviar novidades e promoções, só com o seu consentimento, confirmado por duplo opt-in. Pode cancelar a subscrição a qualquer momento pela ligação no fim de cada e-mail.
- **Dados de navegação e cookies**: consulte a política de cookies.

## Durante quanto tempo

Conservamos os dados de faturação durante 10 anos, como a lei exige. Os dados da conta ficam até a encerrar; os dos subscritores da newsletter até cancelarem a subscrição.

## A quem os comunicamos

Aos transportadores para a entrega, aos instaladores para a instalação, aos prestadores de pagamento (Stripe, PayPal) e ao nosso contabilista. Não vendemos dados a ninguém.

## Os seus direitos

Pode pedir o acesso, a retificação, o apagamento, a limitação e a portabilidade dos seus dados, e opor-se ao tratamento, escrevendo para privacy@soglia.test. Se considerar que os seus dados são tratados de forma incorreta, pode dirigir-se à autoridade italiana de proteção de dados (Garante per la protezione dei dati personali).`,
  },
  'cookie-policy-6f52c9': { es: 'Política de cookies', fr: 'Politique relative aux cookies', de: 'Cookie-Richtlinie', pt: 'Política de cookies' },
  'quali-cookie-usa-il-sito-b07cf7': {
    es: 'Qué cookies usa el sitio de Soglia y cómo gestionar el consentimiento.',
    fr: 'Quels cookies le site Soglia utilise et comment gérer votre consentement.',
    de: 'Welche Cookies die Soglia-Website verwendet und wie Sie Ihre Einwilligung verwalten.',
    pt: 'Que cookies o site da Soglia usa e como gerir o consentimento.',
  },
  'cosa-sono-i-cookie-i-7b0006': {
    es: `## Qué son las cookies

Las cookies son pequeños archivos que el sitio guarda en su navegador. Algunas sirven para que la tienda funcione; otras nos ayudan a entender cómo se usa el sitio.

## Cookies técnicas (siempre activas)

- **Sesión y acceso**: le reconocen cuando ha iniciado sesión en su cuenta.
- **Carrito**: recuerda los productos configurados aunque cierre la página.
- **Idioma** (\`i18n_redirected\`, 365 días): recuerda el idioma que ha elegido.
- **Consentimiento** (365 días): recuerda sus elecciones en esta página, para no preguntárselas en cada visita.

Estas cookies no requieren consentimiento porque sin ellas el sitio no funciona.

## Cookies analíticas y de marketing (solo con consentimiento)

Con su consentimiento usamos cookies estadísticas de forma agregada, para saber qué páginas resultan útiles, y cookies de marketing para mostrarle nuestras ofertas en otros sitios. Puede aceptarlas o rechazarlas por separado en el aviso que aparece en la primera visita.

## Cambiar de opinión

Puede modificar sus elecciones en cualquier momento desde el enlace «Preferencias de cookies» al pie de cada página, o borrando las cookies desde la configuración del navegador.`,
    fr: `## Qu’est-ce qu’un cookie

Les cookies sont de petits fichiers que le site enregistre dans votre navigateur. Certains font fonctionner la boutique, d’autres nous aident à comprendre comment le site est utilisé.

## Cookies techniques (toujours actifs)

- **Session et connexion** : ils vous reconnaissent quand vous êtes connecté à votre compte.
- **Panier** : il garde les produits configurés même si vous fermez la page.
- **Langue** (\`i18n_redirected\`, 365 jours) : il mémorise la langue choisie.
- **Consentement** (365 jours) : il mémorise vos choix sur cette page, pour ne pas vous les redemander à chaque visite.

Ces cookies ne nécessitent pas de consentement, car le site ne fonctionne pas sans eux.

## Cookies de mesure d’audience et marketing (uniquement avec consentement)

Avec votre consentement, nous utilisons des cookies statistiques sous forme agrégée, pour savoir quelles pages sont utiles, et des cookies marketing pour vous montrer nos offres sur d’autres sites. Vous pouvez les accepter ou les refuser séparément dans le bandeau qui s’affiche lors de la première visite.

## Changer d’avis

Vous pouvez modifier vos choix à tout moment via le lien « Préférences cookies » en bas de chaque page, ou en supprimant les cookies dans les réglages de votre navigateur.`,
    de: `## Was sind Cookies

Cookies sind kleine Dateien, die die Website in Ihrem Browser speichert. Manche braucht der Shop, um zu funktionieren, andere helfen uns zu verstehen, wie die Website genutzt wird.

## Technisch notwendige Cookies (immer aktiv)

- **Sitzung und Anmeldung**: erkennen Sie, wenn Sie in Ihrem Konto angemeldet sind.
- **Warenkorb**: merkt sich konfigurierte Produkte, auch wenn Sie die Seite schließen.
- **Sprache** (\`i18n_redirected\`, 365 Tage): merkt sich die gewählte Sprache.
- **Einwilligung** (365 Tage): merkt sich Ihre Auswahl auf dieser Seite, damit wir nicht bei jedem Besuch erneut fragen.

Diese Cookies erfordern keine Einwilligung, weil die Website ohne sie nicht funktioniert.

## Statistik- und Marketing-Cookies (nur mit Einwilligung)

Mit Ihrer Einwilligung verwenden wir Statistik-Cookies in zusammengefasster Form, um zu sehen, welche Seiten nützlich sind, und Marketing-Cookies, um Ihnen unsere Angebote auf anderen Websites zu zeigen. Sie können sie im Hinweis beim ersten Besuch getrennt annehmen oder ablehnen.

## Meinung ändern

Sie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ am Ende jeder Seite ändern oder die Cookies in den Einstellungen Ihres Browsers löschen.`,
    pt: `## O que são cookies

Os cookies são pequenos ficheiros que o site guarda no seu navegador. Alguns servem para a loja funcionar; outros ajudam-nos a perceber como o site é usado.

## Cookies técnicos (sempre ativos)

- **Sessão e acesso**: reconhecem-no quando tem sessão iniciada na sua conta.
- **Carrinho**: lembra os produtos configurados mesmo que feche a página.
- **Idioma** (\`i18n_redirected\`, 365 dias): lembra o idioma que escolheu.
- **Consentimento** (365 dias): lembra as suas escolhas nesta página, para não lhas voltarmos a pedir em cada visita.

Estes cookies não precisam de consentimento porque sem eles o site não funciona.

## Cookies analíticos e de marketing (só com consentimento)

Com o seu consentimento usamos cookies estatísticos de forma agregada, para perceber que páginas são úteis, e cookies de marketing para lhe mostrar as nossas ofertas noutros sites. Pode aceitá-los ou recusá-los separadamente no aviso que aparece na primeira visita.

## Mudar de ideias

Pode alterar as suas escolhas a qualquer momento na ligação «Preferências de cookies» no fim de cada página, ou apagando os cookies nas definições do navegador.`,
  },
  'termini-e-condizioni-di-vendita-a98f46': { es: 'Términos y condiciones de venta', fr: 'Conditions générales de vente', de: 'Allgemeine Verkaufsbedingungen', pt: 'Termos e condições de venda' },
  'condizioni-generali-di-vendita-di-d7d980': {
    es: 'Condiciones generales de venta de Soglia: precios, pagos, entrega, derecho de desistimiento y garantía.',
    fr: 'Conditions générales de vente de Soglia : prix, paiements, livraison, droit de rétractation et garantie.',
    de: 'Allgemeine Verkaufsbedingungen von Soglia: Preise, Zahlung, Lieferung, Widerrufsrecht und Gewährleistung.',
    pt: 'Condições gerais de venda da Soglia: preços, pagamentos, entrega, direito de livre resolução e garantia.',
  },
  '1-venditore-le-vendite-sono-68a327': {
    es: `## 1. Vendedor

Las ventas las realiza Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF-IVA 01234567897, PEC soglia@pec.soglia.test.

## 2. Precios y pedidos

Todos los precios están en euros e **incluyen el IVA italiano del 22%**. Los gastos de envío y las posibles opciones (instalación, visita técnica, kits) se indican en el carrito antes de la confirmación. El contrato se perfecciona cuando recibe nuestro correo de confirmación del pedido. Para los clientes profesionales (distribuidores y tiendas) rigen las tarifas reservadas visibles después de iniciar sesión.

## 3. Pago

Aceptamos transferencia, tarjeta, PayPal, contra reembolso (solo artículos en almacén) y pago en nuestra exposición. Los productos a medida entran en fabricación solo después del cobro.

## 4. Entrega

Los plazos indicados en las fichas de producto son orientativos y se cuentan desde la confirmación del pedido. El riesgo pasa a usted en la entrega; revise los embalajes y comunique cualquier daño en un plazo de 8 días.

## 5. Derecho de desistimiento

Si es consumidor, puede desistir del contrato **en un plazo de 14 días** desde la entrega, sin indicar el motivo, comunicándolo por correo electrónico o PEC. Le reembolsamos en un plazo de 14 días desde la comunicación, pudiendo retener el reembolso hasta recibir los bienes; los gastos de devolución corren de su cuenta.

**El desistimiento queda excluido para los bienes confeccionados a medida o claramente personalizados**, como prevé el **art. 59, apartado 1, letra c) del Código de Consumo italiano** (D.Lgs. 206/2005): puertas, ventanas, persianas y mosquiteras fabricadas según las medidas, los acabados o las aperturas que ha indicado. Lo señalamos en cada ficha de producto a medida y antes del pago.

## 6. Garantía legal

Todos los productos tienen la garantía legal de conformidad de 24 meses para los consumidores (arts. 128 y siguientes del Código de Consumo italiano). No cubre los daños debidos a una instalación no conforme a las instrucciones, cuando la instalación no la hemos realizado nosotros.

## 7. Ley aplicable y litigios

Se aplica la ley italiana. Para los consumidores es competente el tribunal del lugar de residencia; además, está disponible la plataforma europea de resolución de litigios en línea.`,
    fr: `## 1. Vendeur

Les ventes sont réalisées par Soglia S.r.l., Via dei Serramenti 14, 37135 Vérone (VR), n° de TVA 01234567897, PEC soglia@pec.soglia.test.

## 2. Prix et commandes

Tous les prix sont en euros et **incluent la TVA italienne de 22 %**. Les frais de livraison et les éventuelles options (pose, visite technique, kits) sont indiqués dans le panier avant la confirmation. Le contrat est conclu à la réception de notre e-mail de confirmation de commande. Pour les clients professionnels (revendeurs et négoces), les tarifs réservés visibles après connexion s’appliquent.

## 3. Paiement

Nous acceptons le virement, la carte, PayPal, le paiement à la livraison (articles en stock uniquement) et le paiement au showroom. Les produits sur mesure ne sont fabriqués qu’après encaissement.

## 4. Livraison

Les délais indiqués sur les fiches produits sont indicatifs et courent à partir de la confirmation de la commande. Le risque vous est transféré à la livraison ; vérifiez les emballages et signalez tout dommage dans les 8 jours.

## 5. Droit de rétractation

Si vous êtes consommateur, vous pouvez vous rétracter **dans les 14 jours** suivant la livraison, sans avoir à motiver votre décision, en nous l’indiquant par e-mail ou PEC. Nous vous remboursons dans les 14 jours suivant votre demande, en pouvant différer le remboursement jusqu’à la réception des biens ; les frais de retour sont à votre charge.

**La rétractation est exclue pour les biens confectionnés sur mesure ou nettement personnalisés**, comme le prévoit l’**art. 59, alinéa 1, lettre c) du Code de la consommation italien** (D.Lgs. 206/2005) : portes, fenêtres, volets et moustiquaires fabriqués selon les dimensions, finitions ou ouvertures que vous avez indiquées. Nous le signalons sur chaque fiche de produit sur mesure et avant le paiement.

## 6. Garantie légale

Tous les produits bénéficient de la garantie légale de conformité de 24 mois pour les consommateurs (art. 128 et suivants du Code de la consommation italien). Ne sont pas couverts les dommages dus à une pose non conforme aux instructions, lorsque la pose n’a pas été réalisée par nous.

## 7. Droit applicable et litiges

Le droit italien s’applique. Pour les consommateurs, le tribunal compétent est celui du lieu de résidence ; la plateforme européenne de règlement en ligne des litiges est également disponible.`,
    de: `## 1. Verkäufer

Verkäufer ist die Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), USt-IdNr. IT01234567897, PEC soglia@pec.soglia.test.

## 2. Preise und Bestellungen

Alle Preise verstehen sich in Euro und **enthalten die italienische Mehrwertsteuer von 22 %**. Versandkosten und etwaige Optionen (Montage, Aufmaß, Sets) werden vor der Bestätigung im Warenkorb angezeigt. Der Vertrag kommt mit unserer Bestellbestätigung per E-Mail zustande. Für gewerbliche Kunden (Händler und Fachmärkte) gelten die nach der Anmeldung sichtbaren eigenen Preislisten.

## 3. Zahlung

Wir akzeptieren Überweisung, Karte, PayPal, Nachnahme (nur Lagerartikel) und Zahlung im Showroom. Maßanfertigungen gehen erst nach Zahlungseingang in die Fertigung.

## 4. Lieferung

Die auf den Produktseiten genannten Lieferzeiten sind Richtwerte und gelten ab Bestellbestätigung. Die Gefahr geht mit der Lieferung auf Sie über; prüfen Sie die Verpackung und melden Sie Schäden innerhalb von 8 Tagen.

## 5. Widerrufsrecht

Als Verbraucher können Sie den Vertrag **innerhalb von 14 Tagen** nach der Lieferung ohne Angabe von Gründen per E-Mail oder PEC widerrufen. Wir erstatten innerhalb von 14 Tagen nach Ihrer Mitteilung und dürfen die Erstattung zurückhalten, bis die Ware bei uns ist; die Rücksendekosten tragen Sie.

**Der Widerruf ist ausgeschlossen für Waren, die nach Maß gefertigt oder eindeutig personalisiert sind**, gemäß **Art. 59 Abs. 1 Buchst. c des italienischen Verbrauchergesetzbuchs** (D.Lgs. 206/2005): Türen, Fenster, Läden und Insektenschutz, die nach den von Ihnen angegebenen Maßen, Oberflächen oder Öffnungsarten gefertigt werden. Wir weisen auf jeder Produktseite einer Maßanfertigung und vor der Zahlung darauf hin.

## 6. Gesetzliche Gewährleistung

Alle Produkte haben für Verbraucher die gesetzliche Gewährleistung von 24 Monaten (Art. 128 ff. des italienischen Verbrauchergesetzbuchs). Nicht gedeckt sind Schäden durch eine Montage entgegen der Anleitung, wenn die Montage nicht von uns ausgeführt wurde.

## 7. Anwendbares Recht und Streitigkeiten

Es gilt italienisches Recht. Für Verbraucher ist das Gericht am Wohnort zuständig; außerdem steht die europäische Plattform zur Online-Streitbeilegung zur Verfügung.`,
    pt: `## 1. Vendedor

As vendas são efetuadas pela Soglia S.r.l., Via dei Serramenti 14, 37135 Verona (VR), NIF/IVA 01234567897, PEC soglia@pec.soglia.test.

## 2. Preços e encomendas

Todos os preços estão em euros e **incluem o IVA italiano de 22%**. Os custos de envio e as eventuais opções (instalação, visita técnica, kits) são indicados no carrinho antes da confirmação. O contrato fica concluído quando recebe o nosso e-mail de confirmação da encomenda. Para os clientes profissionais (revendedores e lojas) valem as tabelas reservadas visíveis depois de iniciar sessão.

## 3. Pagamento

Aceitamos transferência, cartão, PayPal, pagamento contra entrega (só artigos em armazém) e pagamento no showroom. Os produtos por medida só entram em produção depois do pagamento.

## 4. Entrega

Os prazos indicados nas páginas de produto são indicativos e contam a partir da confirmação da encomenda. O risco passa para si na entrega; verifique as embalagens e comunique eventuais danos no prazo de 8 dias.

## 5. Direito de livre resolução

Se for consumidor, pode resolver o contrato **no prazo de 14 dias** a contar da entrega, sem indicar o motivo, comunicando-o por e-mail ou PEC. Reembolsamos no prazo de 14 dias após a comunicação, podendo reter o reembolso até recebermos os bens; os custos de devolução ficam a seu cargo.

**A livre resolução está excluída para os bens feitos por medida ou claramente personalizados**, como prevê o **art. 59, n.º 1, alínea c) do Código do Consumo italiano** (D.Lgs. 206/2005): portas, janelas, persianas e mosquiteiros fabricados segundo as medidas, os acabamentos ou as aberturas que indicou. Assinalamo-lo em cada página de produto por medida e antes do pagamento.

## 6. Garantia legal

Todos os produtos têm a garantia legal de conformidade de 24 meses para os consumidores (arts. 128.º e seguintes do Código do Consumo italiano). Não estão cobertos os danos causados por uma instalação não conforme às instruções, quando a instalação não foi feita por nós.

## 7. Lei aplicável e litígios

Aplica-se a lei italiana. Para os consumidores é competente o tribunal do local de residência; está ainda disponível a plataforma europeia de resolução de litígios em linha.`,
  },
}
