import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { pgPoolConfig } from './pg-pool-config'

// Decision 071. Runs on the PostgreSQL pass (TEST_DATABASE_URL); PGlite has no JIT to turn off.
const serverUrl = process.env.TEST_DATABASE_URL?.trim()

describe.skipIf(!serverUrl)('the app’s PostgreSQL connections', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  }, 60_000)
  afterAll(() => database?.close())

  const jitOf = async (client: { query: (text: string) => Promise<{ rows: Array<{ jit: string }> }> }) =>
    (await client.query('show jit')).rows[0]!.jit

  it('compile no statement just in time, by their own setting rather than the server’s', async () => {
    // `client`: set by the connection's start-up options, whatever the server's default is.
    const { rows } = (await database.db.execute(
      sql`select setting, source from pg_settings where name = 'jit'`,
    )) as unknown as { rows: Array<{ setting: string; source: string }> }
    expect(rows[0]).toEqual({ setting: 'off', source: 'client' })
  })

  it('leave the last word to an options parameter of DATABASE_URL', async () => {
    const url = new URL(serverUrl!)
    url.searchParams.set('options', '-c jit=on')
    const pool = new pg.Pool(pgPoolConfig(url.toString(), 1))
    try {
      expect(await jitOf(pool)).toBe('on')
    } finally {
      await pool.end()
    }
    const ours = new pg.Pool(pgPoolConfig(serverUrl!, 1))
    try {
      expect(await jitOf(ours)).toBe('off')
    } finally {
      await ours.end()
    }
  })
})
