import { z } from 'zod'
import { paginationMeta, paginationQuery } from '~/lib/api/common.schemas'

// The query every admin list endpoint takes (the kit's list state, see kit/list-search.ts):
// page, per_page, sort (one of the endpoint's sortable columns), dir and a search text.

export const adminListQuery = <K extends string>(sortKeys: readonly [K, ...K[]]) => ({
  page: paginationQuery.page,
  per_page: paginationQuery.per_page.default(25),
  sort: z
    .enum(sortKeys)
    .optional()
    .meta({ description: `Sort column: ${sortKeys.join(', ')}` }),
  dir: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(100).optional().meta({ description: 'Search text' }),
})

/** A date filter `YYYY-MM-DD` (inclusive on both ends of a range). */
export const dayQuery = z.iso.date().optional()

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), meta: paginationMeta })
