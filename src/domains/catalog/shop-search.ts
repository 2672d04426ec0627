import { optionalEnum, optionalInt, optionalString } from '~/lib/search-params'
import { attributeFilterPattern, MAX_ATTRIBUTE_FILTERS, productSorts } from './catalog.constants'
import { SIZE_LIMITS_CM } from './size-query'

/** Highest price a visitor can type, in euro. */
export const MAX_PRICE_EURO = 1_000_000

/**
 * Attribute filters in the address: `f=materiale.legno,colore.bianco` (what the app writes) or
 * `f=materiale.legno&f=colore.bianco` (what a plain GET form sends). Malformed entries are
 * dropped; the result is the comma-joined form (the router writes what the parser outputs).
 */
export function filterString(v: unknown): string | undefined {
  let values: string[]
  try {
    values = (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','))
  } catch {
    return undefined // an entry String() cannot convert
  }
  const valid = [...new Set(values.map((s) => s.trim()).filter((s) => attributeFilterPattern.test(s)))].slice(
    0,
    MAX_ATTRIBUTE_FILTERS,
  )
  return valid.length > 0 ? valid.join(',') : undefined
}

export type ShopSearch = {
  q?: string
  sort?: (typeof productSorts)[number]
  page?: number
  f?: string
  /** Price range in euro (the API takes cents). */
  min?: number
  max?: number
  /** The opening's width and height in whole cm (the API takes mm; decision 098). */
  w?: number
  h?: number
}

const blank = (v: unknown) => v === '' || v === null

/**
 * The shop pages' search params (the routes' `validateSearch`): bad values are ignored, never
 * an error page. The same rules as `shopSearchSchema`, without zod in the browser.
 */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const q = blank(search.q) ? undefined : optionalString(typeof search.q === 'string' ? search.q.trim() : search.q, 100)
  return {
    q,
    sort: optionalEnum(search.sort, productSorts),
    page: optionalInt(search.page, 1, 10_000),
    f: filterString(search.f),
    min: blank(search.min) ? undefined : optionalInt(search.min, 0, MAX_PRICE_EURO),
    max: blank(search.max) ? undefined : optionalInt(search.max, 0, MAX_PRICE_EURO),
    w: blank(search.w) ? undefined : optionalInt(search.w, SIZE_LIMITS_CM.min, SIZE_LIMITS_CM.max),
    h: blank(search.h) ? undefined : optionalInt(search.h, SIZE_LIMITS_CM.min, SIZE_LIMITS_CM.max),
  }
}

/** The selected `attribute.value` codes of a shop state. */
export const filterList = (f: string | undefined): string[] => (f ? f.split(',') : [])

/** The search params to write for a shop state (no page: a new filter starts at page 1). */
export function toSearchParams(s: Omit<ShopSearch, 'page'>) {
  return { q: s.q || undefined, sort: s.sort, f: s.f || undefined, min: s.min, max: s.max, w: s.w, h: s.h }
}

/** The API's price bounds in cents, in order whatever order the visitor typed them in. */
export function priceRangeCents(min: number | undefined, max: number | undefined) {
  const [lo, hi] = min !== undefined && max !== undefined && min > max ? [max, min] : [min, max]
  return { price_min: lo === undefined ? undefined : lo * 100, price_max: hi === undefined ? undefined : hi * 100 }
}

/** The API's opening in mm: only with both sides, as it wants them (a lone one is not a size). */
export function openingMm(w: number | undefined, h: number | undefined) {
  return w !== undefined && h !== undefined ? { width_mm: w * 10, height_mm: h * 10 } : {}
}

/** The size counts as one filter, and only when it filters (both sides given). */
export const activeFilterCount = (s: ShopSearch) =>
  filterList(s.f).length +
  (s.min !== undefined ? 1 : 0) +
  (s.max !== undefined ? 1 : 0) +
  (s.w !== undefined && s.h !== undefined ? 1 : 0)
