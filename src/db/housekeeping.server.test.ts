import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { housekeeping } from './housekeeping.server'

// Decision 071: the embedded database has no autovacuum, so the app vacuums it and refreshes its
// planner statistics itself; PostgreSQL's are autovacuum's, and the app leaves them alone.
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
}, 60_000)
afterAll(() => database?.close())

// Manual VACUUMs and ANALYZEs only: autovacuum's counts are apart (autovacuum_count,
// autoanalyze_count), so they cannot blur the check.
const upkeepOfJobs = async () => {
  const result = (await database.db.execute(sql`select vacuum_count::int as vacuums, analyze_count::int as analyzes from pg_stat_user_tables where relname = 'jobs'`)) as unknown as {
    rows: Array<{ vacuums: number; analyzes: number }>
  }
  return result.rows[0]!
}
const statisticsOfJobs = async () => {
  const result = (await database.db.execute(sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'jobs'`)) as unknown as { rows: Array<{ n: number }> }
  return result.rows[0]!.n
}

describe('housekeeping', () => {
  it('vacuums the embedded database and gives it statistics of the rows written since; leaves PostgreSQL to its autovacuum', async () => {
    await database.db.execute(sql`insert into jobs (kind, payload) select 'test.housekeeping', '{}'::jsonb from generate_series(1, 200)`)
    await database.db.execute(sql`update jobs set attempts = attempts + 1 where kind = 'test.housekeeping'`)
    const before = await upkeepOfJobs()
    await housekeeping(database)
    if (database.kind === 'pglite') {
      expect(await upkeepOfJobs()).toEqual({ vacuums: before.vacuums + 1, analyzes: before.analyzes + 1 })
      expect(await statisticsOfJobs()).toBeGreaterThan(0)
    } else {
      expect(await upkeepOfJobs()).toEqual(before)
    }
  })
})
