import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataVersion, versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { createTestApi } from '~/test/api'
import { recordStatements } from '~/test/statements'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { perRequest, withRequestScope } from '~/lib/http/request-scope.server'

// Decision 044: one incoming page request reads the data version and resolves its session once,
// however many in-process API calls its loaders make; the next request reads both again.

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let statements: string[] = []

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  recordStatements(database.db, (text) => statements.push(text))
  api = createTestApi(database.db)
})
afterAll(() => database?.close())

const sessionQueries = () => statements.filter((s) => /from "sessions"|^execute soglia_session\(/.test(s)).length
const signIn = async () => {
  const res = await api.call('/auth/login', {
    method: 'POST',
    json: { email: 'cliente@soglia.test', password: 'soglia-demo' },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { access_token: string }).access_token
}

describe('request scope', () => {
  it('shares a value within one scope, and makes it again in the next and outside any', async () => {
    let made = 0
    const make = async () => ++made
    await withRequestScope(async () => {
      expect(await perRequest('k', make)).toBe(1)
      expect(await perRequest('k', make)).toBe(1)
    })
    expect(await withRequestScope(() => perRequest('k', make))).toBe(2)
    expect(await perRequest('k', make)).toBe(3)
    expect(await perRequest('k', make)).toBe(4)
  })

  it('does not keep a failure', async () => {
    let calls = 0
    await withRequestScope(async () => {
      await expect(
        perRequest('f', async () => (++calls === 1 ? Promise.reject(new Error('down')) : 'up')),
      ).rejects.toThrow('down')
      expect(await perRequest('f', async () => (++calls === 1 ? 'never' : 'up'))).toBe('up')
    })
  })

  it('resolves the session once per request with one query, and refuses a revoked session on the next request', async () => {
    const token = await signIn()
    statements = []
    await withRequestScope(async () => {
      // The shell's "who is this?" and the checkout's addresses: two API calls, one lookup.
      expect((await api.call('/auth/user', { token })).status).toBe(200)
      expect((await api.call('/account/addresses', { token })).status).toBe(200)
    })
    expect(sessionQueries()).toBe(1)
    // `GET /auth/user` takes the user's row from the session query: no second read of users.
    expect(statements.filter((s) => /from "users" where "users"."id"/.test(s))).toHaveLength(0)

    await withRequestScope(async () => {
      expect((await api.call('/auth/user', { token })).status).toBe(200)
      // Revoked by another request (another process would do the same through the database)…
      await database.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`)
    })
    // …and refused by the very next request.
    expect(await withRequestScope(async () => (await api.call('/auth/user', { token })).status)).toBe(401)
    expect((await api.call('/auth/user', { token })).status).toBe(401)
  })

  it('reads the data version once per request, and the next request sees a change', async () => {
    const db: Db = database.db
    let reads = 0
    const siteName = versionedMemo(
      async (d: Db) => {
        reads++
        const r = (await d.execute(
          sql`select value #>> '{}' as v from settings where key = 'site_name'`,
        )) as unknown as { rows: Array<{ v: string | null }> }
        return r.rows[0]?.v ?? null
      },
      () => '',
    )
    statements = []
    const first = await withRequestScope(async () => {
      const version = await dataVersion(db)
      expect(await dataVersion(db)).toBe(version)
      await siteName(db)
      await siteName(db)
      return version
    })
    if (database.kind === 'postgres') expect(statements.filter((s) => /page_cache_version/.test(s))).toHaveLength(1)
    expect(reads).toBe(1)

    await database.db.execute(sql`update settings set value = '"Soglia due"'::jsonb where key = 'site_name'`)
    const after = await withRequestScope(async () => ({ version: await dataVersion(db), name: await siteName(db) }))
    expect(after.version).not.toBe(first)
    expect(after.name).toBe('Soglia due')
    expect(reads).toBe(2)
  })
})
