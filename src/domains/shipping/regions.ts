// Italian regions as ISO 3166-2:IT codes (client-safe). Shipping options list these codes; an
// address gives its region directly or through its province (sigla), so a customer who only
// typed "VR" is still priced for Veneto.

export const regions = {
  'IT-21': { name: 'Piemonte', provinces: ['AL', 'AT', 'BI', 'CN', 'NO', 'TO', 'VB', 'VC'] },
  'IT-23': { name: "Valle d'Aosta", provinces: ['AO'] },
  'IT-25': { name: 'Lombardia', provinces: ['BG', 'BS', 'CO', 'CR', 'LC', 'LO', 'MB', 'MI', 'MN', 'PV', 'SO', 'VA'] },
  'IT-32': { name: 'Trentino-Alto Adige', provinces: ['BZ', 'TN'] },
  'IT-34': { name: 'Veneto', provinces: ['BL', 'PD', 'RO', 'TV', 'VE', 'VI', 'VR'] },
  'IT-36': { name: 'Friuli-Venezia Giulia', provinces: ['GO', 'PN', 'TS', 'UD'] },
  'IT-42': { name: 'Liguria', provinces: ['GE', 'IM', 'SP', 'SV'] },
  'IT-45': { name: 'Emilia-Romagna', provinces: ['BO', 'FC', 'FE', 'MO', 'PC', 'PR', 'RA', 'RE', 'RN'] },
  'IT-52': { name: 'Toscana', provinces: ['AR', 'FI', 'GR', 'LI', 'LU', 'MS', 'PI', 'PO', 'PT', 'SI'] },
  'IT-55': { name: 'Umbria', provinces: ['PG', 'TR'] },
  'IT-57': { name: 'Marche', provinces: ['AN', 'AP', 'FM', 'MC', 'PU'] },
  'IT-62': { name: 'Lazio', provinces: ['FR', 'LT', 'RI', 'RM', 'VT'] },
  'IT-65': { name: 'Abruzzo', provinces: ['AQ', 'CH', 'PE', 'TE'] },
  'IT-67': { name: 'Molise', provinces: ['CB', 'IS'] },
  'IT-72': { name: 'Campania', provinces: ['AV', 'BN', 'CE', 'NA', 'SA'] },
  'IT-75': { name: 'Puglia', provinces: ['BA', 'BR', 'BT', 'FG', 'LE', 'TA'] },
  'IT-77': { name: 'Basilicata', provinces: ['MT', 'PZ'] },
  'IT-78': { name: 'Calabria', provinces: ['CS', 'CZ', 'KR', 'RC', 'VV'] },
  'IT-82': { name: 'Sicilia', provinces: ['AG', 'CL', 'CT', 'EN', 'ME', 'PA', 'RG', 'SR', 'TP'] },
  'IT-88': { name: 'Sardegna', provinces: ['CA', 'NU', 'OR', 'SS', 'SU'] },
} as const satisfies Record<string, { name: string; provinces: readonly string[] }>

export type RegionCode = keyof typeof regions
export const regionCodes = Object.keys(regions) as RegionCode[]
export const isRegionCode = (value: unknown): value is RegionCode => typeof value === 'string' && value in regions

const byProvince = new Map<string, RegionCode>(
  regionCodes.flatMap((code) => regions[code].provinces.map((p) => [p, code] as const)),
)
const byName = new Map<string, RegionCode>(regionCodes.map((code) => [fold(regions[code].name), code]))

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
}

/**
 * The region of an address: its `region` when that is a code or a region's name (any case,
 * accents, hyphens), else the region of its province; null when neither says.
 */
export function regionOf(address: { region?: string | null; province?: string | null }): RegionCode | null {
  const region = address.region?.trim()
  if (region) {
    if (isRegionCode(region.toUpperCase())) return region.toUpperCase() as RegionCode
    const named = byName.get(fold(region))
    if (named) return named
  }
  const province = address.province?.trim().toUpperCase()
  return (province && byProvince.get(province)) || null
}

/** Shipping zones (decision 019): couriers price Calabria with the islands. */
export const zones = {
  nord: ['IT-21', 'IT-23', 'IT-25', 'IT-32', 'IT-34', 'IT-36', 'IT-42', 'IT-45'],
  centro: ['IT-52', 'IT-55', 'IT-57', 'IT-62'],
  sud: ['IT-65', 'IT-67', 'IT-72', 'IT-75', 'IT-77'],
  isole: ['IT-78', 'IT-82', 'IT-88'],
} as const satisfies Record<string, readonly RegionCode[]>
