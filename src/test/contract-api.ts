import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import type { z } from 'zod'
import type { EndpointDef } from '~/lib/api/endpoint'
import { createTestApi } from './api'
import { createTestDatabase, type TestDatabase } from './db'
import { SEEDED_AT } from './seeded-at'

/** Browser-like headers asking for Italian. */
export const italian = { headers: { 'accept-language': 'it-IT,it;q=0.9' } }

/**
 * Contract tests on a real, seeded database: `ok` checks an answer against its endpoint's
 * response schema, `expectFailure` a 4xx body. The API's clock is movable with `at` (promotions
 * and scheduled posts are decided by it, not by the machine's date) and reset before each test
 * to the time the database was seeded (`SEEDED_AT`), so an answer is the same on any day;
 * a handler fault (a 500) fails the test. Call once at the top of a test file.
 */
export function contractApi() {
  let database: TestDatabase
  let call: ReturnType<typeof createTestApi>['call']
  let apiErrors: unknown[]
  const clock = { now: new Date(SEEDED_AT) }

  beforeAll(async () => {
    database = await createTestDatabase({ seed: true })
    const testApi = createTestApi(database.db, { clock })
    call = testApi.call
    apiErrors = testApi.errors
  })
  beforeEach(() => {
    clock.now = new Date(SEEDED_AT)
  })
  afterEach(() => {
    const errors = apiErrors.splice(0)
    if (errors.length > 0) throw new AggregateError(errors, 'API handler failed')
  })
  afterAll(() => database?.close())

  const api = (path: string, init?: RequestInit & { token?: string }) => call(path, init)

  async function ok<E extends EndpointDef>(endpoint: E, path: string, init?: RequestInit & { token?: string }) {
    const res = await api(path, init)
    expect({ path, status: res.status }).toEqual({ path, status: 200 })
    const parsed = endpoint.response.safeParse(await res.json())
    expect(parsed.error?.issues ?? []).toEqual([])
    return parsed.data as z.output<E['response']>
  }

  async function expectFailure(path: string, status: number, code: string) {
    const res = await api(path)
    expect({ path, status: res.status }).toEqual({ path, status })
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe(code)
    expect(body.error.message).toBeTruthy()
  }

  return { db: () => database.db, api, ok, expectFailure, clock, at: (iso: string) => (clock.now = new Date(iso)) }
}
