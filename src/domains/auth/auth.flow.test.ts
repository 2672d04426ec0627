import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { createTestApi } from '~/test/api'
import { linkIn, startSmtpSink } from '~/test/smtp-sink'

// Registration to sign-out through the real API, with e-mail over real SMTP (a local sink).
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let api: ReturnType<typeof createTestApi>
const clock = { now: new Date('2026-11-22T10:00:00Z') }

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpSink()])
  api = createTestApi(database.db, { smtpUrl: smtp.url, clock })
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})

const json = async (res: Response) => (await res.json()) as Record<string, any>
const login = (email: string, password: string, ip?: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password }, ip })

describe('register → verify → sign in → account → sign out', () => {
  const email = 'nuovo.cliente@example.com'

  it('registers and e-mails a verification link in the visitor’s language', async () => {
    const res = await api.call('/auth/register?locale=en', {
      method: 'POST',
      json: { name: 'Nuovo Cliente', email, password: 'porta-blindata', terms: true },
    })
    expect(res.status).toBe(202)
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe('Confirm your e-mail address')
    expect(mail.text).toContain('Hello Nuovo Cliente,')
    expect(mail.html).toContain('<a href="http://shop.test/en/verify-email/')
    expect(linkIn(mail, '/verify-email/').pathname).toMatch(/^\/en\/verify-email\/[\w-]{40,}$/)
  })

  it('refuses sign-in until the address is verified', async () => {
    const res = await login(email, 'porta-blindata')
    expect(res.status).toBe(403)
    expect((await json(res)).error.code).toBe('email_not_verified')
  })

  it('verifies once with the link, sends a welcome, and the link does not work twice', async () => {
    const token = linkIn(await smtp.waitFor(email), '/verify-email/')
      .pathname.split('/')
      .pop()!
    const ok = await api.call('/auth/verify-email', { method: 'POST', json: { token } })
    expect(ok.status).toBe(200)
    expect((await smtp.waitFor(email, (m) => m.subject.startsWith('Welcome'))).text).toContain('your account is active')
    const again = await api.call('/auth/verify-email?locale=en', { method: 'POST', json: { token } })
    expect(again.status).toBe(400)
    expect((await json(again)).error).toMatchObject({
      code: 'token_invalid',
      message: 'This link is not valid or has already been used.',
    })
  })

  it('signs in, reads the user, edits details, adds an address and signs out', async () => {
    const res = await login(email, 'porta-blindata')
    expect(res.status).toBe(200)
    const body = await json(res)
    expect(body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604800,
      user: { email, role: 'user', email_verified: true },
    })
    const token = body.access_token as string

    const me = await json(await api.call('/auth/user', { token }))
    expect(me.data).toMatchObject({ name: 'Nuovo Cliente', email })

    const renamed = await api.call('/account', { method: 'PATCH', token, json: { name: 'Nuova Cliente' } })
    expect((await json(renamed)).data.name).toBe('Nuova Cliente')

    const address = await api.call('/account/addresses', {
      method: 'POST',
      token,
      json: { recipient: 'Nuova Cliente', street: 'Via Roma 1', postcode: '20121', city: 'Milano', province: 'mi' },
    })
    expect(address.status).toBe(201)
    expect((await json(address)).data).toMatchObject({ province: 'MI', is_default: true, country: 'IT' })
    const list = await json(await api.call('/account/addresses', { token }))
    expect(list.data).toHaveLength(1)

    expect((await api.call('/auth/logout', { method: 'POST', token })).status).toBe(204)
    expect((await api.call('/auth/user', { token })).status).toBe(401)
  })

  it('answers a second registration of the same address the same way, and tells the owner', async () => {
    const res = await api.call('/auth/register', {
      method: 'POST',
      json: { name: 'Altro', email, password: 'qualcosa-di-nuovo', terms: true },
    })
    expect(res.status).toBe(202)
    // In the owner's language (English, chosen at registration), not the request's.
    expect((await smtp.waitFor(email, (m) => m.subject === 'You already have an account')).text).toContain(
      '/en/forgot-password',
    )
    // The password did not change.
    expect((await login(email, 'porta-blindata')).status).toBe(200)
  })

  it('rejects bad registrations with translated field errors', async () => {
    const res = await api.call('/auth/register?locale=it', {
      method: 'POST',
      json: { name: 'x'.repeat(50), email: 'non-una-mail', password: 'corta', terms: false },
    })
    expect(res.status).toBe(422)
    expect((await json(res)).error.fields).toEqual({
      name: ['Il nome deve avere meno di 50 caratteri'],
      email: ['Inserisci un indirizzo e-mail valido'],
      password: ['Almeno 8 caratteri'],
      terms: ['Devi accettare i termini e le condizioni'],
    })
  })
})

describe('tokens', () => {
  it('refresh gives a new token and the old one stops working', async () => {
    const { access_token: old } = await json(await login('cliente@soglia.test', 'soglia-demo'))
    const res = await api.call('/auth/refresh', { method: 'POST', token: old })
    const { access_token: fresh } = await json(res)
    expect(fresh).not.toBe(old)
    expect((await api.call('/auth/user', { token: old })).status).toBe(401)
    expect((await api.call('/auth/user', { token: fresh })).status).toBe(200)
  })

  it('expires after a week unused, and slides forward when used', async () => {
    const { access_token: token } = await json(await login('reseller@soglia.test', 'soglia-demo'))
    clock.now = new Date(clock.now.getTime() + 6 * 86_400_000)
    expect((await api.call('/auth/user', { token })).status).toBe(200) // slides to +7 days from now
    clock.now = new Date(clock.now.getTime() + 6 * 86_400_000)
    expect((await api.call('/auth/user', { token })).status).toBe(200)
    clock.now = new Date(clock.now.getTime() + 8 * 86_400_000)
    expect((await api.call('/auth/user', { token })).status).toBe(401)
  })
})

