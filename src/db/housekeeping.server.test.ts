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
const upkeepOf = async (table: string) => {
  const result = (await database.db.execute(
    sql`select vacuum_count::int as vacuums, analyze_count::int as analyzes from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as {
    rows: Array<{ vacuums: number; analyzes: number }>
  }
  return result.rows[0]!
}
const upkeepOfJobs = () => upkeepOf('jobs')
const statisticsOfJobs = async () => {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'jobs'`,
  )) as unknown as { rows: Array<{ n: number }> }
  return result.rows[0]!.n
}

describe('housekeeping', () => {
  it('vacuums the embedded database and gives it statistics of the rows written since; leaves PostgreSQL to its autovacuum', async () => {
    await database.db.execute(
      sql`insert into jobs (kind, payload) select 'test.housekeeping', '{}'::jsonb from generate_series(1, 200)`,
    )
    await database.db.execute(sql`update jobs set attempts = attempts + 1 where kind = 'test.housekeeping'`)
    const before = await upkeepOfJobs()
    const done = await housekeeping(database)
    if (database.kind === 'pglite') {
      expect(done).toContain('jobs')
      expect(await upkeepOfJobs()).toEqual({ vacuums: before.vacuums + 1, analyzes: before.analyzes + 1 })
      expect(await statisticsOfJobs()).toBeGreaterThan(0)
    } else {
      expect(done).toEqual([])
      expect(await upkeepOfJobs()).toEqual(before)
    }
  })

  // Decision 075: a whole-database VACUUM (ANALYZE) samples every large table again, and the
  // embedded database answers nothing meanwhile (2.2–2.4 s with 100,000 products).
  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    'leaves alone the tables that did not change enough since their last turn, as autovacuum would',
    async () => {
      await housekeeping(database) // whatever the other test left
      const settled = await upkeepOfJobs()
      expect(await housekeeping(database)).toEqual([])
      expect(await upkeepOfJobs()).toEqual(settled)

      // A few changed rows are under the threshold (50 + 10 % of the rows)…
      await database.db.execute(
        sql`update jobs set attempts = attempts + 1 where id in (select id from jobs order by id limit 3)`,
      )
      expect(await housekeeping(database)).toEqual([])
      // …a change to every row is over it: analyzed, and vacuumed of the rows it left dead.
      await database.db.execute(sql`update jobs set attempts = attempts + 1`)
      expect(await housekeeping(database)).toEqual(['jobs'])
      expect(await upkeepOfJobs()).toEqual({ vacuums: settled.vacuums + 1, analyzes: settled.analyzes + 1 })

      // An append-only table is vacuumed after 1,000 + 20 % new rows, for its visibility map.
      const jobs = await upkeepOfJobs()
      await database.db.execute(
        sql`insert into jobs (kind, payload) select 'test.append', '{}'::jsonb from generate_series(1, 1500)`,
      )
      expect(await housekeeping(database)).toEqual(['jobs'])
      expect((await upkeepOfJobs()).vacuums).toBe(jobs.vacuums + 1)
    },
  )
})
