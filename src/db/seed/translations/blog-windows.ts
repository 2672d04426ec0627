import type { SeedTranslations } from './types'

// Blog articles about windows (Markdown bodies).
export const blogWindows: SeedTranslations = {
  'finestre-nuove-trasmittanza-zone-climatiche-6dfa51': {
    es: 'Ventanas nuevas: transmitancia, zonas climáticas y deducciones',
    fr: 'Nouvelles fenêtres : transmission thermique, zones climatiques et aides fiscales',
    de: 'Neue Fenster: Wärmedurchgang, Klimazonen und Steuervorteile',
    pt: 'Janelas novas: transmitância, zonas climáticas e benefícios fiscais',
  },
  'cosa-significa-uw-perche-conta-e3a841': {
    es: 'Qué significa Uw, por qué importa la zona climática de su municipio y qué documentos conservar para la deducción.',
    fr: 'Ce que signifie Uw, pourquoi la zone climatique de votre commune compte et quels documents conserver pour l’aide fiscale.',
    de: 'Was Uw bedeutet, warum die Klimazone Ihrer Gemeinde zählt und welche Unterlagen Sie für die Förderung aufbewahren sollten.',
    pt: 'O que significa Uw, porque conta a zona climática do seu concelho e que documentos guardar para o benefício fiscal.',
  },
  'quando-si-cambiano-le-finestre-fa23b4': {
    es: `Cuando se cambian las ventanas, el número que hay que mirar es la **transmitancia térmica Uw**, expresada en W/m²K: indica cuánto calor pasa a través de toda la ventana, marco y vidrio juntos. **Cuanto más baja, mejor aísla.**

## Cuánto debe bajar

Para acogerse a las deducciones italianas por rehabilitación energética, la ventana nueva debe respetar un valor máximo de Uw, que depende de la **zona climática** del municipio (de la A, la más cálida, a la F, la más fría). En la práctica:

- un buen doble vidrio bajo emisivo con gas argón deja una ventana de PVC en torno a **Uw 1,2–1,3**;
- el triple vidrio baja hasta **Uw 0,8–1,0**, útil en las zonas E y F y en la montaña.

Cada ficha de producto de nuestra tienda indica la transmitancia con el vidrio de serie y con triple vidrio.

## Los documentos que hay que conservar

- la factura con la descripción de las ventanas;
- la ficha técnica y la declaración de prestaciones (DoP) del fabricante;
- el justificante de la **transferencia específica para deducciones**, si la deducción lo exige;
- la comunicación a la ENEA, que debe enviarse en un plazo de 90 días desde el final de las obras.

Los porcentajes y los topes cambian a menudo con cada ley de presupuestos: antes de hacer el pedido, compruebe las normas vigentes con su técnico o su asesor fiscal. Nosotros le entregamos toda la documentación técnica junto con la factura.`,
    fr: `Quand on change ses fenêtres, le chiffre à regarder est le **coefficient de transmission thermique Uw**, exprimé en W/m²K : il indique combien de chaleur traverse la fenêtre entière, cadre et vitrage ensemble. **Plus il est bas, mieux elle isole.**

## Jusqu’où descendre

Pour bénéficier des aides fiscales italiennes à la rénovation énergétique, la nouvelle fenêtre doit respecter un Uw maximal qui dépend de la **zone climatique** de la commune (de A, la plus chaude, à F, la plus froide). En pratique :

- un bon double vitrage à faible émissivité avec gaz argon amène une fenêtre PVC autour de **Uw 1,2–1,3** ;
- le triple vitrage descend jusqu’à **Uw 0,8–1,0**, utile dans les zones E et F et en montagne.

Chaque fiche produit de notre boutique indique la transmission thermique avec le vitrage de série et avec le triple vitrage.

## Les documents à conserver

- la facture avec la description des menuiseries ;
- la fiche technique et la déclaration des performances (DoP) du fabricant ;
- le justificatif du **virement dédié aux aides fiscales**, si l’aide l’exige ;
- la déclaration à l’ENEA, à envoyer dans les 90 jours suivant la fin des travaux.

Taux et plafonds changent souvent avec chaque loi de finances : avant de commander, vérifiez les règles en vigueur avec votre technicien ou votre comptable. Nous vous fournissons toute la documentation technique avec la facture.`,
    de: `Beim Fenstertausch zählt der **Wärmedurchgangskoeffizient Uw** in W/m²K: Er gibt an, wie viel Wärme durch das ganze Fenster – Rahmen und Glas zusammen – verloren geht. **Je niedriger, desto besser dämmt es.**

## Wie niedrig er sein muss

Für die italienische Förderung der energetischen Sanierung muss das neue Fenster einen Höchstwert für Uw einhalten, der von der **Klimazone** der Gemeinde abhängt (von A, der wärmsten, bis F, der kältesten). In der Praxis:

- ein gutes Zweifach-Wärmeschutzglas mit Argonfüllung bringt ein Kunststofffenster auf etwa **Uw 1,2–1,3**;
- Dreifachglas erreicht **Uw 0,8–1,0**, sinnvoll in den Zonen E und F und in den Bergen.

Jede Produktseite in unserem Shop nennt den Wärmedurchgang mit der Serienverglasung und mit Dreifachglas.

## Diese Unterlagen aufbewahren

- die Rechnung mit der Beschreibung der Fenster;
- das technische Datenblatt und die Leistungserklärung (DoP) des Herstellers;
- den Beleg der **speziellen Förderüberweisung**, falls die Förderung sie verlangt;
- die Meldung an die ENEA, die innerhalb von 90 Tagen nach Abschluss der Arbeiten einzureichen ist.

Fördersätze und Höchstbeträge ändern sich oft mit jedem Haushaltsgesetz: Prüfen Sie vor der Bestellung die geltenden Regeln mit Ihrem Techniker oder Steuerberater. Wir liefern Ihnen alle technischen Unterlagen zusammen mit der Rechnung.`,
    pt: `Quando se trocam as janelas, o número a ver é a **transmitância térmica Uw**, expressa em W/m²K: indica quanto calor passa pela janela inteira, aro e vidro em conjunto. **Quanto mais baixa, melhor isola.**

## Quão baixa deve ser

Para aceder aos benefícios fiscais italianos para a eficiência energética, a janela nova tem de respeitar um valor máximo de Uw, que depende da **zona climática** do concelho (da A, a mais quente, à F, a mais fria). Na prática:

- um bom vidro duplo de baixa emissividade com gás árgon leva uma janela em PVC a cerca de **Uw 1,2–1,3**;
- o vidro triplo desce até **Uw 0,8–1,0**, útil nas zonas E e F e na montanha.

Cada página de produto da nossa loja indica a transmitância com o vidro de série e com vidro triplo.

## Os documentos a guardar

- a fatura com a descrição da caixilharia;
- a ficha técnica e a declaração de desempenho (DoP) do fabricante;
- o comprovativo da **transferência própria para benefícios fiscais**, se o benefício o exigir;
- a comunicação à ENEA, a enviar no prazo de 90 dias após o fim das obras.

Taxas e limites mudam muitas vezes com cada orçamento do Estado: antes de encomendar, confirme as regras em vigor com o seu técnico ou contabilista. Nós entregamos toda a documentação técnica juntamente com a fatura.`,
  },
  'manutenzione-delle-finestre-prima-dell-25fbb4': {
    es: 'Mantenimiento de las ventanas antes del invierno',
    fr: 'Entretenir ses fenêtres avant l’hiver',
    de: 'Fensterpflege vor dem Winter',
    pt: 'Manutenção das janelas antes do inverno',
  },
  'guarnizioni-ferramenta-e-scarichi-dell-988f39': {
    es: 'Juntas, herrajes y desagües: media hora de cuidado al año y las ventanas cierran como el primer día.',
    fr: 'Joints, quincaillerie et évacuations d’eau : une demi-heure de soin par an et vos fenêtres ferment comme au premier jour.',
    de: 'Dichtungen, Beschläge und Entwässerung: eine halbe Stunde Pflege im Jahr, und die Fenster schließen wie am ersten Tag.',
    pt: 'Vedantes, ferragens e drenos: meia hora de cuidados por ano e as janelas fecham como no primeiro dia.',
  },
  'una-finestra-ben-tenuta-dura-534f91': {
    es: `Una ventana bien cuidada dura treinta años. Antes de que llegue el frío, dedique media hora a cada ventana: necesitará un paño, agua tibia, un aceite en espray para herrajes y un lubricante de silicona.

## Las juntas

Limpie las juntas de goma con agua y jabón neutro y luego aplique una capa fina de lubricante de silicona. Se mantienen flexibles y vuelven a cerrar bien contra las corrientes. Si están agrietadas o aplastadas, se pueden sustituir sin cambiar la ventana.

## Los herrajes

Abra la hoja y ponga una gota de aceite en todos los puntos de cierre del perímetro; después mueva la manilla varias veces. Si la hoja roza abajo, las bisagras se regulan con una llave Allen: en las ventanas oscilobatientes basta un cuarto de vuelta.

## Los desagües

En el marco inferior, por fuera, hay pequeñas ranuras por las que sale el agua de lluvia. Si el polvo y las hojas las obstruyen, el agua se estanca y puede entrar en casa: límpielas con un cepillo fino.

## Las persianas

Compruebe que la cinta no esté deshilachada y que las lamas corran por las guías sin engancharse. Un poco de silicona en espray en las guías hace el movimiento más ligero, también para el motor.

Si algo no cuadra, escríbanos con una foto: a menudo se resuelve con un recambio de pocos euros.`,
    fr: `Une fenêtre bien entretenue dure trente ans. Avant l’arrivée du froid, consacrez une demi-heure à chaque fenêtre : il vous faut un chiffon, de l’eau tiède, une huile en spray pour quincaillerie et un lubrifiant silicone.

## Les joints

Nettoyez les joints en caoutchouc à l’eau et au savon neutre, puis passez un voile de lubrifiant silicone. Ils restent souples et ferment de nouveau bien contre les courants d’air. S’ils sont fendus ou écrasés, on peut les remplacer sans changer la fenêtre.

## La quincaillerie

Ouvrez le vantail et mettez une goutte d’huile sur tous les points de fermeture du pourtour, puis actionnez la poignée plusieurs fois. Si le vantail frotte en bas, les paumelles se règlent avec une clé Allen : sur les fenêtres oscillo-battantes, un quart de tour suffit.

## Les évacuations d’eau

Sur la traverse basse du cadre, côté extérieur, de petites fentes laissent sortir l’eau de pluie. Si la poussière et les feuilles les bouchent, l’eau stagne et peut entrer dans la maison : nettoyez-les avec un petit goupillon.

## Les volets roulants

Vérifiez que la sangle n’est pas effilochée et que les lames coulissent dans les coulisses sans accrocher. Un peu de silicone en spray dans les coulisses allège le mouvement, y compris pour le moteur.

Si quelque chose cloche, envoyez-nous une photo : souvent, une pièce de rechange de quelques euros suffit.`,
    de: `Ein gut gepflegtes Fenster hält dreißig Jahre. Bevor die Kälte kommt, gönnen Sie jedem Fenster eine halbe Stunde: Sie brauchen ein Tuch, lauwarmes Wasser, ein Beschlagöl-Spray und ein Silikon-Pflegemittel.

## Die Dichtungen

Reinigen Sie die Gummidichtungen mit Wasser und milder Seife und tragen Sie dann einen dünnen Film Silikon-Pflegemittel auf. So bleiben sie geschmeidig und dichten wieder zuverlässig gegen Zugluft. Rissige oder platt gedrückte Dichtungen lassen sich tauschen, ohne das Fenster zu wechseln.

## Die Beschläge

Öffnen Sie den Flügel, geben Sie einen Tropfen Öl auf alle Verschlusspunkte rundum und bewegen Sie den Griff ein paar Mal. Schleift der Flügel unten, lassen sich die Bänder mit einem Inbusschlüssel nachstellen: Bei Dreh-Kipp-Fenstern genügt eine Vierteldrehung.

## Die Entwässerung

Am unteren Rahmen gibt es außen kleine Schlitze, durch die Regenwasser abläuft. Sind sie mit Staub und Laub verstopft, staut sich das Wasser und kann ins Haus gelangen: Reinigen Sie sie mit einer kleinen Bürste.

## Die Rollläden

Prüfen Sie, ob der Gurt ausgefranst ist und ob die Lamellen ohne Haken in den Führungsschienen laufen. Ein Sprühstoß Silikon in die Schienen macht die Bewegung leichter, auch für den Motor.

Wenn etwas nicht stimmt, schicken Sie uns ein Foto: Oft hilft schon ein Ersatzteil für ein paar Euro.`,
    pt: `Uma janela bem cuidada dura trinta anos. Antes de chegar o frio, dedique meia hora a cada janela: precisa de um pano, água morna, um óleo em spray para ferragens e um lubrificante de silicone.

## Os vedantes

Limpe os vedantes de borracha com água e sabão neutro e depois aplique uma camada fina de lubrificante de silicone. Ficam flexíveis e voltam a vedar bem contra as correntes de ar. Se estiverem rachados ou esmagados, podem ser substituídos sem trocar a janela.

## As ferragens

Abra a folha e ponha uma gota de óleo em todos os pontos de fecho ao longo do perímetro; depois mexa o puxador algumas vezes. Se a folha roçar em baixo, as dobradiças regulam-se com uma chave Allen: nas janelas oscilobatentes basta um quarto de volta.

## Os drenos

No aro inferior, pelo lado de fora, há pequenas ranhuras por onde sai a água da chuva. Se o pó e as folhas as entupirem, a água fica parada e pode entrar em casa: limpe-as com um escovilhão.

## Os estores

Verifique se a fita não está desfiada e se as réguas correm nas calhas sem prender. Um pouco de silicone em spray nas calhas torna o movimento mais leve, também para o motor.

Se alguma coisa não estiver bem, mande-nos uma fotografia: muitas vezes resolve-se com uma peça de poucos euros.`,
  },
}
