import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscribers } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { linkIn, startSmtpSink } from '~/test/smtp-sink'

// Double opt-in through the real API, with the confirmation e-mail over real SMTP (a local sink).
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
const subscribe = (body: unknown, locale = 'it') =>
  api.call(`/newsletter/subscribe?locale=${locale}`, { method: 'POST', json: body })
const confirm = (token: string, locale = 'it') =>
  api.call(`/newsletter/confirm?locale=${locale}`, { method: 'POST', json: { token } })
const rowsFor = (email: string) =>
  database.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email))
const tokenOf = (mail: Parameters<typeof linkIn>[0]) => linkIn(mail, '/newsletter/confirm/').pathname.split('/').pop()!

describe('subscribe → e-mail → confirm', () => {
  const email = 'mario.rossi@example.it'

  it('answers 200, stores a pending row and e-mails a confirmation link', async () => {
    const res = await subscribe({ email, terms: true })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ data: { subscribed: true } })

    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe("Conferma l'iscrizione alla newsletter di Soglia")
    expect(mail.text).toMatch(/^Ciao,\n/)
    expect(mail.text).toContain("Conferma l'iscrizione: http://shop.test/newsletter/confirm/")
    expect(mail.html).toContain('<a href="http://shop.test/newsletter/confirm/')
    const token = tokenOf(mail)
    expect(token).toMatch(/^[\w-]{40,}$/)

    const [row] = await rowsFor(email)
    expect(row).toMatchObject({ status: 'pending', locale: 'it', confirmedAt: null })
    // Only the token's hash is kept.
    expect(row!.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'))
  })

  it('confirms with the link, once', async () => {
    const token = tokenOf(await smtp.waitFor(email))
    const ok = await confirm(token)
    expect(ok.status).toBe(200)
    expect(await json(ok)).toEqual({ data: { confirmed: true } })
    const [row] = await rowsFor(email)
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
    expect(row!.confirmedAt?.toISOString()).toBe('2026-11-22T10:00:00.000Z')

    const again = await confirm(token, 'en')
    expect(again.status).toBe(400)
    expect((await json(again)).error).toMatchObject({
      code: 'token_invalid',
      message: 'This link is not valid or has already been used.',
    })
  })

  it('a repeated address (any case) is not an error and never a second row; confirmed ones get no more e-mail', async () => {
    const before = mailsTo(email).length
    const res = await subscribe({ email: '  Mario.Rossi@EXAMPLE.it ', terms: true })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ data: { subscribed: true } })
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.status).toBe('confirmed')
    expect(mailsTo(email)).toHaveLength(before)
  })

  it('an unknown or malformed token is refused', async () => {
    expect((await confirm('x'.repeat(43))).status).toBe(400)
    expect((await confirm('short')).status).toBe(422)
  })
})

describe('pending addresses', () => {
  it('asking again sends a new link in the chosen language; the old link stops working', async () => {
    const email = 'anna.bianchi@example.com'
    await subscribe({ email, terms: true })
    const first = tokenOf(await smtp.waitFor(email))
    const res = await subscribe({ email: 'Anna.Bianchi@example.com', terms: true, locale: 'en' })
    expect(res.status).toBe(200)
    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Confirm'))
    expect(mail.subject).toBe('Confirm your subscription to the Soglia newsletter')
    expect(mail.text).toMatch(/^Hello,\n/)
    expect(linkIn(mail, '/newsletter/confirm/').pathname).toMatch(/^\/en\/newsletter\/confirm\/[\w-]{40,}$/)
    const second = tokenOf(mail)
    expect(second).not.toBe(first)
    expect(await rowsFor(email)).toHaveLength(1)

    expect((await confirm(first)).status).toBe(400)
    expect((await confirm(second)).status).toBe(200)
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'confirmed', locale: 'en' })
  })

  it('sends at most 3 confirmation e-mails per address every 15 minutes; the last link keeps working', async () => {
    const email = 'luca.verdi@example.org'
    for (let i = 0; i < 5; i++) expect((await subscribe({ email, terms: true })).status).toBe(200)
    expect(mailsTo(email)).toHaveLength(3)
    const last = tokenOf(mailsTo(email).at(-1)!)
    expect(await rowsFor(email)).toHaveLength(1)

    clock.now = new Date(clock.now.getTime() + 16 * 60_000)
    await subscribe({ email, terms: true })
    expect(mailsTo(email)).toHaveLength(4)
    expect((await confirm(last)).status).toBe(400) // replaced by the fourth
    expect((await confirm(tokenOf(mailsTo(email).at(-1)!))).status).toBe(200)
  })

  it('the throttled request leaves the link already sent working', async () => {
    const email = 'sara.neri@example.net'
    for (let i = 0; i < 4; i++) await subscribe({ email, terms: true })
    expect(mailsTo(email)).toHaveLength(3)
    expect((await confirm(tokenOf(mailsTo(email).at(-1)!))).status).toBe(200)
  })
})

describe('validation (spec §5)', () => {
  const fieldsOf = async (body: unknown, locale = 'it') => {
    const res = await subscribe(body, locale)
    expect(res.status).toBe(422)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    return error.fields as Record<string, string[]>
  }

  it('a bad e-mail or terms not accepted → 422 with the newsletter’s messages, translated', async () => {
    expect(await fieldsOf({ email: 'mario@example.c', terms: false })).toEqual({
      email: ['Indirizzo e-mail non valido'],
      terms: ['Devi accettare i termini e le condizioni'],
    })
    expect(await fieldsOf({ email: '', terms: true })).toEqual({ email: ['Questo campo è obbligatorio'] })
    expect(await fieldsOf({ terms: true }, 'en')).toEqual({ email: ['This field is required'] })
    expect(await fieldsOf({ email: 'mario@example.museum' }, 'en')).toEqual({
      email: ['Invalid email address'],
      terms: ['You must accept the terms and conditions'],
    })
    expect(await fieldsOf({ email: 'mario@example.it', terms: false }, 'de')).toEqual({
      terms: ['Sie müssen die Bedingungen akzeptieren'],
    })
  })

  it('stores nothing and sends nothing for a refused request', async () => {
    await fieldsOf({ email: 'rifiutato@example.it', terms: false })
    expect(await rowsFor('rifiutato@example.it')).toHaveLength(0)
    expect(mailsTo('rifiutato@example.it')).toHaveLength(0)
  })
})
