import { t, type L10n } from '../context'

// Variant groups and extra options shared by many products. A product picks from these
// catalogues and may override a surcharge, so prices stay plausible for its price level.

export type VariantOptionSeed = { code: string; name: L10n; swatch?: string; surcharge: number }
export type VariantGroupSeed = { code: string; name: L10n; required: boolean; options: VariantOptionSeed[] }

type Option = { name: L10n; swatch?: string; surcharge?: number }
type Choice<K extends string> = K | [K, number]

function pickFrom<K extends string>(catalogue: Record<K, Option>, picks: Array<Choice<K>>): VariantOptionSeed[] {
  return picks.map((p) => {
    const [code, surcharge] = Array.isArray(p) ? p : [p, undefined]
    const o = catalogue[code]
    return { ...o, code, surcharge: surcharge ?? o.surcharge ?? 0 }
  })
}

const doorFinishes = {
  LBI: { name: t('Laminato bianco', 'White laminate'), swatch: '#f2f1ec' },
  LRO: { name: t('Laminato rovere chiaro', 'Light oak laminate'), swatch: '#cfae84' },
  LGR: { name: t('Laminato grigio seta', 'Silk grey laminate'), swatch: '#a3a39d' },
  LNO: { name: t('Laminato noce', 'Walnut laminate'), swatch: '#7a5538' },
  LOL: { name: t('Laminato olmo', 'Elm laminate'), swatch: '#a88a66' },
  BIA: { name: t('Laccato bianco', 'White lacquer'), swatch: '#f7f6f2' },
  PAN: { name: t('Laccato panna', 'Cream lacquer'), swatch: '#eee6d3' },
  GRI: { name: t('Laccato grigio perla', 'Pearl grey lacquer'), swatch: '#b9b7b0' },
  RAL: { name: t('Laccato RAL a scelta', 'Lacquered in any RAL colour'), swatch: '#6f8f94' },
  ROS: { name: t('Rovere sbiancato', 'Bleached oak'), swatch: '#dccaa9' },
  ROV: { name: t('Rovere naturale', 'Natural oak'), swatch: '#c19a6b' },
  NOC: { name: t('Noce nazionale', 'Italian walnut'), swatch: '#6b4a2f' },
  OLM: { name: t('Olmo', 'Elm'), swatch: '#a58563' },
  TAB: { name: t('Rovere tabacco', 'Tobacco oak'), swatch: '#7b5a3c' },
  PRI: { name: t('Da verniciare (fondo bianco)', 'Ready to paint (white primer)'), swatch: '#ecebe7' },
} satisfies Record<string, Option>
export type DoorFinish = keyof typeof doorFinishes

export const finishes = (...picks: Array<Choice<DoorFinish>>): VariantGroupSeed => ({
  code: 'finitura',
  name: t('Finitura', 'Finish'),
  required: true,
  options: pickFrom(doorFinishes, picks),
})

const panelFinishes = {
  PNO: { name: t('Pannello noce pantografato', 'Routed walnut panel'), swatch: '#5e4129' },
  PRO: { name: t('Pannello rovere liscio', 'Smooth oak panel'), swatch: '#b68d5f' },
  PBI: { name: t('Pannello laccato bianco', 'White lacquered panel'), swatch: '#f5f4ef' },
  PGR: { name: t('Pannello grigio antracite', 'Anthracite grey panel'), swatch: '#3d4245' },
  PVE: { name: t('Pannello verde RAL 6005', 'RAL 6005 green panel'), swatch: '#2f4a35' },
  PAL: { name: t('Pannello alluminio effetto legno', 'Wood-effect aluminium panel'), swatch: '#8a6443' },
} satisfies Record<string, Option>
export type PanelFinish = keyof typeof panelFinishes

export const panels = (...picks: Array<Choice<PanelFinish>>): VariantGroupSeed => ({
  code: 'finitura',
  name: t('Finitura pannello', 'Panel finish'),
  required: true,
  options: pickFrom(panelFinishes, picks),
})

