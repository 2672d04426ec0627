import { z } from 'zod'
import { productSorts } from './catalog.constants'
import { MAX_PRICE_EURO, filterString } from './shop-search'
import { SIZE_LIMITS_CM } from './size-query'

// The shop pages' search params as a zod schema, for the server function's validator. Apart
// from shop-search.ts so that the browser, which parses them with `parseShopSearch` (the same
// rules, checked by src/lib/search-params.test.ts), does not load zod (decision 015).

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

const euro = z
  .preprocess(blankToUndefined, z.coerce.number().int().min(0).max(MAX_PRICE_EURO).optional())
  .catch(undefined)

const cm = z
  .preprocess(blankToUndefined, z.coerce.number().int().min(SIZE_LIMITS_CM.min).max(SIZE_LIMITS_CM.max).optional())
  .catch(undefined)

const filterValues = z
  .preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')),
    z.array(z.string()),
  )
  .transform(filterString)
  .catch(undefined)

/** The same rules as `parseShopSearch` (shop-search.ts). */
export const shopSearchSchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  sort: z.enum(productSorts).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  f: filterValues.optional(),
  /** Price range in euro (the API takes cents). */
  min: euro.optional(),
  max: euro.optional(),
  /** The opening's width and height in cm (the API takes mm). */
  w: cm.optional(),
  h: cm.optional(),
})
