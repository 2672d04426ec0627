import { z } from 'zod'
import { attributeFilterPattern, MAX_ATTRIBUTE_FILTERS, productSorts } from './catalog.contract'

/** Highest price a visitor can type, in euro. */
export const MAX_PRICE_EURO = 1_000_000

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

const euro = z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_PRICE_EURO).optional()).catch(undefined)

/**
 * Attribute filters in the address: `f=materiale.legno,colore.bianco` (what the app writes) or
 * `f=materiale.legno&f=colore.bianco` (what a plain GET form sends). Malformed entries are
 * dropped; the result is the comma-joined form (the router writes what the schema outputs).
 */
const filterValues = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')),
    z.array(z.string()),
  )
  .transform((values) => {
    const valid = [...new Set(values.map((s) => s.trim()).filter((s) => attributeFilterPattern.test(s)))].slice(0, MAX_ATTRIBUTE_FILTERS)
    return valid.length > 0 ? valid.join(',') : undefined
  })
  .catch(undefined)

/** The shop pages' search params: bad values are ignored, never an error page. */
export const shopSearchSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  sort: z.enum(productSorts).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  f: filterValues.optional(),
  /** Price range in euro (the API takes cents). */
  min: euro.optional(),
  max: euro.optional(),
})
export type ShopSearch = z.output<typeof shopSearchSchema>

/** The selected `attribute.value` codes of a shop state. */
export const filterList = (f: string | undefined): string[] => (f ? f.split(',') : [])

/** The search params to write for a shop state (no page: a new filter starts at page 1). */
export function toSearchParams(s: Omit<ShopSearch, 'page'>) {
  return { q: s.q || undefined, sort: s.sort, f: s.f || undefined, min: s.min, max: s.max }
}

/** The API's price bounds in cents, in order whatever order the visitor typed them in. */
export function priceRangeCents(min: number | undefined, max: number | undefined) {
  const [lo, hi] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max]
  return { price_min: lo === undefined ? undefined : lo * 100, price_max: hi === undefined ? undefined : hi * 100 }
}

export const activeFilterCount = (s: ShopSearch) => filterList(s.f).length + (s.min !== undefined ? 1 : 0) + (s.max !== undefined ? 1 : 0)
