import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { linkIn, startSmtpSink } from '~/test/smtp-sink'

// Issue 16: the newsletter switch of the account, through the real API with the confirmation
// e-mail over real SMTP — the same double opt-in as the footer box, on the account's address.
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let api: ReturnType<typeof createTestApi>

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpSink()])
  api = createTestApi(database.db, { smtpUrl: smtp.url })
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})

const json = async (res: Response) => (await res.json()) as Record<string, any>
const signIn = async (email: string) =>
  (await json(await api.call('/auth/login', { method: 'POST', json: { email, password: 'soglia-demo' } })))
    .access_token as string
const status = async (token: string) => (await json(await api.call('/account/newsletter', { token }))).data
const set = (token: string, subscribed: boolean) =>
  api.call('/account/newsletter', { method: 'PUT', token, json: { subscribed } })

describe('the account’s newsletter switch', () => {
  const email = 'reseller@soglia.test'
  let token: string
  beforeAll(async () => {
    token = await signIn(email)
  })

  it('starts unsubscribed, and subscribing waits for the e-mailed link (double opt-in)', async () => {
    expect(await status(token)).toEqual({ email, status: 'none' })
    const res = await set(token, true)
    expect(res.status).toBe(200)
    expect((await json(res)).data).toEqual({ email, status: 'pending' })
    const mail = await smtp.waitFor(email, (m) => m.text.includes('/newsletter/confirm/'))
    const confirm = linkIn(mail, '/newsletter/confirm/').pathname.split('/').pop()!
    expect(await status(token)).toMatchObject({ status: 'pending' })
    expect((await api.call('/newsletter/confirm', { method: 'POST', json: { token: confirm } })).status).toBe(200)
    expect(await status(token)).toMatchObject({ status: 'confirmed' })
    // Subscribing again changes nothing and sends nothing.
    const before = smtp.received.length
    expect((await json(await set(token, true))).data.status).toBe('confirmed')
    expect(smtp.received.length).toBe(before)
  })

  it('unsubscribes at once, and a pending link stops working', async () => {
    expect((await json(await set(token, false))).data).toEqual({ email, status: 'unsubscribed' })
    expect((await json(await set(token, true))).data.status).toBe('pending')
    const links = smtp.received.filter((m) => m.to.includes(email) && m.text.includes('/newsletter/confirm/'))
    const pending = linkIn(links.at(-1)!, '/newsletter/confirm/').pathname.split('/').pop()!
    expect((await json(await set(token, false))).data.status).toBe('unsubscribed')
    expect((await api.call('/newsletter/confirm', { method: 'POST', json: { token: pending } })).status).toBe(400)
    expect(await status(token)).toMatchObject({ status: 'unsubscribed' })
  })

  it('is the caller’s own address only, and needs a session', async () => {
    const other = await signIn('cliente@soglia.test')
    expect(await status(other)).toEqual({ email: 'cliente@soglia.test', status: 'none' })
    expect((await api.call('/account/newsletter')).status).toBe(401)
    expect((await api.call('/account/newsletter', { method: 'PUT', json: { subscribed: true } })).status).toBe(401)
    expect(
      (await api.call('/account/newsletter', { method: 'PUT', token: other, json: { subscribed: 'yes' } })).status,
    ).toBe(422)
    expect(
      (
        await api.call('/account/newsletter', {
          method: 'PUT',
          token: other,
          json: { subscribed: true, email: 'altro@example.com' },
        })
      ).status,
    ).toBe(422)
  })
})