/** Every hinged door needs it and it never costs extra: the factory just mirrors the leaf. */
export const openingDirection = (): VariantGroupSeed => ({
  code: 'verso',
  name: t('Verso di apertura', 'Opening direction'),
  required: true,
  options: [
    { code: 'SXS', name: t('Sinistra a spingere', 'Left, push'), surcharge: 0 },
    { code: 'DXS', name: t('Destra a spingere', 'Right, push'), surcharge: 0 },
    { code: 'SXT', name: t('Sinistra a tirare', 'Left, pull'), surcharge: 0 },
    { code: 'DXT', name: t('Destra a tirare', 'Right, pull'), surcharge: 0 },
  ],
})

/** Sliding leaves have no push/pull: only the side they run to. */
export const slidingSide = (): VariantGroupSeed => ({
  code: 'verso',
  name: t('Lato di scorrimento', 'Sliding side'),
  required: true,
  options: [
    { code: 'SX', name: t('Apre verso sinistra', 'Opens to the left'), surcharge: 0 },
    { code: 'DX', name: t('Apre verso destra', 'Opens to the right'), surcharge: 0 },
  ],
})

const glazings = {
  DV: { name: t('Doppio vetro basso emissivo con argon', 'Low-e double glazing with argon') },
  TV: { name: t('Triplo vetro basso emissivo con argon', 'Low-e triple glazing with argon') },
  SIC: { name: t('Doppio vetro stratificato di sicurezza', 'Laminated safety double glazing') },
  SAT: { name: t('Doppio vetro satinato', 'Frosted double glazing') },
} satisfies Record<string, Option>

export const glazing = (...picks: Array<Choice<keyof typeof glazings>>): VariantGroupSeed => ({
  code: 'vetro',
  name: t('Vetrocamera', 'Glazing'),
  required: true,
  options: pickFrom(glazings, picks),
})

const frameColours = {
  BIA: { name: t('Bianco RAL 9010', 'RAL 9010 white'), swatch: '#f4f2ea' },
  AVO: { name: t('Avorio RAL 1013', 'RAL 1013 ivory'), swatch: '#e6dcc4' },
  ANT: { name: t('Grigio antracite RAL 7016', 'RAL 7016 anthracite grey'), swatch: '#383e42' },
  ROV: { name: t('Effetto rovere', 'Oak effect'), swatch: '#a87b4f' },
  NOC: { name: t('Effetto noce', 'Walnut effect'), swatch: '#6a4529' },
  COR: { name: t('Corten', 'Corten'), swatch: '#8b4a2b' },
  NER: { name: t('Nero opaco', 'Matt black'), swatch: '#23272a' },
} satisfies Record<string, Option>

export const frameColour = (...picks: Array<Choice<keyof typeof frameColours>>): VariantGroupSeed => ({
  code: 'colore',
  name: t('Colore telaio', 'Frame colour'),
  required: true,
  options: pickFrom(frameColours, picks),
})

const shutterColours = {
  VER: { name: t('Verde vagone', 'Traditional green'), swatch: '#3f6b45' },
  MAR: { name: t('Marrone testa di moro', 'Dark brown'), swatch: '#5b3b27' },
  BIA: { name: t('Bianco', 'White'), swatch: '#f2f1ec' },
  ANT: { name: t('Grigio antracite', 'Anthracite grey'), swatch: '#3b4044' },
  AVO: { name: t('Avorio', 'Ivory'), swatch: '#e4d9bf' },
  ROV: { name: t('Effetto rovere', 'Oak effect'), swatch: '#a4784c' },
} satisfies Record<string, Option>

export const shutterColour = (...picks: Array<Choice<keyof typeof shutterColours>>): VariantGroupSeed => ({
  code: 'colore',
  name: t('Colore', 'Colour'),
  required: true,
  options: pickFrom(shutterColours, picks),
})

const metalFinishes = {
  CRS: { name: t('Cromo satinato', 'Satin chrome'), swatch: '#b9bcbd' },
  CRL: { name: t('Cromo lucido', 'Polished chrome'), swatch: '#dfe3e6' },
  NER: { name: t('Nero opaco', 'Matt black'), swatch: '#262626' },
  OTL: { name: t('Ottone lucido', 'Polished brass'), swatch: '#c9a227' },
  BRO: { name: t('Bronzo spazzolato', 'Brushed bronze'), swatch: '#8a6a45' },
  INX: { name: t('Acciaio inox satinato', 'Brushed stainless steel'), swatch: '#a7abad' },
} satisfies Record<string, Option>

