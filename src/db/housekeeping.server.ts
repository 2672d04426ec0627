import { sql } from 'drizzle-orm'
import type { Database } from './connect.types'

/**
 * What a database needs now and then that nobody else does for it. PGlite is one process with no
 * background workers, so no autovacuum ever refreshes its planner statistics: without this, the
 * statistics the seed left (decision 071) would describe the demo shop long after its orders,
 * carts and customers outgrew it. `ANALYZE` samples a bounded number of rows per table (about
 * 0.1 s on the demo shop), during which the embedded database answers nothing else: so once an
 * hour, from the job worker. PostgreSQL has autovacuum for this.
 */
export async function housekeeping(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`)
}
