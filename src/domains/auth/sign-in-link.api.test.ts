import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, users } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { ACCOUNT_HOURLY_LIMIT } from './throttle.server'

// Issue 41 point 5 (decision 103): the e-mailed one-time sign-in link. The same answer for any
// address; a link only for an active, verified account; used once, within 15 minutes; it signs in
// while the per-account cap refuses every password, and leaves the password and the cap as they are.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const clock = { now: new Date('2026-11-24T10:00:00Z') }
beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
}, 120_000)
afterAll(() => database?.close())

const json = async (res: Response) => (await res.json()) as Record<string, any>
const ask = (email: string, ip = '198.51.100.4') =>
  api.call('/auth/sign-in-link', { method: 'POST', json: { email }, ip })
const use = (token: string) => api.call('/auth/sign-in-link/use', { method: 'POST', json: { token } })
const login = (email: string, password: string, ip: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password }, ip })

/** The token of the last sign-in link e-mailed to `email`, or null. */
async function lastToken(email: string): Promise<string | null> {
  await api.settle()
  const [mail] = await database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'sign_in_link')))
    .orderBy(desc(emailOutbox.id))
    .limit(1)
  const link = mail?.text.match(/https?:\/\/\S+\/login-link\/(\S+)/)
  return link ? link[1]! : null
}

describe('the one-time sign-in link', () => {
  it('answers the same for any address, and e-mails a link only to an active verified account', async () => {
    for (const email of ['cliente@soglia.test', 'nessuno@soglia.test']) {
      const res = await ask(email)
      expect(res.status).toBe(202)
      expect(await json(res)).toEqual({ data: { accepted: true } })
    }
    expect(await lastToken('cliente@soglia.test')).not.toBeNull()
    expect(await lastToken('nessuno@soglia.test')).toBeNull()
    await database.db.update(users).set({ disabledAt: clock.now }).where(eq(users.email, 'altro@soglia.test'))
    await ask('altro@soglia.test')
    expect(await lastToken('altro@soglia.test')).toBeNull()
    await database.db.update(users).set({ disabledAt: null }).where(eq(users.email, 'altro@soglia.test'))
  })

  it('signs in once; a used, replaced or expired link is refused', async () => {
    await ask('reseller@soglia.test')
    const first = (await lastToken('reseller@soglia.test'))!
    await ask('reseller@soglia.test')
    const second = (await lastToken('reseller@soglia.test'))!
    expect(second).not.toBe(first)
    // A new link replaces the last.
    expect((await json(await use(first))).error.code).toBe('token_invalid')
    const res = await use(second)
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body.user.email).toBe('reseller@soglia.test')
    const me = await api.call('/auth/user', { token: body.access_token })
    expect(me.status).toBe(200)
    // Used up.
    expect((await use(second)).status).toBe(400)

    await ask('reseller@soglia.test')
    const late = (await lastToken('reseller@soglia.test'))!
    clock.now = new Date(clock.now.getTime() + 16 * 60_000)
    expect((await json(await use(late))).error.code).toBe('token_expired')
    expect((await json(await use('x'.repeat(43)))).error.code).toBe('token_invalid')
  })

  it('lets the owner in while the per-account cap refuses every password, and keeps the password', {
    timeout: 120_000,
  }, async () => {
    for (let i = 0; i < ACCOUNT_HOURLY_LIMIT; i++)
      expect((await login('rivenditore@soglia.test', `sbagliata-${i}`, `127.0.0.${(i % 25) + 1}`)).status).toBe(401)
    expect((await login('rivenditore@soglia.test', 'soglia-demo', '127.0.0.26')).status).toBe(429)

    await ask('rivenditore@soglia.test', '127.0.0.27')
    const res = await use((await lastToken('rivenditore@soglia.test'))!)
    expect(res.status).toBe(200)
    expect((await json(res)).user.email).toBe('rivenditore@soglia.test')
    // Whoever was guessing is still capped; the password is the one it was.
    expect((await login('rivenditore@soglia.test', 'soglia-demo', '127.0.0.28')).status).toBe(429)
    clock.now = new Date(clock.now.getTime() + 61 * 60_000)
    expect((await login('rivenditore@soglia.test', 'soglia-demo', '127.0.0.29')).status).toBe(200)
  })
})
