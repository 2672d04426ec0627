import type { SeedTranslations } from './types'

// Blog articles about doors (Markdown bodies).
export const blogDoors: SeedTranslations = {
  'come-prendere-le-misure-di-3388f7': {
    es: 'Cómo tomar las medidas de una puerta de interior',
    fr: 'Comment prendre les mesures d’une porte intérieure',
    de: 'So nehmen Sie Maß für eine Innentür',
    pt: 'Como tirar as medidas de uma porta interior',
  },
  'larghezza-altezza-e-spessore-del-513820': {
    es: 'Ancho, alto y grosor del muro: tres medidas, un metro y cinco minutos para pedir la puerta correcta a la primera.',
    fr: 'Largeur, hauteur et épaisseur du mur : trois mesures, un mètre et cinq minutes pour commander la bonne porte du premier coup.',
    de: 'Breite, Höhe und Wandstärke: drei Maße, ein Zollstock und fünf Minuten, um gleich die richtige Tür zu bestellen.',
    pt: 'Largura, altura e espessura da parede: três medidas, uma fita métrica e cinco minutos para encomendar a porta certa à primeira.',
  },
  'ordinare-una-porta-su-misura-342f66': {
    es: `Pedir una puerta a medida parece complicado, pero bastan un metro rígido y cinco minutos. Lo importante es medir **el hueco de obra**, es decir, el agujero en el muro sin el marco antiguo.

## 1. El ancho

Mida el ancho en tres puntos: abajo, en el centro y arriba. Quédese con **la medida más pequeña**: es la que cuenta, porque el marco tiene que entrar también en el punto más estrecho.

## 2. El alto

Mida desde el suelo terminado —es decir, con las baldosas o el parqué ya colocados— hasta el punto más bajo del dintel. Si el suelo aún no está colocado, sume su grosor e indíquenoslo en las notas.

## 3. El grosor del muro

Es la medida que más se olvida. Tómela en varios puntos, con el enlucido incluido: el marco se regula en un margen de unos centímetros y los tapajuntas cubren el resto. Un tabique de pladur suele medir 10–12,5 cm; un muro de ladrillo enlucido, 11–14 cm.

## 4. El sentido de apertura

Póngase del lado hacia el que la puerta se abre **hacia usted**: si las bisagras están a la derecha, es una puerta «derecha, tirar». Desde el otro lado, la misma puerta es «derecha, empujar». En el configurador encontrará las cuatro combinaciones.

Si tiene dudas, reserve una visita técnica: el técnico toma las medidas y, si la instalación la hacemos nosotros, la responsabilidad de las medidas es nuestra.`,
    fr: `Commander une porte sur mesure semble compliqué, mais un mètre rigide et cinq minutes suffisent. L’essentiel est de mesurer **la baie brute**, c’est-à-dire l’ouverture dans le mur sans l’ancienne huisserie.

## 1. La largeur

Mesurez la largeur en trois points : en bas, au milieu et en haut. Retenez **la plus petite cote** : c’est elle qui compte, car l’huisserie doit passer aussi au point le plus étroit.

## 2. La hauteur

Mesurez depuis le sol fini — carrelage ou parquet déjà posé — jusqu’au point le plus bas du linteau. Si le sol n’est pas encore posé, ajoutez son épaisseur et indiquez-le dans les remarques.

## 3. L’épaisseur du mur

C’est la mesure que l’on oublie le plus souvent. Prenez-la en plusieurs points, enduit compris : l’huisserie se règle sur quelques centimètres et les chambranles couvrent le reste. Une cloison en plaque de plâtre fait en général 10 à 12,5 cm, un mur en brique enduit 11 à 14 cm.

## 4. Le sens d’ouverture

Placez-vous du côté où la porte s’ouvre **vers vous** : si les paumelles sont à droite, c’est une porte « droite tirant ». De l’autre côté, la même porte est « droite poussant ». Le configurateur propose les quatre combinaisons.

En cas de doute, réservez une visite technique : le technicien prend les mesures et, si c’est nous qui posons, les mesures sont sous notre responsabilité.`,
    de: `Eine Tür nach Maß zu bestellen klingt kompliziert, doch ein Zollstock und fünf Minuten genügen. Wichtig ist, **die Rohbauöffnung** zu messen, also das Loch in der Wand ohne die alte Zarge.

## 1. Die Breite

Messen Sie die Breite an drei Stellen: unten, in der Mitte und oben. Nehmen Sie **den kleinsten Wert**: Er zählt, denn die Zarge muss auch an der engsten Stelle hineinpassen.

## 2. Die Höhe

Messen Sie vom fertigen Fußboden – also mit bereits verlegten Fliesen oder Parkett – bis zum tiefsten Punkt des Sturzes. Ist der Boden noch nicht verlegt, rechnen Sie seine Stärke hinzu und schreiben Sie sie uns in die Anmerkungen.

## 3. Die Wandstärke

Dieses Maß wird am häufigsten vergessen. Messen Sie an mehreren Stellen, Putz inklusive: Die Zarge lässt sich um einige Zentimeter verstellen, die Zierbekleidungen decken den Rest ab. Eine Trockenbauwand ist meist 10–12,5 cm stark, eine verputzte Ziegelwand 11–14 cm.

## 4. Die Öffnungsrichtung

Stellen Sie sich auf die Seite, zu der die Tür **zu Ihnen hin** aufgeht: Sind die Bänder rechts, ist es eine Tür „rechts, ziehend“. Von der anderen Seite ist dieselbe Tür „rechts, drückend“. Im Konfigurator finden Sie alle vier Kombinationen.

Im Zweifel buchen Sie ein Aufmaß: Der Techniker misst, und wenn wir montieren, liegt die Verantwortung für die Maße bei uns.`,
    pt: `Encomendar uma porta por medida parece complicado, mas bastam uma fita métrica rígida e cinco minutos. O importante é medir **o vão em tosco**, ou seja, o buraco na parede sem o aro antigo.

## 1. A largura

Meça a largura em três pontos: em baixo, a meio e em cima. Fique com **a medida mais pequena**: é a que conta, porque o aro tem de entrar também no ponto mais estreito.

## 2. A altura

Meça a partir do chão acabado — ou seja, com o mosaico ou o soalho já colocados — até ao ponto mais baixo da padieira. Se o chão ainda não estiver colocado, some a sua espessura e indique-a nas notas.

## 3. A espessura da parede

É a medida que mais se esquece. Tire-a em vários pontos, com o reboco incluído: o aro regula-se numa margem de alguns centímetros e as guarnições tapam o resto. Uma parede de pladur tem normalmente 10–12,5 cm; uma parede de tijolo rebocada, 11–14 cm.

## 4. O sentido de abertura

Ponha-se do lado para onde a porta abre **na sua direção**: se as dobradiças estão à direita, é uma porta «direita, puxar». Do outro lado, a mesma porta é «direita, empurrar». No configurador encontra as quatro combinações.

Se tiver dúvidas, marque uma visita técnica: o técnico tira as medidas e, se formos nós a instalar, a responsabilidade pelas medidas é nossa.`,
  },
  'classe-antieffrazione-quale-scegliere-per-9554ab': {
    es: 'Clase antirrobo: cuál elegir para la puerta acorazada',
    fr: 'Classe anti-effraction : laquelle choisir pour votre porte blindée',
    de: 'Widerstandsklasse: Welche ist die richtige für Ihre Sicherheitstür?',
    pt: 'Classe antiarrombamento: qual escolher para a porta blindada',
  },
  'classe-2-3-o-4-5a1ec5': {
    es: '¿Clase 2, 3 o 4? Qué dice la norma UNI EN 1627, cuánto resiste de verdad una puerta y cuándo compensa subir de clase.',
    fr: 'Classe 2, 3 ou 4 ? Ce que dit la norme UNI EN 1627, combien de temps une porte résiste vraiment et quand il vaut la peine de monter en classe.',
    de: 'Klasse 2, 3 oder 4? Was die Norm UNI EN 1627 sagt, wie lange eine Tür wirklich standhält und wann sich eine höhere Klasse lohnt.',
    pt: 'Classe 2, 3 ou 4? O que diz a norma UNI EN 1627, quanto tempo uma porta resiste de facto e quando compensa subir de classe.',
  },
  'la-classe-antieffrazione-indica-per-3fdf42': {
    es: `La clase antirrobo indica cuánto tiempo resiste una puerta a un intento de robo con herramientas cada vez más pesadas. La certifica un laboratorio según la norma **UNI EN 1627**, que prevé seis clases; en viviendas se usan la 2, la 3 y la 4.

## Clase 2

Resiste unos 3 minutos a un ladrón ocasional armado con destornilladores y alicates. Sirve para bodegas, cuartos técnicos o accesos interiores de una propiedad ya protegida.

## Clase 3

Resiste unos 5 minutos incluso a la palanca y al taladro. Es **la opción recomendada para la mayoría de los pisos** y chalés, y el estándar que piden muchas aseguradoras.

## Clase 4

Resiste unos 10 minutos a herramientas pesadas como sierras y mazas. Tiene sentido para chalés aislados, bajos con acceso oculto y despachos profesionales que guardan objetos de valor.

## No solo la puerta

Una puerta acorazada de clase 3 mal instalada resiste como una de clase 1. El premarco debe anclarse a la obra con garras o tacos químicos y el cilindro debe protegerse con un escudo. Por eso nuestras puertas acorazadas las instalan siempre nuestros técnicos, con certificado de correcta instalación.`,
    fr: `La classe anti-effraction indique combien de temps une porte résiste à une tentative d’effraction avec des outils de plus en plus lourds. Elle est certifiée par un laboratoire selon la norme **UNI EN 1627**, qui prévoit six classes ; pour l’habitat, on utilise les classes 2, 3 et 4.

## Classe 2

Résiste environ 3 minutes à un cambrioleur occasionnel armé de tournevis et de pinces. Convient aux caves, locaux techniques ou portes intérieures d’une propriété déjà protégée.

## Classe 3

Résiste environ 5 minutes, y compris au pied-de-biche et à la perceuse. C’est **le choix conseillé pour la plupart des appartements** et des maisons, et le niveau demandé par de nombreux assureurs.

## Classe 4

Résiste environ 10 minutes à des outils lourds comme les scies et les masses. Elle se justifie pour les villas isolées, les rez-de-chaussée à l’accès caché et les cabinets professionnels qui gardent des objets de valeur.

## Pas seulement la porte

Une porte blindée de classe 3 mal posée résiste comme une classe 1. Le précadre doit être ancré dans la maçonnerie par des pattes ou des chevilles chimiques, et le cylindre protégé par un protège-cylindre. C’est pourquoi nos portes blindées sont toujours posées par nos techniciens, avec un certificat de pose conforme.`,
    de: `Die Widerstandsklasse gibt an, wie lange eine Tür einem Einbruchsversuch mit immer schwererem Werkzeug standhält. Sie wird von einem Prüflabor nach der Norm **UNI EN 1627** bescheinigt, die sechs Klassen kennt; für Wohnungen und Häuser sind die Klassen 2, 3 und 4 üblich.

## Klasse 2

Hält einem Gelegenheitstäter mit Schraubendrehern und Zangen etwa 3 Minuten stand. Geeignet für Keller, Technikräume oder Innentüren in einem bereits gesicherten Gebäude.

## Klasse 3

Hält etwa 5 Minuten stand, auch gegen Brecheisen und Bohrer. Sie ist **die empfohlene Wahl für die meisten Wohnungen** und Häuser und der Standard, den viele Versicherungen verlangen.

## Klasse 4

Hält etwa 10 Minuten schwerem Werkzeug wie Sägen und Vorschlaghämmern stand. Sinnvoll für freistehende Villen, Erdgeschosse mit verdecktem Zugang und Praxen oder Kanzleien mit Wertgegenständen.

## Nicht nur die Tür

Eine schlecht montierte Tür der Klasse 3 hält nur so viel aus wie eine der Klasse 1. Die Zarge muss mit Maueranker oder Verbundankern im Mauerwerk befestigt und der Zylinder durch einen Zylinderschutz gesichert sein. Deshalb werden unsere Sicherheitstüren immer von unseren eigenen Technikern montiert, mit Montagebescheinigung.`,
    pt: `A classe antiarrombamento indica quanto tempo uma porta resiste a uma tentativa de assalto com ferramentas cada vez mais pesadas. É certificada por um laboratório segundo a norma **UNI EN 1627**, que prevê seis classes; nas habitações usam-se a 2, a 3 e a 4.

## Classe 2

Resiste cerca de 3 minutos a um ladrão ocasional armado com chaves de fendas e alicates. Serve para caves, áreas técnicas ou entradas interiores de uma propriedade já protegida.

## Classe 3

Resiste cerca de 5 minutos, mesmo ao pé de cabra e ao berbequim. É **a escolha recomendada para a maioria dos apartamentos** e moradias, e o padrão exigido por muitas seguradoras.

## Classe 4

Resiste cerca de 10 minutos a ferramentas pesadas como serras e marretas. Faz sentido para moradias isoladas, rés-do-chão com acesso escondido e escritórios que guardam valores.

## Não é só a porta

Uma porta blindada de classe 3 mal instalada resiste como uma de classe 1. O pré-aro tem de ser ancorado à alvenaria com grampos ou buchas químicas e o cilindro protegido por um escudo. Por isso as nossas portas blindadas são sempre instaladas pelos nossos técnicos, com certificado de instalação correta.`,
  },
  'porte-scorrevoli-interno-muro-o-18e679': {
    es: 'Puertas correderas: ¿empotradas o vistas?',
    fr: 'Portes coulissantes : à galandage ou en applique ?',
    de: 'Schiebetüren: in der Wand oder vor der Wand?',
    pt: 'Portas de correr: embutidas ou à face da parede?',
  },
  'due-modi-di-far-scorrere-6ce02a': {
    es: 'Dos formas de hacer que una puerta se deslice, con costes, obras y resultados muy distintos. Así se elige.',
    fr: 'Deux façons de faire coulisser une porte, avec des coûts, des travaux et des résultats très différents. Voici comment choisir.',
    de: 'Zwei Arten, eine Tür gleiten zu lassen – mit ganz unterschiedlichen Kosten, Arbeiten und Ergebnissen. So wählen Sie richtig.',
    pt: 'Duas maneiras de fazer deslizar uma porta, com custos, obras e resultados muito diferentes. Veja como escolher.',
  },
  'una-porta-a-battente-ha-04e0a7': {
    es: `Una puerta abatible necesita casi un metro cuadrado libre para abrirse. Cuando ese espacio falta —un pasillo estrecho, un baño pequeño— la corredera es la solución. Pero ¿cuál?

## Empotrada (dentro del muro)

La hoja entra en un **armazón** oculto dentro de la pared. Con la puerta abierta no se ve nada.

- Hace falta un tramo de pared libre de al menos el doble del ancho de la puerta, sin instalación eléctrica ni tuberías.
- El armazón se empotra antes del enlucido o se monta en el pladur: es un trabajo para una reforma.
- El resultado es el más limpio y la puerta aísla algo mejor.

## Vista (sobre guía)

La hoja se desliza **delante de la pared**, colgada de una guía vista u oculta tras un faldón.

- Sin obras: se monta en media jornada, incluso en una casa habitada.
- Hace falta una pared libre junto al hueco, sin interruptores ni cuadros.
- La guía se convierte en un elemento decorativo, sobre todo en negro mate.

## En resumen

Si está reformando, elija la empotrada. Si la casa está terminada y no quiere polvo, la vista es más rápida y económica. En ambos casos añada el amortiguador soft-close: la puerta no da golpes y dura más.`,
    fr: `Une porte battante a besoin de près d’un mètre carré libre pour s’ouvrir. Quand cette place manque — un couloir étroit, une petite salle de bains — la porte coulissante est la solution. Mais laquelle ?

## À galandage (dans le mur)

Le vantail rentre dans un **châssis** caché dans la cloison. Porte ouverte, on ne voit rien.

- Il faut un pan de mur libre d’au moins deux fois la largeur de la porte, sans gaines électriques ni tuyaux.
- Le châssis se scelle avant l’enduit ou se monte dans une cloison en plaque de plâtre : c’est un travail de rénovation.
- Le résultat est le plus net et la porte isole un peu mieux.

## En applique (sur rail)

Le vantail coulisse **devant le mur**, suspendu à un rail apparent ou caché par un bandeau.

- Aucun travaux de maçonnerie : elle se pose en une demi-journée, même dans une maison habitée.
- Il faut un mur libre à côté de la baie, sans interrupteurs ni tableaux.
- Le rail devient un élément de décoration, surtout en noir mat.

## En bref

Si vous rénovez, choisissez le galandage. Si la maison est terminée et que vous ne voulez pas de poussière, l’applique est plus rapide et moins chère. Dans les deux cas, ajoutez l’amortisseur soft-close : la porte ne claque pas et dure plus longtemps.`,
    de: `Eine Drehtür braucht fast einen Quadratmeter freie Fläche zum Öffnen. Fehlt dieser Platz – ein schmaler Flur, ein kleines Bad –, ist die Schiebetür die Lösung. Aber welche?

## In der Wand laufend

Das Türblatt verschwindet in einem **Einbaukasten** in der Wand. Bei offener Tür sieht man nichts.

- Sie brauchen ein freies Wandstück von mindestens doppelter Türbreite, ohne Leitungen und Rohre.
- Der Einbaukasten wird vor dem Verputzen eingemauert oder in die Trockenbauwand gesetzt: eine Arbeit für die Sanierung.
- Das Ergebnis ist am saubersten, und die Tür dämmt etwas besser.

## Vor der Wand laufend (auf Schiene)

Das Türblatt gleitet **vor der Wand**, an einer sichtbaren oder von einer Blende verdeckten Schiene.

- Keine Maurerarbeiten: in einem halben Tag montiert, auch in einer bewohnten Wohnung.
- Sie brauchen eine freie Wand neben der Öffnung, ohne Schalter oder Bilder.
- Die Schiene wird zum Gestaltungselement, besonders in Schwarz matt.

## Kurz gesagt

Wenn Sie sanieren, wählen Sie die Tür in der Wand. Ist die Wohnung fertig und Sie wollen keinen Staub, ist die Tür vor der Wand schneller und günstiger. In beiden Fällen lohnt der Soft-Close-Dämpfer: Die Tür knallt nicht und hält länger.`,
    pt: `Uma porta de batente precisa de quase um metro quadrado livre para abrir. Quando esse espaço falta — um corredor estreito, uma casa de banho pequena — a porta de correr é a solução. Mas qual?

## Embutida (dentro da parede)

A folha entra num **caixilho** escondido dentro da parede. Com a porta aberta não se vê nada.

- É preciso um troço de parede livre com pelo menos o dobro da largura da porta, sem instalação elétrica nem canos.
- O caixilho é embutido antes do reboco ou montado no pladur: é um trabalho para uma remodelação.
- O resultado é o mais limpo e a porta isola um pouco melhor.

## À face da parede (sobre calha)

A folha desliza **à frente da parede**, pendurada numa calha à vista ou escondida por uma sanefa.

- Sem obras: monta-se em meio dia, mesmo numa casa habitada.
- É preciso uma parede livre ao lado do vão, sem interruptores nem quadros.
- A calha torna-se um elemento decorativo, sobretudo em preto mate.

## Em resumo

Se está a remodelar, escolha a embutida. Se a casa está acabada e não quer pó, a de correr à face é mais rápida e económica. Em ambos os casos junte o amortecedor soft-close: a porta não bate e dura mais.`,
  },
}
