import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { ACCOUNT_HOURLY_LIMIT } from './throttle.server'

// Issue 41 point 5 (ASVS 2.2.1): wrong passwords for one account spread over many addresses,
// each under its own per-address limit, are capped at 100 per hour for the account: then 429,
// even for the right password, and the same for an address nobody has. The owner gets in with
// the e-mailed reset link, which lifts the cap.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
}, 120_000)
afterAll(() => database?.close())

const login = (email: string, password: string, ip: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password }, ip })

/** 100 wrong passwords from 25 loopback addresses (4 each: under every per-address limit). */
async function guess(email: string) {
  for (let i = 0; i < ACCOUNT_HOURLY_LIMIT; i++) {
    const res = await login(email, `sbagliata-${i}`, `127.0.0.${(i % 25) + 1}`)
    expect(res.status, `attempt ${i + 1}`).toBe(401)
  }
}

describe('the per-account guessing cap', () => {
  it('refuses the 101st guess from any address, the right password too, and lets the owner back in by e-mail', {
    timeout: 120_000,
  }, async () => {
    await guess('cliente@soglia.test')
    const capped = await login('cliente@soglia.test', 'sbagliata-101', '127.0.0.26')
    expect(capped.status).toBe(429)
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(Number(capped.headers.get('retry-after'))).toBeLessThanOrEqual(3600)
    expect(((await capped.json()) as { error: { code: string } }).error.code).toBe('too_many_requests')
    // The right password is not even checked now.
    expect((await login('cliente@soglia.test', 'soglia-demo', '127.0.0.27')).status).toBe(429)

    // The owner asks for the e-mailed link and follows it: the cap is lifted.
    expect(
      (
        await api.call('/auth/forgot-password', {
          method: 'POST',
          json: { email: 'cliente@soglia.test' },
          ip: '127.0.0.28',
        })
      ).status,
    ).toBe(202)
    await api.settle()
    const [mail] = await database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'cliente@soglia.test'), eq(emailOutbox.template, 'reset_password')))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    const token = new URL(mail!.text.match(/https?:\/\/\S+reset-password\S*/)![0]).searchParams.get('token')
    expect(
      (await api.call('/auth/reset-password', { method: 'POST', json: { token, password: 'di-nuovo-mia-2026' } }))
        .status,
    ).toBe(200)
    expect((await login('cliente@soglia.test', 'di-nuovo-mia-2026', '127.0.0.29')).status).toBe(200)
  })

  it('answers an address nobody has the same way', { timeout: 120_000 }, async () => {
    await guess('nessuno@soglia.test')
    const res = await login('nessuno@soglia.test', 'sbagliata', '127.0.0.30')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000)
  })
})
