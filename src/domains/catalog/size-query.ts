/**
 * Sizes in what a visitor types (decision 098): "blindata 90x210", "90 x 210", "90×210",
 * "900×2100 mm", "900x2100mm", "0,9 x 2,1 m", "90 per 210". Pure, client-safe.
 *
 * Units: a unit after a number applies to it, a unit after the second number alone applies to
 * both ("900×2100 mm"). Without a unit the larger number decides: below 400 both are
 * centimetres (no door or window is 4 m tall, and none is 40 cm wide and tall: "90x210",
 * "60x60"); from 400 both are millimetres ("900x2100", "500x600"). A result outside
 * `SIZE_LIMITS_MM` is not a size of ours (a "3x4" in a name, a product code), and is left in
 * the text.
 */

export type OpeningSize = { widthMm: number; heightMm: number }

/** The sizes a filter or a search accepts, in mm (the API's bounds too). */
export const SIZE_LIMITS_MM = { min: 200, max: 6000 } as const

/** The same bounds in whole centimetres, for the shop's inputs. */
export const SIZE_LIMITS_CM = { min: SIZE_LIMITS_MM.min / 10, max: SIZE_LIMITS_MM.max / 10 } as const

/** Below this, a number without a unit is in centimetres. */
const CM_BELOW = 400

type Unit = 'mm' | 'cm' | 'm'
const factor: Record<Unit, number> = { mm: 1, cm: 10, m: 1000 }

const num = String.raw`(\d{1,4}(?:[.,]\d{1,3})?)`
const unit = String.raw`(mm|cm|m)?`
// Not inside a word or a longer number on either side: "PB-CL3-090" or "box2x3" is no size.
const SIZE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])${num}\s*${unit}\s*(?:[x×*]|per)\s*${num}\s*${unit}(?![\p{L}\p{N}])`,
  'iu',
)

const toNumber = (s: string) => Number(s.replace(',', '.'))

const inLimits = (mm: number) => Number.isFinite(mm) && mm >= SIZE_LIMITS_MM.min && mm <= SIZE_LIMITS_MM.max

/** A width × height in mm from two numbers and the units typed after them (if any). */
function toMillimetres(a: number, unitA: Unit | undefined, b: number, unitB: Unit | undefined): OpeningSize | null {
  const guessed: Unit = Math.max(a, b) < CM_BELOW ? 'cm' : 'mm'
  const second = unitB ?? unitA ?? guessed
  const first = unitA ?? unitB ?? guessed
  const size = { widthMm: Math.round(a * factor[first]), heightMm: Math.round(b * factor[second]) }
  return inLimits(size.widthMm) && inLimits(size.heightMm) ? size : null
}

/** The first size in a query and the query's other words, or null when it names no size. */
export function parseSizeQuery(q: string | undefined | null): (OpeningSize & { text: string }) | null {
  if (!q) return null
  const found = SIZE_PATTERN.exec(q.slice(0, 200))
  if (!found) return null
  const [whole, a, unitA, b, unitB] = found
  const size = toMillimetres(
    toNumber(a!),
    unitA?.toLowerCase() as Unit | undefined,
    toNumber(b!),
    unitB?.toLowerCase() as Unit | undefined,
  )
  if (!size) return null
  const text = `${q.slice(0, found.index)} ${q.slice(found.index + whole.length)}`.replace(/\s+/g, ' ').trim()
  return { ...size, text }
}

/** Millimetres as centimetres for people: "90", "92,5" (one decimal at most). */
export const formatCm = (mm: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mm / 10)
