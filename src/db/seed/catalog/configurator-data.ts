import { t, type L10n } from '../context'

// The door configurator's demo catalogue (decision 009), with primer prices (VAT included, in
// cents, list price; the trade tiers follow `tierPrices`): four models, one shared set of
// steps and options, and the compatibility rules a door maker would state.

export type ModelSeed = {
  code: string
  sku: string
  collection: string | null
  name: L10n
  description: L10n
  pricing:
    | { mode: 'per_m2'; priceM2: number; minAreaMm2: number }
    | { mode: 'size_table'; rows: Array<[number, number, number]> }
  width: [number, number, number]
  height: [number, number, number]
  previewStyle: 'flush' | 'lines' | 'glass' | 'security'
}

/**
 * Packed weight of a configured door by its build: frame, hardware and box (grams), plus the
 * leaf per square metre. A security door's steel leaf weighs about four times a laminate one.
 */
export const doorWeights: Record<ModelSeed['previewStyle'], { base: number; perM2: number }> = {
  flush: { base: 9_000, perM2: 12_000 },
  lines: { base: 10_000, perM2: 16_000 },
  glass: { base: 10_000, perM2: 20_000 },
  security: { base: 35_000, perM2: 42_000 },
}

export const modelSeeds: ModelSeed[] = [
  {
    code: 'trento',
    sku: 'PI-MIS-LAM',
    collection: null,
    name: t('Trento laminato su misura', 'Trento laminate, made to measure'),
    description: t(
      'La porta liscia in laminato più venduta, prodotta sulla tua misura: prezzo a listino per fasce di misura.',
      'Our best-selling flush laminate door, made to your size: priced from a size table.',
    ),
    // max width × max height (mm) → list price
    pricing: {
      mode: 'size_table',
      rows: [
        [700, 2100, 28900],
        [800, 2100, 30900],
        [900, 2100, 32900],
        [1000, 2100, 35900],
        [700, 2400, 32900],
        [800, 2400, 34900],
        [900, 2400, 36900],
        [1000, 2400, 39900],
      ],
    },
    width: [600, 1000, 800],
    height: [2000, 2400, 2100],
    previewStyle: 'flush',
  },
  {
    code: 'milano',
    sku: 'PI-LAC-080',
    collection: 'collezione-milano',
    name: t('Milano laccata', 'Milano lacquered'),
    description: t(
      'Laccato opaco su MDF idrorepellente con tre pantografature orizzontali; a metro quadro, minimo fatturato 1,6 m².',
      'Matt lacquer on moisture-resistant MDF with three routed lines; priced per m², at least 1.6 m² billed.',
    ),
    pricing: { mode: 'per_m2', priceM2: 26000, minAreaMm2: 1_600_000 },
    width: [500, 1200, 800],
    height: [1900, 2500, 2100],
    previewStyle: 'lines',
  },
  {
    code: 'brera',
    sku: 'PI-LAC-VET',
    collection: 'collezione-milano',
    name: t('Brera laccata con vetro', 'Brera lacquered with glass'),
    description: t(
      'Telaio laccato con un grande pannello in vetro temperato: satinato, trasparente o decorato.',
      'A lacquered leaf around a large tempered glass panel: frosted, clear or decorated.',
    ),
    pricing: { mode: 'per_m2', priceM2: 30000, minAreaMm2: 1_600_000 },
    width: [600, 1000, 800],
    height: [1900, 2400, 2100],
    previewStyle: 'glass',
  },
  {
    code: 'sentinella',
    sku: 'PB-CL3-090',
    collection: 'linea-sicura',
    name: t('Blindata Sentinella classe 3', 'Sentinella class 3 security door'),
    description: t(
      'Blindata in classe 3 (UNI EN 1627) con pannelli laccati; prezzo per fasce di misura, posa esclusa.',
      'Class 3 (UNI EN 1627) security door with lacquered panels; priced from a size table, fitting excluded.',
    ),
    pricing: {
      mode: 'size_table',
      rows: [
        [800, 2100, 119000],
        [900, 2100, 129000],
        [1000, 2100, 142000],
        [800, 2300, 132000],
        [900, 2300, 142000],
        [1000, 2300, 155000],
      ],
    },
    width: [800, 1000, 900],
    height: [2000, 2300, 2100],
    previewStyle: 'security',
  },
]

export type OptionSeed = {
  code: string
  name: L10n
  price?: number
  percent?: number
  swatch?: string
  preview?: Record<string, string>
  isDefault?: boolean
}
export type StepSeed = {
  code: string
  name: L10n
  kind: 'single' | 'multiple'
  required: boolean
  options: OptionSeed[]
}

