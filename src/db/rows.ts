/**
 * The rows of a `db.execute(sql…)` result: node-postgres and PGlite answer `{ rows }`, postgres.js
 * the array itself.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[]
  return ((result as { rows?: T[] } | null)?.rows ?? []) as T[]
}
