import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consentRecords, settings } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'

// POST /consents on a real database: proof of consent without the raw IP address.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const clock = { now: new Date('2026-11-22T10:00:00Z') }

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
})
afterAll(() => database?.close())

const json = async (res: Response) => (await res.json()) as Record<string, any>
const consentId = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'
const post = (body: unknown, init: { ip?: string; token?: string; headers?: Record<string, string> } = {}) =>
  api.call('/consents?locale=it', { method: 'POST', json: body, ...init })
const rowsOf = (id: string) =>
  database.db.select().from(consentRecords).where(eq(consentRecords.consentId, id)).orderBy(consentRecords.id)

describe('POST /consents', () => {
  it('stores the choices with a timestamp, a salted IP hash and the user agent → 201', async () => {
    const agent = `Mozilla/5.0 ${'x'.repeat(400)}`
    const res = await post(
      { consent_id: consentId, analytics: true, marketing: false },
      { ip: '203.0.113.7', headers: { 'user-agent': agent } },
    )
    expect(res.status).toBe(201)
    const body = await json(res)
    expect(body).toEqual({ data: { id: expect.any(Number), created_at: '2026-11-22T10:00:00.000Z' } })

    const [row] = await rowsOf(consentId)
    expect(row).toMatchObject({ id: body.data.id, analytics: true, marketing: false, necessary: true, userId: null })
    expect(row!.createdAt.toISOString()).toBe('2026-11-22T10:00:00.000Z')
    expect(row!.userAgent).toBe(agent.slice(0, 255))
    // Never the address itself: an HMAC-SHA-256 with the server's salt.
    expect(row!.ipHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain('203.0.113.7')
    const [salt] = await database.db.select().from(settings).where(eq(settings.key, 'secret.consent_ip_salt'))
    expect(row!.ipHash).toBe(
      createHmac('sha256', salt!.value as string)
        .update('203.0.113.7')
        .digest('hex'),
    )
    expect(row!.ipHash).not.toBe(createHmac('sha256', '').update('203.0.113.7').digest('hex'))
  })

  it('the same address always hashes the same, another one differently; the salt is never served', async () => {
    const other = '0b7f8f4e-1d2c-4a3b-9c8d-7e6f5a4b3c2d'
    await post({ consent_id: other, analytics: false, marketing: false }, { ip: '203.0.113.7' })
    await post({ consent_id: other, analytics: false, marketing: true }, { ip: '198.51.100.20' })
    const [first, second] = await rowsOf(other)
    const [earlier] = await rowsOf(consentId)
    expect(first!.ipHash).toBe(earlier!.ipHash)
    expect(second!.ipHash).not.toBe(first!.ipHash)
    expect(second).toMatchObject({ analytics: false, marketing: true })
    expect(JSON.stringify(await json(await api.call('/settings')))).not.toContain('consent_ip_salt')
  })

  it('adds the user when signed in; a relayed browser agent wins over the relay’s own', async () => {
    const login = await json(
      await api.call('/auth/login', {
        method: 'POST',
        json: { email: 'cliente@soglia.test', password: 'soglia-demo' },
      }),
    )
    const id = 'a3bb189e-8bf9-4888-9912-ace4e6543002'
    const res = await post(
      { consent_id: id, analytics: false, marketing: false, user_agent: 'Firefox/140.0' },
      { token: login.access_token, headers: { 'user-agent': 'node' } },
    )
    expect(res.status).toBe(201)
    const [row] = await rowsOf(id)
    expect(row).toMatchObject({ userId: login.user.id, userAgent: 'Firefox/140.0' })
  })

  it('keeps no address when none is known, and an invalid token is simply anonymous', async () => {
    const id = 'c9a646d3-9c61-4cb7-bfcd-ee2522c8f633'
    const handler = api.handler
    const res = await handler(
      new Request('http://test/api/consents', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
        body: JSON.stringify({ consent_id: id, analytics: true, marketing: true }),
      }),
    )
    expect(res.status).toBe(201)
    const [row] = await rowsOf(id)
    expect(row).toMatchObject({ ipHash: null, userId: null, userAgent: null })
  })

  it('422 with translated fields for a malformed decision', async () => {
    const res = await post({ consent_id: 'not-a-uuid', analytics: 'yes' })
    expect(res.status).toBe(422)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields).sort()).toEqual(['analytics', 'consent_id', 'marketing'])
    expect(error.fields.marketing).toEqual(['Campo obbligatorio.'])
  })
})
