import { regionOf, regions } from '~/domains/shipping/regions'
import { provinceNames } from './provinces.data'

// The 107 Italian provinces (client-safe): the address forms offer them as a choice, and the
// API takes a sigla or a name ("Roma", "roma", "Bozen") and keeps the sigla, so "Roma" never
// becomes "RO" (Rovigo) again.

export type ProvinceCode = keyof typeof provinceNames
export const provinceCodes = Object.keys(provinceNames) as ProvinceCode[]

export const isProvinceCode = (value: unknown): value is ProvinceCode =>
  typeof value === 'string' && Object.hasOwn(provinceNames, value)

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

// Every name a province goes by: ISTAT's ("Bolzano/Bozen" gives both halves) and the short forms people type.
const aliases: Record<string, ProvinceCode> = {
  reggioemilia: 'RE',
  pesarourbino: 'PU',
  monzabrianza: 'MB',
  forli: 'FC',
  massacarrara: 'MS',
  aosta: 'AO',
  valledaosta: 'AO',
}
const byName = new Map<string, ProvinceCode>([
  ...provinceCodes.flatMap((code) => provinceNames[code].split('/').map((name) => [fold(name), code] as const)),
  ...Object.entries(aliases),
])

/** The sigla of a province given by sigla or name (any case, accents), or null when it is none. */
export function provinceCode(input: string | null | undefined): ProvinceCode | null {
  const text = input?.trim() ?? ''
  if (isProvinceCode(text.toUpperCase())) return text.toUpperCase() as ProvinceCode
  return byName.get(fold(text)) ?? null
}

/** "Roma (RM)": how a province is named to a reader. */
export const provinceLabel = (code: ProvinceCode) => `${provinceNames[code]} (${code})`

/** The choice the address forms offer, by name. */
export const provinceOptions = provinceCodes
  .map((code) => ({ value: code, label: provinceLabel(code) }))
  .sort((a, b) => a.label.localeCompare(b.label, 'it'))

/** The region's name for a province (the address book stores names, shipping zones read either). */
export function regionNameOf(code: ProvinceCode): string | null {
  const region = regionOf({ province: code })
  return region ? regions[region].name : null
}