describe('password reset', () => {
  it('always answers the same, e-mails only existing accounts, works once, and signs out everywhere', async () => {
    const other = await login('altro@soglia.test', 'soglia-demo')
    const oldToken = (await json(other)).access_token
    const unknown = await api.call('/auth/forgot-password', { method: 'POST', json: { email: 'nessuno@example.com' } })
    const known = await api.call('/auth/forgot-password', { method: 'POST', json: { email: 'altro@soglia.test' } })
    expect(unknown.status).toBe(202)
    expect(known.status).toBe(202)
    expect(await unknown.text()).toBe(await known.text())
    expect(smtp.received.some((m) => m.to.includes('nessuno@example.com'))).toBe(false)

    const link = linkIn(
      await smtp.waitFor('altro@soglia.test', (m) => m.subject === 'Reimposta la password'),
      '/reset-password',
    )
    const token = link.searchParams.get('token')!
    const reset = await api.call('/auth/reset-password', {
      method: 'POST',
      json: { token, password: 'nuova-password-2026' },
    })
    expect(reset.status).toBe(200)
    expect((await api.call('/auth/user', { token: oldToken })).status).toBe(401)
    expect((await login('altro@soglia.test', 'nuova-password-2026')).status).toBe(200)
    expect(
      (await smtp.waitFor('altro@soglia.test', (m) => m.subject === 'La tua password è stata cambiata')).text,
    ).toBeTruthy()
    const replay = await api.call('/auth/reset-password', {
      method: 'POST',
      json: { token, password: 'ancora-diversa' },
    })
    expect((await json(replay)).error.code).toBe('token_invalid')
  })

  it('says the link expired after 30 minutes', async () => {
    await api.call('/auth/forgot-password', { method: 'POST', json: { email: 'rivenditore@soglia.test' } })
    const link = linkIn(
      await smtp.waitFor('rivenditore@soglia.test', (m) => m.subject === 'Reimposta la password'),
      '/reset-password',
    )
    clock.now = new Date(clock.now.getTime() + 31 * 60_000)
    const res = await api.call('/auth/reset-password?locale=it', {
      method: 'POST',
      json: { token: link.searchParams.get('token'), password: 'troppo-tardi-ormai' },
    })
    expect(res.status).toBe(400)
    expect((await json(res)).error).toMatchObject({
      code: 'token_expired',
      message: 'Il link è scaduto. Richiedine uno nuovo.',
    })
  })
})

describe('sign-in throttling', () => {
  it('says the same for a wrong password and an unknown account', async () => {
    const wrong = await json(await login('cliente@soglia.test', 'sbagliata!', '198.51.100.1'))
    const unknown = await json(await login('sconosciuto@example.com', 'sbagliata!', '198.51.100.1'))
    expect(wrong.error).toEqual({ code: 'invalid_credentials', message: 'Email o password errati' })
    expect(unknown.error).toEqual(wrong.error)
  })

  it('slows guesses from one address with growing delays, never locking the owner out (issue 14)', async () => {
    const attacker = '198.51.100.10'
    for (let i = 0; i < 5; i++)
      expect((await login('rivenditore@soglia.test', `wrong-${i}-pass`, attacker)).status).toBe(401)
    const slowed = await login('rivenditore@soglia.test', 'wrong-5-pass', attacker)
    expect(slowed.status).toBe(429)
    const first = Number(slowed.headers.get('retry-after'))
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThanOrEqual(2)
    // The owner, from another address, signs in at once.
    expect((await login('rivenditore@soglia.test', 'soglia-demo', '198.51.100.99')).status).toBe(200)
    // The attacker's next allowed guess doubles the wait.
    clock.now = new Date(clock.now.getTime() + 3_000)
    expect((await login('rivenditore@soglia.test', 'wrong-6-pass', attacker)).status).toBe(401)
    const second = await login('rivenditore@soglia.test', 'wrong-7-pass', attacker)
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(first)
    clock.now = new Date(clock.now.getTime() + 16 * 60_000)
  })

  it('slows an address that tries many accounts', async () => {
    for (let i = 0; i < 20; i++) await login(`probe${i}@example.com`, 'whatever-pass', '192.0.2.50')
    expect((await login('cliente@soglia.test', 'soglia-demo', '192.0.2.50')).status).toBe(429)
    expect((await login('cliente@soglia.test', 'soglia-demo', '192.0.2.51')).status).toBe(200)
    clock.now = new Date(clock.now.getTime() + 16 * 60_000)
  })

  it('checks at most the allowed number of guesses under 100 concurrent ones (atomic counters)', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('cliente@soglia.test', `guess-${i}-pass`, '203.0.113.77')),
    )
    const checked = results.filter((r) => r.status === 401).length
    expect(checked).toBe(5)
    expect(results.filter((r) => r.status === 429).length).toBe(95)
    clock.now = new Date(clock.now.getTime() + 16 * 60_000)
  })
})