export const metalFinish = (...picks: Array<Choice<keyof typeof metalFinishes>>): VariantGroupSeed => ({
  code: 'finitura',
  name: t('Finitura', 'Finish'),
  required: true,
  options: pickFrom(metalFinishes, picks),
})

type Extra = { name: L10n; description: L10n; price: number }

export const extraSeeds = {
  'kit-posa': {
    name: t('Kit di posa', 'Installation kit'),
    description: t(
      'Schiuma poliuretanica, spessori, viti e silicone per montare il telaio da sé.',
      'Expanding foam, shims, screws and sealant to fit the frame yourself.',
    ),
    price: 3500,
  },
  'coprifili-maggiorati': {
    name: t('Coprifili maggiorati', 'Wider architraves'),
    description: t(
      'Coprifili da 90 mm invece di 70 mm, per coprire intonaci irregolari.',
      '90 mm architraves instead of 70 mm, to cover uneven plaster.',
    ),
    price: 4500,
  },
  'cerniere-scomparsa': {
    name: t('Cerniere a scomparsa', 'Concealed hinges'),
    description: t(
      'Cerniere regolabili in 3D, invisibili a porta chiusa.',
      '3D-adjustable hinges, invisible when the door is closed.',
    ),
    price: 9000,
  },
  'serratura-magnetica': {
    name: t('Serratura magnetica silenziosa', 'Silent magnetic lock'),
    description: t(
      'Nessuno scrocco sporgente: la porta si chiude senza rumore.',
      'No protruding latch: the door closes without a sound.',
    ),
    price: 4000,
  },
  controtelaio: {
    name: t('Controtelaio per scorrevole', 'Pocket door frame'),
    description: t(
      'Cassonetto in lamiera zincata da murare o per cartongesso, con binario incluso.',
      'Galvanised steel pocket for masonry or plasterboard walls, track included.',
    ),
    price: 24000,
  },
  'soft-close': {
    name: t('Ammortizzatore soft-close', 'Soft-close damper'),
    description: t(
      "Rallenta l'anta a fine corsa in apertura e chiusura.",
      'Slows the leaf at the end of its travel, opening and closing.',
    ),
    price: 5500,
  },
  'posa-in-opera': {
    name: t('Posa in opera', 'Professional installation'),
    description: t(
      'Installazione a cura dei nostri posatori, con IVA agevolata dove spetta.',
      'Fitted by our installers, with reduced VAT where it applies.',
    ),
    price: 15000,
  },
  sopralluogo: {
    name: t('Sopralluogo e rilievo misure', 'Site survey and measuring'),
    description: t(
      'Un tecnico viene a casa, prende le misure e verifica il vano prima della produzione.',
      'A technician visits, measures and checks the opening before production.',
    ),
    price: 8000,
  },
  smaltimento: {
    name: t('Ritiro e smaltimento del vecchio serramento', 'Removal and disposal of the old unit'),
    description: t(
      'Smontaggio e conferimento in discarica autorizzata.',
      'Dismantling and disposal at an authorised site.',
    ),
    price: 6000,
  },
  'cilindro-defender': {
    name: t('Cilindro europeo con defender', 'Euro cylinder with defender'),
    description: t(
      'Cilindro antibumping con protezione antitrapano e 5 chiavi con card di duplicazione.',
      'Anti-bump cylinder with anti-drill guard and 5 keys with a copy card.',
    ),
    price: 12000,
  },
  motorizzazione: {
    name: t('Motorizzazione con telecomando', 'Motor with remote control'),
    description: t(
      'Motore tubolare silenzioso con comando radio, pronto per la domotica.',
      'Quiet tubular motor with radio remote, ready for home automation.',
    ),
    price: 19000,
  },
  zanzariera: {
    name: t('Zanzariera integrata', 'Built-in insect screen'),
    description: t(
      'Zanzariera a rullo verticale nello stesso colore del telaio.',
      'Vertical roller screen in the same colour as the frame.',
    ),
    price: 11000,
  },
} satisfies Record<string, Extra>
export type ExtraCode = keyof typeof extraSeeds
export type ExtraRef = ExtraCode | [ExtraCode, number]
