import { sql } from 'drizzle-orm'
import type { Database } from './connect.types'

/**
 * What a database needs now and then that nobody else does for it. PGlite is one process with no
 * background workers, so no autovacuum ever runs there (decision 071): its planner statistics
 * would describe the demo shop long after its orders, carts and customers outgrew it, and the
 * rows that updates and deletes leave dead would stay. So once an hour, from the job worker, the
 * app does what autovacuum would: it vacuums and analyzes the tables that changed enough since
 * their last turn, by autovacuum's own default thresholds, one table per statement.
 *
 * Not the whole database in one `VACUUM (ANALYZE)`: during a statement the embedded database
 * answers nothing else, and with 100,000 products the whole of it took 2.0–2.4 s even when
 * nothing had changed (ANALYZE samples every large table again). Table by table, the requests
 * waiting in the connection's queue run between two statements (decision 066), and a catalogue
 * that did not change costs one look at `pg_stat_user_tables` (decision 075).
 * PostgreSQL has autovacuum for this.
 */
export async function housekeeping(database: Pick<Database, 'db' | 'kind'>): Promise<string[]> {
  if (database.kind !== 'pglite') return []
  // A backend hands its counts to the cumulative statistics at most once a second, when idle:
  // the embedded database's one backend is never idle long enough to be sure it has.
  await database.db.execute(sql`select pg_stat_force_next_flush()`)
  const result = (await database.db.execute(dueTables)) as unknown as {
    rows: Array<{ name: string; vacuum: boolean; analyze: boolean }>
  }
  const done: string[] = []
  for (const table of result.rows) {
    // `name` is quoted by format('%I') in the query: an identifier, never text to run.
    if (table.vacuum) await database.db.execute(sql.raw(`vacuum (analyze) ${table.name}`))
    else if (table.analyze) await database.db.execute(sql.raw(`analyze ${table.name}`))
    else continue
    done.push(table.name)
  }
  return done
}

// autovacuum's defaults (PostgreSQL 13+): vacuum past 50 + 20 % of the table's rows dead, or
// past 1,000 + 20 % inserted since the last vacuum (an append-only table's visibility map);
// analyze past 50 + 10 % changed since the last analyze. The counts are the cumulative
// statistics, which a crash resets, as PostgreSQL's autovacuum would find them after one.
const dueTables = sql`
  select format('%I', s.relname) as name,
    s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum,
    s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where s.schemaname = 'public'
  order by s.relname`