export const stepSeeds: StepSeed[] = [
  {
    code: 'finish',
    name: t('Finitura', 'Finish'),
    kind: 'single',
    required: true,
    options: [
      { code: 'LAM-BIA', name: t('Laminato bianco', 'White laminate'), swatch: '#f1efe9', isDefault: true },
      { code: 'LAM-NOC', name: t('Laminato noce', 'Walnut laminate'), price: 2500, swatch: '#7a5234' },
      { code: 'LAC-BIA', name: t('Laccato bianco opaco', 'Matt white lacquer'), swatch: '#f7f7f3', isDefault: true },
      { code: 'LAC-GRI', name: t('Laccato grigio seta', 'Silk grey lacquer'), price: 3000, swatch: '#a29f98' },
      {
        code: 'LAC-RAL',
        name: t('Laccato RAL a scelta (+20%)', 'Any RAL lacquer colour (+20%)'),
        percent: 20,
        swatch: '#4f7190',
      },
    ],
  },
  {
    code: 'glass',
    name: t('Vetro', 'Glass'),
    kind: 'single',
    required: true,
    options: [
      { code: 'CIECA', name: t('Cieca, senza vetro', 'Solid, no glass'), preview: { glass: 'none' }, isDefault: true },
      {
        code: 'SAT',
        name: t('Vetro satinato temperato', 'Frosted tempered glass'),
        price: 12000,
        preview: { glass: 'satin' },
      },
      {
        code: 'TRA',
        name: t('Vetro trasparente temperato', 'Clear tempered glass'),
        price: 15000,
        preview: { glass: 'clear' },
      },
      { code: 'DEC', name: t('Vetro decorato', 'Decorated glass'), price: 19000, preview: { glass: 'decorated' } },
    ],
  },
  {
    code: 'opening',
    name: t('Apertura', 'Opening'),
    kind: 'single',
    required: true,
    options: [
      {
        code: 'SXS',
        name: t('Battente, sinistra a spingere', 'Hinged, left, push'),
        preview: { hinge: 'left', swing: 'push' },
        isDefault: true,
      },
      {
        code: 'DXS',
        name: t('Battente, destra a spingere', 'Hinged, right, push'),
        preview: { hinge: 'right', swing: 'push' },
      },
      {
        code: 'SXT',
        name: t('Battente, sinistra a tirare', 'Hinged, left, pull'),
        preview: { hinge: 'left', swing: 'pull' },
      },
      {
        code: 'DXT',
        name: t('Battente, destra a tirare', 'Hinged, right, pull'),
        preview: { hinge: 'right', swing: 'pull' },
      },
      {
        code: 'SCR-INT',
        name: t('Scorrevole interno muro (con controtelaio)', 'Pocket sliding (with pocket frame)'),
        price: 24000,
        preview: { hinge: 'left', swing: 'pocket' },
      },
      {
        code: 'SCR-EST',
        name: t('Scorrevole esterno muro (con binario)', 'Wall-mounted sliding (with track)'),
        price: 18000,
        preview: { hinge: 'left', swing: 'rail' },
      },
    ],
  },
  {
    code: 'frame',
    name: t('Telaio', 'Frame'),
    kind: 'single',
    required: true,
    options: [
      {
        code: 'TEL-STD',
        name: t('Telaio con coprifili', 'Frame with architraves'),
        preview: { frame: 'standard' },
        isDefault: true,
      },
      { code: 'TEL-RAS', name: t('Telaio rasomuro', 'Flush-to-wall frame'), price: 14000, preview: { frame: 'flush' } },
    ],
  },
  {
    code: 'handle',
    name: t('Maniglia', 'Handle'),
    kind: 'single',
    required: true,
    options: [
      { code: 'MAN-CRO', name: t('Cromo satinato', 'Satin chrome'), swatch: '#b9bcc0', isDefault: true },
      { code: 'MAN-NER', name: t('Nero opaco', 'Matt black'), price: 2500, swatch: '#222222' },
      { code: 'MAN-OTT', name: t('Ottone lucido', 'Polished brass'), price: 3500, swatch: '#c9a43b' },
      {
        code: 'MAN-INC',
        name: t('Maniglia a incasso per scorrevole', 'Flush pull for sliding doors'),
        price: 4500,
        swatch: '#8d9095',
        preview: { handle: 'flush' },
      },
    ],
  },
  {
    code: 'accessories',
    name: t('Accessori', 'Accessories'),
    kind: 'multiple',
    required: false,
    options: [
      { code: 'CER-SCO', name: t('Cerniere a scomparsa', 'Hidden hinges'), price: 9000, preview: { hinges: 'hidden' } },
      { code: 'SER-MAG', name: t('Serratura magnetica silenziosa', 'Silent magnetic lock'), price: 3500 },
      { code: 'FERMO', name: t('Fermaporta a pavimento', 'Floor door stop'), price: 1500 },
    ],
  },
]

