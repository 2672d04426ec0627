import { postcodesByProvince } from './postcodes.data'
import { isProvinceCode, type ProvinceCode } from './provinces'

// Whether a CAP belongs to a province (decision 083). The data set lists each municipality's
// CAPs; a big city's generic CAP (00100 Roma, 50100 Firenze) is not among them, so a CAP the
// list lacks belongs to the provinces whose CAPs share its first three digits.

const provincesByPostcode = new Map<string, ProvinceCode[]>()
const provincesByPrefix = new Map<string, Set<ProvinceCode>>()
for (const [code, caps] of Object.entries(postcodesByProvince)) {
  if (!isProvinceCode(code)) continue
  for (const cap of caps.split(' ')) {
    provincesByPostcode.set(cap, [...(provincesByPostcode.get(cap) ?? []), code])
    const prefix = provincesByPrefix.get(cap.slice(0, 3)) ?? new Set()
    provincesByPrefix.set(cap.slice(0, 3), prefix.add(code))
  }
}

/** The provinces a five-digit CAP belongs to (two where a CAP crosses a border), empty when none. */
export function provincesOfPostcode(postcode: string): ProvinceCode[] {
  return provincesByPostcode.get(postcode) ?? [...(provincesByPrefix.get(postcode.slice(0, 3)) ?? [])]
}

export type PostcodeCheck =
  | { ok: true }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'mismatch'; belongsTo: ProvinceCode[] }

/** Checks an Italian CAP against its province. */
export function checkPostcode(postcode: string, province: ProvinceCode): PostcodeCheck {
  const owners = provincesOfPostcode(postcode)
  if (owners.length === 0) return { ok: false, reason: 'unknown' }
  return owners.includes(province) ? { ok: true } : { ok: false, reason: 'mismatch', belongsTo: owners }
}
