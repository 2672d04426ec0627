import { sql } from 'drizzle-orm'
import type { Database } from './connect.types'

/**
 * What a database needs now and then that nobody else does for it. PGlite is one process with no
 * background workers, so no autovacuum ever runs there (decision 071): its planner statistics
 * would describe the demo shop long after its orders, carts and customers outgrew it, and the
 * rows that updates and deletes leave dead would stay. `VACUUM (ANALYZE)` takes 0.1–0.3 s (the
 * demo shop; a table of 300,000 rows all updated once), during which the embedded database
 * answers nothing else: so once an hour, from the job worker. PostgreSQL has autovacuum for this.
 */
export async function housekeeping(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum (analyze)`)
}
