import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { housekeeping } from './housekeeping.server'

// Decision 071: the embedded database has no autovacuum, so the app refreshes its planner
// statistics itself; PostgreSQL's are autovacuum's, and the app leaves them alone.
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
}, 60_000)
afterAll(() => database?.close())

// Manual ANALYZEs only: autovacuum's count apart (autoanalyze_count), so it cannot blur the check.
const analyzesOfJobs = async () => {
  const result = (await database.db.execute(sql`select analyze_count::int as n from pg_stat_user_tables where relname = 'jobs'`)) as unknown as { rows: Array<{ n: number }> }
  return result.rows[0]!.n
}
const statisticsOfJobs = async () => {
  const result = (await database.db.execute(sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'jobs'`)) as unknown as { rows: Array<{ n: number }> }
  return result.rows[0]!.n
}

describe('housekeeping', () => {
  it('gives the embedded database planner statistics of the rows written since; leaves PostgreSQL to its autovacuum', async () => {
    await database.db.execute(sql`insert into jobs (kind, payload) select 'test.housekeeping', '{}'::jsonb from generate_series(1, 200)`)
    const before = await analyzesOfJobs()
    await housekeeping(database)
    if (database.kind === 'pglite') {
      expect(await analyzesOfJobs()).toBe(before + 1)
      expect(await statisticsOfJobs()).toBeGreaterThan(0)
    } else {
      expect(await analyzesOfJobs()).toBe(before)
    }
  })
})