/** option code → models it exists on (only_models), with the reason shown elsewhere. */
export const onlyOnModels: Array<{ option: string; models: string[]; reason: L10n }> = [
  {
    option: 'LAM-BIA',
    models: ['trento'],
    reason: t('I laminati si producono solo sul modello Trento', 'Laminates are made for the Trento model only'),
  },
  {
    option: 'LAM-NOC',
    models: ['trento'],
    reason: t('I laminati si producono solo sul modello Trento', 'Laminates are made for the Trento model only'),
  },
  ...['LAC-BIA', 'LAC-GRI', 'LAC-RAL'].map((option) => ({
    option,
    models: ['milano', 'brera', 'sentinella'],
    reason: t('Il laminato Trento non si può laccare', 'The Trento laminate cannot be lacquered'),
  })),
  {
    option: 'CIECA',
    models: ['trento', 'milano', 'sentinella'],
    reason: t(
      'Brera nasce con il pannello in vetro: scegli un vetro',
      'Brera is built around its glass panel: choose a glass',
    ),
  },
  {
    option: 'SAT',
    models: ['milano', 'brera'],
    reason: t(
      'Il vetro satinato è previsto solo sui modelli Milano e Brera',
      'Frosted glass is offered on the Milano and Brera models only',
    ),
  },
  {
    option: 'TRA',
    models: ['brera'],
    reason: t(
      'Il vetro trasparente è previsto solo sul modello Brera',
      'Clear glass is offered on the Brera model only',
    ),
  },
  {
    option: 'DEC',
    models: ['brera'],
    reason: t(
      'Il vetro decorato è previsto solo sul modello Brera',
      'Decorated glass is offered on the Brera model only',
    ),
  },
  ...['SCR-INT', 'SCR-EST'].map((option) => ({
    option,
    models: ['trento', 'milano', 'brera'],
    reason: t('Una porta blindata si apre solo a battente', 'A security door can only be hinged'),
  })),
  {
    option: 'TEL-RAS',
    models: ['milano', 'brera'],
    reason: t(
      'Il telaio rasomuro è previsto per le laccate Milano e Brera',
      'The flush frame is made for the lacquered Milano and Brera',
    ),
  },
  {
    option: 'SER-MAG',
    models: ['trento', 'milano', 'brera'],
    reason: t('La blindata ha già la sua serratura di sicurezza', 'The security door has its own security lock'),
  },
]

const hinged = ['SXS', 'DXS', 'SXT', 'DXT']

/** option code → one of these codes must be chosen too (requires), with the reason. */
export const requirements: Array<{ option: string; anyOf: string[]; reason: L10n }> = [
  {
    option: 'MAN-INC',
    anyOf: ['SCR-INT', 'SCR-EST'],
    reason: t('La maniglia a incasso si monta solo sulle porte scorrevoli', 'The flush pull fits sliding doors only'),
  },
  {
    option: 'CER-SCO',
    anyOf: ['LAC-BIA', 'LAC-GRI', 'LAC-RAL'],
    reason: t(
      'Le cerniere a scomparsa si montano solo con finitura laccata',
      'Hidden hinges come with a lacquered finish only',
    ),
  },
  {
    option: 'CER-SCO',
    anyOf: hinged,
    reason: t('Le porte scorrevoli non hanno cerniere', 'Sliding doors have no hinges'),
  },
  {
    option: 'FERMO',
    anyOf: hinged,
    reason: t('Il fermaporta serve solo alle porte a battente', 'A door stop is for hinged doors only'),
  },
]

/** option codes that cannot go together, with the reason. */
export const exclusions: Array<{ option: string; other: string; reason: L10n }> = [
  {
    option: 'TEL-RAS',
    other: 'SCR-EST',
    reason: t(
      'Il telaio rasomuro non si abbina allo scorrevole esterno muro',
      'A flush frame does not go with a wall-mounted sliding door',
    ),
  },
]

/** The finish options a model is made in (the finish step, less those only other models have). */
export function modelFinishes(model: string): OptionSeed[] {
  const finish = stepSeeds.find((s) => s.code === 'finish')
  return (finish?.options ?? []).filter((o) =>
    onlyOnModels.every((r) => r.option !== o.code || r.models.includes(model)),
  )
}
