import { and, inArray, sql, type SQL } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { configuratorModels, products } from '~/db/schema'
import type { SizeFacet } from './catalog.schemas'
import type { OpeningSize } from './size-query'
import type { SearchMatches } from './search-matches.server'

/**
 * How far a fixed-size product may be from the opening asked for and still be shown as
 * fitting it (decision 098): 1 cm each way, the configurator's step, so "805×2100 mm" still
 * finds the 80×210 door. A made-to-measure range gets none: it cannot be made outside it.
 */
export const FIXED_SIZE_TOLERANCE_MM = 10

const tolerance = sql`(case when ${products.madeToMeasure} then 0 else ${FIXED_SIZE_TOLERANCE_MM} end)`

/**
 * A product fits an opening when its own limits hold it (made to measure: the range; a fixed
 * size: min = max, within the tolerance) or one of its active configurator models' limits do.
 */
export function fitsOpening(size: OpeningSize): SQL {
  const w = sql`${size.widthMm}::int`
  const h = sql`${size.heightMm}::int`
  return sql`((${products.minWidthMm} is not null and ${products.maxWidthMm} is not null and ${products.minHeightMm} is not null and ${products.maxHeightMm} is not null
    and ${w} between ${products.minWidthMm} - ${tolerance} and ${products.maxWidthMm} + ${tolerance}
    and ${h} between ${products.minHeightMm} - ${tolerance} and ${products.maxHeightMm} + ${tolerance})
    or ${products.id} in (select ${configuratorModels.productId} from ${configuratorModels} where ${configuratorModels.active}
      and ${w} between ${configuratorModels.minWidthMm} and ${configuratorModels.maxWidthMm}
      and ${h} between ${configuratorModels.minHeightMm} and ${configuratorModels.maxHeightMm}))`
}

/** A size as a memo key part. */
export const sizeKey = (size: OpeningSize | undefined) => (size ? `${size.widthMm}x${size.heightMm}` : null)

/**
 * A search's matches with the products that fit the opening first, each part in its own
 * relevance order (decision 098): "blindata 90x210" lists the doors of that size before the
 * handle for security doors. Kept per data version like the matches themselves.
 */
async function readFittingFirst(db: Db, matches: SearchMatches, size: OpeningSize): Promise<SearchMatches> {
  const key = `${matches.key}|fit=${sizeKey(size)}`
  if (matches.ids.length === 0) return { ...matches, key }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, matches.ids), fitsOpening(size)))
  const fitting = new Set(rows.map((r) => r.id))
  const ids = [...matches.ids.filter((id) => fitting.has(id)), ...matches.ids.filter((id) => !fitting.has(id))]
  return { ids, capped: matches.capped, key }
}

export const fittingFirst = versionedMemo(readFittingFirst, (matches, size) => `${matches.key}|${sizeKey(size)}`, {
  maxEntries: 500,
})

type Range = { min_w: number | null; max_w: number | null; min_h: number | null; max_h: number | null }

/**
 * The sizes a listing's products come in (every filter but the size one applies): the
 * smallest and largest width and height of their limits and of their configurator models'.
 * Null when none of them has a size (handles, hardware): the shop then shows no size filter.
 */
export async function sizeRange(db: Db, where: SQL): Promise<SizeFacet | null> {
  const result = (await db.execute(sql`
    select min(w0)::int as min_w, max(w1)::int as max_w, min(h0)::int as min_h, max(h1)::int as max_h from (
      select ${products.minWidthMm} as w0, ${products.maxWidthMm} as w1, ${products.minHeightMm} as h0, ${products.maxHeightMm} as h1
        from ${products} where ${where} and ${products.minWidthMm} is not null and ${products.minHeightMm} is not null
      union all
      select ${configuratorModels.minWidthMm}, ${configuratorModels.maxWidthMm}, ${configuratorModels.minHeightMm}, ${configuratorModels.maxHeightMm}
        from ${configuratorModels} inner join ${products} on ${products.id} = ${configuratorModels.productId}
       where ${configuratorModels.active} and ${where}
    ) sizes`)) as unknown as { rows: Range[] }
  const r = result.rows[0]
  if (!r || r.min_w === null || r.max_w === null || r.min_h === null || r.max_h === null) return null
  return {
    min_width_mm: Number(r.min_w),
    max_width_mm: Number(r.max_w),
    min_height_mm: Number(r.min_h),
    max_height_mm: Number(r.max_h),
  }
}
