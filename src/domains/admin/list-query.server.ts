import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm'

// Server side of the admin lists: ordering by a declared sort key (with the id as a tie
// breaker, so pages never overlap) and the page envelope.

export type ListInput = { page: number; per_page: number; sort?: string; dir: 'asc' | 'desc'; q?: string }

export function orderOf(
  sorts: Record<string, AnyColumn | SQL>,
  input: ListInput,
  fallback: string,
  id: AnyColumn,
): SQL[] {
  const column = sorts[input.sort ?? fallback] ?? sorts[fallback]!
  const dir = input.sort ? input.dir : fallback === 'created_at' ? 'desc' : input.dir
  return [dir === 'desc' ? desc(column) : asc(column), dir === 'desc' ? desc(id) : asc(id)]
}

/** `%text%` for ILIKE, with the user's % and _ taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
export const ilikeAny = (q: string, ...columns: Array<AnyColumn | SQL>) =>
  sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${likePattern(q)}`),
    sql` or `,
  )})`

export async function paged<T>(
  input: ListInput,
  total: Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
) {
  // The count and the page run at once (two pooled connections on PostgreSQL).
  const [n, data] = await Promise.all([total, rows(input.per_page, (input.page - 1) * input.per_page)])
  return {
    data,
    meta: { page: input.page, per_page: input.per_page, total: n, total_pages: Math.ceil(n / input.per_page) },
  }
}

/** Start and end of an inclusive day range, as timestamps. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`)
export const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000)
