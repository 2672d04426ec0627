import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscribers, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'

// Subscribers who consented outside the site (issue 43 p7, decision 104): added by hand or from a
// CSV, stored confirmed with the source and day; an address that unsubscribed is never put back.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let token: string

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'admin@soglia.test'`)
  token = (await createSession(database.db, admin!.id, new Date(), { ip: null, userAgent: 'test' })).token
})
afterAll(() => database?.close())

const json = async (res: Response) => (await res.json()) as Record<string, any>
const post = (path: string, body: unknown) => api.call(path, { method: 'POST', json: body, token })
const rowOf = async (email: string) =>
  (
    await database.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
  )[0]

describe('adding a subscriber by hand', () => {
  it('stores the address confirmed, with the consent source and day', async () => {
    const res = await post('/admin/newsletter/subscribers', {
      email: 'Carta.Rossi@Example.it',
      locale: 'de',
      consent_source: 'modulo cartaceo',
      consent_at: '2026-03-02',
    })
    expect(res.status).toBe(201)
    expect((await json(res)).data).toMatchObject({
      email: 'carta.rossi@example.it',
      status: 'confirmed',
      locale: 'de',
      consent_source: 'modulo cartaceo',
      consent_at: '2026-03-02',
    })
    const row = await rowOf('carta.rossi@example.it')
    expect(row).toMatchObject({ status: 'confirmed', consentSource: 'modulo cartaceo' })
    expect(row!.unsubscribeToken).toBeTruthy()
  })

  it('refuses a known address (409), an unsubscribed one, a bad e-mail or a future day (422), translated', async () => {
    const again = await post('/admin/newsletter/subscribers', {
      email: 'carta.rossi@example.it',
      locale: 'it',
      consent_source: 'fiera',
      consent_at: '2026-03-02',
    })
    expect(again.status).toBe(409)
    expect((await json(again)).error.fields.email).toEqual(['Questo indirizzo è già nella lista'])
    await database.db
      .insert(newsletterSubscribers)
      .values({ email: 'andato.via@example.it', status: 'unsubscribed', unsubscribedAt: new Date() })
    const gone = await api.call('/admin/newsletter/subscribers?locale=en', {
      method: 'POST',
      token,
      json: { email: 'andato.via@example.it', locale: 'it', consent_source: 'fiera', consent_at: '2026-03-02' },
    })
    expect(gone.status).toBe(409)
    expect((await json(gone)).error.fields.email[0]).toMatch(/only its owner can subscribe again/)
    expect((await rowOf('andato.via@example.it'))!.status).toBe('unsubscribed')
    const bad = await post('/admin/newsletter/subscribers', {
      email: 'not-an-address',
      locale: 'it',
      consent_source: 'fiera',
      consent_at: '2026-03-02',
    })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields)).toEqual(['email'])
    const future = await post('/admin/newsletter/subscribers', {
      email: 'futuro@example.it',
      locale: 'it',
      consent_source: 'fiera',
      consent_at: '2999-01-01',
    })
    expect(future.status).toBe(422)
    expect(Object.keys((await json(future)).error.fields)).toEqual(['consent_at'])
  })

  it('is for administrators only', async () => {
    expect(
      (
        await api.call('/admin/newsletter/subscribers', {
          method: 'POST',
          json: { email: 'x@example.it', locale: 'it', consent_source: 'fiera', consent_at: '2026-03-02' },
        })
      ).status,
    ).toBe(401)
  })
})

describe('importing a CSV', () => {
  const csv = [
    'email;lingua;fonte;data',
    'fiera.uno@example.it;it;fiera;2026-04-10',
    'FIERA.UNO@example.it;it;fiera;2026-04-10',
    'fiera.due@example.it;en;negozio;11/04/2026',
    'carta.rossi@example.it;it;fiera;2026-04-10',
    'andato.via@example.it;it;fiera;2026-04-10',
    'non valida;it;fiera;2026-04-10',
    'lingua@example.it;xx;fiera;2026-04-10',
    'senzafonte@example.it;it;;2026-04-10',
    'data@example.it;it;fiera;31/02/2026',
  ].join('\r\n')

  it('previews what would be added, skipped and refused, with reasons, writing nothing', async () => {
    const res = await post('/admin/newsletter/subscribers/import', { csv })
    expect(res.status).toBe(200)
    const { data } = await json(res)
    expect(data).toMatchObject({ committed: false, added: 2, skipped: 2, refused: 5 })
    expect(data.rows.map((r: any) => [r.line, r.outcome, r.reason])).toEqual([
      [1, 'add', 'ok'],
      [2, 'skip', 'duplicate'],
      [3, 'add', 'ok'],
      [4, 'skip', 'already_subscribed'],
      [5, 'refuse', 'unsubscribed'],
      [6, 'refuse', 'invalid_email'],
      [7, 'refuse', 'invalid_locale'],
      [8, 'refuse', 'invalid_source'],
      [9, 'refuse', 'invalid_date'],
    ])
    expect(await rowOf('fiera.uno@example.it')).toBeUndefined()
  })

  it('adds the rows on commit, and never resubscribes an address that unsubscribed', async () => {
    const { data } = await json(await post('/admin/newsletter/subscribers/import', { csv, commit: true }))
    expect(data).toMatchObject({ committed: true, added: 2 })
    expect(await rowOf('fiera.due@example.it')).toMatchObject({
      status: 'confirmed',
      locale: 'en',
      consentSource: 'negozio',
    })
    expect((await rowOf('fiera.due@example.it'))!.consentAt!.toISOString().slice(0, 10)).toBe('2026-04-11')
    expect((await rowOf('andato.via@example.it'))!.status).toBe('unsubscribed')
    // The same file again adds nobody.
    expect((await json(await post('/admin/newsletter/subscribers/import', { csv, commit: true }))).data.added).toBe(0)
  })

  it('bounds the file: more than 5,000 rows → 422 on `csv`, never a 500', async () => {
    const big = Array.from({ length: 5001 }, (_, i) => `r${i}@example.it,it,fiera,2026-04-10`).join('\n')
    const res = await post('/admin/newsletter/subscribers/import', { csv: big })
    expect(res.status).toBe(422)
    expect((await json(res)).error.fields.csv).toEqual(['Al massimo 5000 righe per file'])
  })

  it('lists the consent source and day for the CSV export', async () => {
    const list = await json(await api.call('/admin/newsletter/subscribers?q=fiera.due', { token }))
    expect(list.data).toEqual([
      expect.objectContaining({
        email: 'fiera.due@example.it',
        status: 'confirmed',
        locale: 'en',
        consent_source: 'negozio',
        consent_at: '2026-04-11',
      }),
    ])
  })
})
