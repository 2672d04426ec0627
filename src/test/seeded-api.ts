import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { users } from '~/db/schema'
import { createTestApi } from './api'
import { createTestDatabase, type TestDatabase } from './db'

// API integration tests: the real API on a seeded database, signed in as
// the demo accounts. Call once at the top of a test file.
export type Json = Record<string, any>
export const PASSWORD = 'soglia-demo'
export const json = async (res: Response) => (await res.json()) as Json

function noServerError(what: string, res: Response): Response {
  expect(res.status, `${what} answered ${res.status}`).toBeLessThan(500)
  return res
}

/** `clock`: a fixed (movable) time for the server, e.g. a test of "today" in Rome's calendar. */
export function seededApi(options: { clock?: { now: Date } } = {}) {
  let database: TestDatabase
  let api: ReturnType<typeof createTestApi>
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true })
    api = createTestApi(database.db, { clock: options.clock })
  })
  afterAll(() => database?.close())

  const signIn = async (email: string, password = PASSWORD) => {
    const res = await api.call('/auth/login', { method: 'POST', json: { email, password } })
    expect(res.status, `sign-in as ${email}`).toBe(200)
    return (await json(res)).access_token as string
  }
  return {
    database: () => database,
    db: () => database.db,
    api: () => api,
    signIn,
    // A 500 fails the test that caused it, like contractApi (issue 14): never an expected answer.
    get: async (path: string, token?: string) => noServerError(`GET ${path}`, await api.call(path, { token })),
    send: async (method: string, path: string, token: string | undefined, body?: unknown) =>
      noServerError(`${method} ${path}`, await api.call(path, { method, token, json: body })),
    userId: async (email: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id,
  }
}
