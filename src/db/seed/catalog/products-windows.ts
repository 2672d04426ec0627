import { t } from '../context'
import { frameColour, glazing } from './options'
import type { ProductSeed } from './product-types'

// Windows are always made to measure (60–180 × 60–240 cm): the list price is for the
// reference size in the short description; the configurator reprices by area.

const windowSize = { width: [600, 1800], height: [600, 2400] } satisfies ProductSeed['size']
const windowExtras = [
  'sopralluogo',
  ['posa-in-opera', 18000],
  'smaltimento',
  'zanzariera',
] satisfies ProductSeed['extras']

export const windows: ProductSeed[] = [
  {
    sku: 'FI-PVC-1AN',
    category: 'finestre',
    name: t("Finestra PVC Clima a un'anta", 'Clima single-sash PVC window'),
    short: t(
      'Anta-ribalta in PVC a 6 camere, Uw 1,2. Prezzo per 70×120 cm.',
      'Six-chamber PVC tilt-and-turn, Uw 1.2. Price for 70×120 cm.',
    ),
    description: t(
      "Clima è la finestra in PVC a sei camere con rinforzi in acciaio zincato e doppia guarnizione: Uw 1,2 W/m²K con il vetro di serie. L'apertura anta-ribalta permette di arieggiare in sicurezza anche di notte. Prodotta su misura e consegnata con controtelaio su richiesta.",
      'Clima is a six-chamber PVC window with galvanised steel reinforcement and twin seals: Uw 1.2 W/m²K with the standard glazing. Tilt-and-turn opening lets you air the room safely, even at night. Made to measure, with a sub-frame on request.',
    ),
    price: 34900,
    weightGrams: 32_000,
    size: windowSize,
    leadTimeDays: 28,
    attrs: ['materiale.pvc', 'apertura.anta-ribalta', 'vetro.trasparente', 'colore.bianco'],
    variants: [
      glazing('DV', ['TV', 6500], ['SIC', 4500]),
      frameColour('BIA', ['AVO', 3000], ['ANT', 5500], ['ROV', 6500]),
    ],
    extras: windowExtras,
    art: { kind: 'window', sashes: 1, tilt: true },
  },
  {
    sku: 'FI-PVC-2AN',
    category: 'finestre',
    name: t('Finestra PVC Clima a due ante', 'Clima double-sash PVC window'),
    short: t(
      'La finestra più richiesta: PVC, due ante, anta-ribalta. Prezzo per 120×140 cm.',
      'Our most popular window: PVC, two sashes, tilt-and-turn. Price for 120×140 cm.',
    ),
    description: t(
      "La Clima a due ante è la finestra standard delle nostre ristrutturazioni: profilo in PVC da 76 mm, vetrocamera basso emissivo con gas argon e canalina calda. Con il triplo vetro scende a Uw 0,9 W/m²K, nei limiti delle detrazioni per tutte le zone climatiche. Ferramenta antieffrazione di serie sull'anta principale.",
      'The double-sash Clima is the standard window in our renovations: a 76 mm PVC profile, low-e argon-filled glazing and a warm-edge spacer. With triple glazing it reaches Uw 0.9 W/m²K, within the tax-relief limits for every climate zone. Anti-burglary hardware comes as standard on the main sash.',
    ),
    price: 58900,
    previousPrice: 64900,
    weightGrams: 55_000,
    size: windowSize,
    leadTimeDays: 28,
    featured: true,
    attrs: [
      'materiale.pvc',
      'apertura.anta-ribalta',
      'vetro.trasparente',
      'colore.bianco',
      'colore.grigio',
      'colore.rovere',
    ],
    variants: [
      glazing('DV', ['TV', 11000], ['SIC', 8000]),
      frameColour('BIA', ['AVO', 5000], ['ANT', 9000], ['ROV', 11000]),
    ],
    extras: windowExtras,
    art: { kind: 'window', sashes: 2, tilt: true },
  },
  {
    sku: 'FI-PVC-3AN',
    category: 'finestre',
    name: t('Finestra PVC Clima a tre ante', 'Clima triple-sash PVC window'),
    short: t(
      'Tre ante per vani larghi, una con anta-ribalta. Prezzo per 180×140 cm.',
      'Three sashes for wide openings, one tilt-and-turn. Price for 180×140 cm.',
    ),
    description: t(
      'Per i vani più larghi la Clima si divide in tre ante: la centrale è anta-ribalta, le laterali si aprono a battente. Il montante centrale rinforzato mantiene la rigidità anche su 180 cm. Stesse prestazioni termiche e acustiche della versione a due ante.',
      'For wider openings Clima splits into three sashes: the middle one tilts and turns, the outer two are side-hung. A reinforced mullion keeps the frame rigid even at 180 cm. Same thermal and acoustic performance as the two-sash version.',
    ),
    price: 89000,
    weightGrams: 78_000,
    size: windowSize,
    leadTimeDays: 30,
    attrs: ['materiale.pvc', 'apertura.anta-ribalta', 'vetro.trasparente', 'colore.bianco'],
    variants: [glazing('DV', ['TV', 16000], ['SIC', 12000]), frameColour('BIA', ['ANT', 13000], ['ROV', 15000])],
    extras: windowExtras,
    art: { kind: 'window', sashes: 3, tilt: true },
  },
  {
    sku: 'FI-PVC-VAS',
    category: 'finestre',
    name: t('Vasistas PVC per bagno', 'PVC bottom-hung bathroom window'),
    short: t(
      'Apertura a ribalta con vetro satinato. Prezzo per 80×60 cm.',
      'Tilting opening with frosted glass. Price for 80×60 cm.',
    ),
    description: t(
      "Il vasistas si apre ribaltando l'anta verso l'interno dall'alto: arieggia il bagno senza invadere lo spazio sopra lavabo o vasca. Il vetro satinato di serie protegge la privacy. Comando a leva o ad asta per le finestre alte.",
      'The bottom-hung window tilts inwards from the top: it airs the bathroom without taking up space over the basin or bath. Standard frosted glass keeps things private. Lever or pole operation for high windows.',
    ),
    price: 27900,
    weightGrams: 18_000,
    size: { width: [400, 1200], height: [400, 1000] },
    leadTimeDays: 28,
    attrs: ['materiale.pvc', 'apertura.vasistas', 'vetro.satinato', 'colore.bianco'],
    variants: [glazing('SAT', ['DV', 0], ['TV', 4000]), frameColour('BIA', ['ANT', 3500])],
    extras: windowExtras,
    art: { kind: 'window', sashes: 1, tilt: true, colour: '#f4f2ea' },
  },
  {
    sku: 'FI-PVC-FIS',
    category: 'finestre',
    name: t('Vetrata fissa PVC Panorama', 'Panorama fixed PVC window'),
    short: t(
      'Vetrata fissa per luce e vista, senza ante. Prezzo per 120×150 cm.',
      'Fixed glazing for light and view, with no sash. Price for 120×150 cm.',
    ),
    description: t(
      "Panorama è una vetrata fissa in PVC: nessuna anta, solo vetro e telaio sottile, per portare luce in vani scala, soppalchi e angoli panoramici. Costa meno di una finestra apribile e isola meglio perché non ha battute. Da abbinare a una finestra apribile per il ricambio d'aria.",
      'Panorama is a fixed PVC window: no sash, just glass and a slim frame, bringing light into stairwells, mezzanines and picture corners. It costs less than an opening window and insulates better, having no sash rebates. Pair it with an opening window for ventilation.',
    ),
    price: 39900,
    weightGrams: 45_000,
    size: windowSize,
    leadTimeDays: 25,
    attrs: ['materiale.pvc', 'vetro.trasparente', 'colore.bianco', 'colore.grigio'],
    variants: [glazing('DV', ['TV', 9000], ['SIC', 7000]), frameColour('BIA', ['ANT', 7000])],
    extras: ['sopralluogo', ['posa-in-opera', 15000], 'smaltimento'],
    art: { kind: 'window', sashes: 1, fixed: true },
  },
  {
    sku: 'FI-ALU-2AN',
    category: 'finestre',
    name: t('Finestra alluminio Slim a due ante', 'Slim double-sash aluminium window'),
    short: t(
      'Alluminio a taglio termico con profili sottili. Prezzo per 120×140 cm.',
      'Thermally broken aluminium with slim profiles. Price for 120×140 cm.',
    ),
    description: t(
      'Slim è in alluminio a taglio termico con profili di soli 62 mm in vista: più vetro e più luce a parità di vano. Verniciatura a polveri garantita 15 anni contro lo sfarinamento, ideale al mare. Anta-ribalta con ferramenta a scomparsa.',
      'Slim is made of thermally broken aluminium with only 62 mm of visible profile: more glass and more light for the same opening. The powder coating is guaranteed for 15 years against chalking, ideal by the sea. Tilt-and-turn with concealed hardware.',
    ),
    price: 89000,
    weightGrams: 60_000,
    size: windowSize,
    leadTimeDays: 35,
    attrs: ['materiale.alluminio', 'apertura.anta-ribalta', 'vetro.trasparente', 'colore.grigio', 'colore.nero'],
    variants: [glazing('DV', ['TV', 12000], ['SIC', 8500]), frameColour('ANT', 'BIA', ['NER', 4000], ['COR', 9000])],
    extras: windowExtras,
    art: { kind: 'window', sashes: 2, tilt: true, slim: true },
  },
  {
    sku: 'FI-LEG-2AN',
    category: 'finestre',
    name: t('Finestra in legno Tradizione a due ante', 'Tradizione double-sash wooden window'),
    short: t(
      "Pino lamellare 68 mm verniciato all'acqua. Prezzo per 120×140 cm.",
      '68 mm laminated pine with water-based paint. Price for 120×140 cm.',
    ),
    description: t(
      "Tradizione è la finestra in legno per i centri storici e le case in cui il PVC non è ammesso: pino lamellare a tre strati, gocciolatoio in alluminio e verniciatura all'acqua a quattro mani. Il legno isola in modo naturale e si può riverniciare negli anni. Disponibile anche con fermavetri sagomati.",
      'Tradizione is the wooden window for historic centres and homes where PVC is not allowed: three-layer laminated pine, an aluminium drip rail and four coats of water-based paint. Wood insulates naturally and can be repainted over the years. Also available with moulded glazing beads.',
    ),
    price: 98000,
    weightGrams: 58_000,
    size: windowSize,
    leadTimeDays: 42,
    attrs: [
      'materiale.legno',
      'apertura.anta-ribalta',
      'vetro.trasparente',
      'colore.bianco',
      'colore.noce',
      'colore.rovere',
    ],
    variants: [glazing('DV', ['TV', 12000], ['SIC', 8500]), frameColour('NOC', 'ROV', ['BIA', 6000])],
    extras: windowExtras,
    art: { kind: 'window', sashes: 2, tilt: true },
  },
  {
    sku: 'FI-LAL-2AN',
    category: 'finestre',
    name: t('Finestra legno-alluminio Natura a due ante', 'Natura double-sash wood-aluminium window'),
    short: t(
      "Legno all'interno, alluminio all'esterno. Prezzo per 120×140 cm.",
      'Wood inside, aluminium outside. Price for 120×140 cm.',
    ),
    description: t(
      'Natura offre il calore del legno dentro casa e un guscio in alluminio fuori, che non richiede manutenzione. Con il triplo vetro raggiunge Uw 0,8 W/m²K, la nostra finestra più isolante. La scelta per chi costruisce in classe A o ristruttura con il superbonus.',
      'Natura gives you the warmth of wood indoors and a maintenance-free aluminium shell outside. With triple glazing it reaches Uw 0.8 W/m²K, our best-insulated window. The choice for new class A homes and deep energy renovations.',
    ),
    price: 119000,
    weightGrams: 64_000,
    size: windowSize,
    leadTimeDays: 49,
    featured: true,
    attrs: [
      'materiale.legno-alluminio',
      'apertura.anta-ribalta',
      'vetro.trasparente',
      'colore.rovere',
      'colore.grigio',
    ],
    variants: [glazing('TV', ['DV', 0], ['SIC', 9000]), frameColour('ROV', 'ANT', ['COR', 8000])],
    extras: windowExtras,
    art: { kind: 'window', sashes: 2, tilt: true },
  },
]
