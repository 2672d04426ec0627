import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { emailOutbox, quoteRequests } from '~/db/schema'
import { romeYear } from '~/domains/orders/order-number.server'
import { json, seededApi } from '~/test/seeded-api'

// Quote and visit requests (issue 44, decision 097) on the real database: a visitor asks with
// photos, the request is numbered and acknowledged by e-mail; bad input gets structured 4xx;
// spam is held back; a customer sees only its own; the shop moves it along the machine.
vi.hoisted(() => {
  process.env.DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/soglia-quotes-${process.pid}-${Date.now()}`
})
const { db, api, signIn, get, send } = seededApi()

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#387e84' } })
    .png()
    .toBuffer()
const jpeg = () =>
  sharp({ create: { width: 48, height: 64, channels: 3, background: '#a05a2c' } })
    .jpeg()
    .toBuffer()
const upload = (bytes: Uint8Array, ip = '198.51.100.1') =>
  api().call('/quote-requests/photos', {
    method: 'POST',
    body: new Blob([new Uint8Array(bytes)]),
    headers: { 'content-type': 'application/octet-stream' },
    ip,
  })

let serial = 0
const request = (over: Record<string, unknown> = {}) => ({
  kinds: ['windows', 'shutters'],
  openings: 4,
  address: { street: 'Via Cavour 10', postcode: '00184', city: 'Roma', province: 'RM' },
  time_windows: ['mon_morning', 'sat_afternoon'],
  name: 'Giulia Conti',
  email: `giulia-${++serial}@example.com`,
  phone: '+39 06 1234567',
  note: 'Quarto piano, con ascensore.',
  privacy: true,
  ...over,
})
const ask = (body: unknown, token?: string, ip = `198.51.100.${10 + serial}`, locale = 'it') =>
  api().call(`/quote-requests?locale=${locale}`, { method: 'POST', json: body, token, ip })

describe('a visitor asks for a visit', () => {
  it('uploads two photos, gets a number and an e-mail; the shop sees everything, photos included', async () => {
    const a = await json(await upload(await png()))
    const b = await json(await upload(await jpeg()))
    expect(a.data).toMatchObject({ mime: 'image/png', width: 64, height: 48 })
    expect(b.data.mime).toBe('image/jpeg')
    const body = request({ photos: [a.data.token, b.data.token], items: [] })
    const res = await ask(body)
    expect(res.status).toBe(201)
    const { data } = await json(res)
    expect(data).toEqual({ number: `P${romeYear(new Date())}-0001`, status: 'requested' })
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, body.email as string))
    expect(mail).toMatchObject({ template: 'quote_received', locale: 'it' })
    expect(mail!.subject).toContain(data.number)
    expect(mail!.text).toContain('Foto ricevute: 2')

    const admin = await signIn('admin@soglia.test')
    const list = await json(await get('/admin/quote-requests?q=giulia-1', admin))
    expect(list.meta.total).toBe(1)
    const row = list.data[0]
    expect(row).toMatchObject({
      number: data.number,
      status: 'requested',
      kinds: ['windows', 'shutters'],
      openings: 4,
      email: body.email,
      user_id: null,
      allowed_events: ['quote.plan_visit', 'quote.decline'],
    })
    expect(row.photos).toHaveLength(2)
    const photo = await get(`/admin/quote-requests/${row.id}/photos/${row.photos[0].id}`, admin)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect((await get(`/admin/quote-requests/${row.id}/photos/${row.photos[0].id}`)).status).toBe(401)
    // A photo already sent with a request cannot be claimed again.
    const again = await json(await ask(request({ photos: [a.data.token] })))
    expect(again.error.fields.photos).toEqual(['Una delle foto non è più disponibile: caricala di nuovo.'])
  })

  it('numbers the year’s requests without holes: a refused one takes no number', async () => {
    expect(
      (await ask(request({ address: { street: 'Via Po 1', postcode: '00184', city: 'Roma', province: 'TO' } }))).status,
    ).toBe(422)
    const { data } = await json(await ask(request()))
    expect(data.number).toBe(`P${romeYear(new Date())}-0002`)
  })
})

describe('bad input', () => {
  it('answers structured, translated field errors (the CAP against the province)', async () => {
    const res = await ask(request({ kinds: [], openings: 0, time_windows: [], privacy: false }))
    expect(res.status).toBe(422)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fields).sort()).toEqual(['kinds', 'openings', 'privacy', 'time_windows'])
    const cap = await json(
      await ask(
        request({ address: { street: 'Via Po 1', postcode: '10121', city: 'Torino', province: 'RM' } }),
        undefined,
        '198.51.100.200',
        'en',
      ),
    )
    expect(cap.error.fields['address.postcode'][0]).toMatch(/10121/)
    const product = await json(await ask(request({ items: [{ product_slug: 'non-esiste-davvero' }] })))
    expect(product.error.fields['items.0.product_slug']).toEqual(['Questo prodotto non è più in catalogo.'])
  })

  it('refuses what is not a JPEG, PNG or WebP photo, and more than six', async () => {
    const gif = await upload(new TextEncoder().encode('GIF89a……'))
    expect(gif.status).toBe(415)
    expect((await json(gif)).error.code).toBe('unsupported_media_type')
    const svg = await upload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    expect(svg.status).toBe(415)
    const tokens = Array.from({ length: 7 }, (_, i) => `token-${i}-abcdefghijklmnopqrst`)
    expect((await json(await ask(request({ photos: tokens })))).error.fields.photos).toEqual(['Al massimo 6 foto.'])
  })
})

describe('spam is held back', () => {
  it('answers a filled honeypot as accepted and keeps nothing', async () => {
    const body = request({ website: 'http://spam.example' })
    const res = await ask(body)
    expect(res.status).toBe(201)
    expect((await json(res)).data).toEqual({ number: null, status: 'requested' })
    expect(
      await db()
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.email, body.email as string)),
    ).toEqual([])
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, body.email as string)),
    ).toEqual([])
  })

  it('limits requests per e-mail address and per network address', async () => {
    const email = 'insistente@example.com'
    // A refused CAP is not counted: the visitor corrects it and is not held back.
    const wrongCap = { street: 'Via Po 1', postcode: '10121', city: 'Torino', province: 'RM' }
    expect((await ask(request({ email, address: wrongCap }), undefined, '203.0.113.98')).status).toBe(422)
    for (let i = 0; i < 3; i++)
      expect((await ask(request({ email }), undefined, `203.0.113.${50 + i}`)).status).toBe(201)
    const fourth = await ask(request({ email }), undefined, '203.0.113.99')
    expect(fourth.status).toBe(429)
    expect((await json(fourth)).error.message).toMatch(/quarto d'ora/)
    const ip = '203.0.113.120'
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await ask(request(), undefined, ip)).status)
    expect(answers.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(answers[10]).toBe(429)
  })
})

describe('a customer sees only its own requests', () => {
  it('keeps a signed-in customer’s request with the account', async () => {
    const user = await signIn('cliente@soglia.test')
    const other = await signIn('altro@soglia.test')
    const { data } = await json(await ask(request({ email: 'cliente@soglia.test' }), user))
    const own = await json(await get('/account/quote-requests', user))
    expect(own.data.map((r: { number: string }) => r.number)).toEqual([data.number])
    expect(own.data[0]).not.toHaveProperty('email')
    expect((await json(await get('/account/quote-requests', other))).data).toEqual([])
    expect((await get('/account/quote-requests')).status).toBe(401)
    expect((await get('/admin/quote-requests', user)).status).toBe(403)
  })
})

describe('the shop moves a request along the machine', () => {
  it('plans the visit, measures, quotes, and links the account on acceptance', async () => {
    const admin = await signIn('admin@soglia.test')
    await ask(request({ email: 'reseller@soglia.test' }))
    const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.email, 'reseller@soglia.test'))
    const move = (body: unknown) => send('POST', `/admin/quote-requests/${row!.id}/events`, admin, body)
    const refused = await move({ type: 'quote.measure' })
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.code).toBe('invalid_transition')
    expect((await move({ type: 'quote.plan_visit', visit_at: 'domani' })).status).toBe(422)
    const backwards = await move({
      type: 'quote.plan_visit',
      visit_at: '2026-12-15T09:30:00+01:00',
      visit_until: '2026-12-15T08:00:00+01:00',
    })
    expect((await json(backwards)).error.fields.visit_until).toEqual([
      "La fine della fascia oraria deve seguire l'inizio.",
    ])
    const planned = await json(
      await move({
        type: 'quote.plan_visit',
        visit_at: '2026-12-15T09:30:00+01:00',
        visit_until: '2026-12-15T11:30:00+01:00',
        technician: 'Marco Rossi',
      }),
    )
    expect(planned.data).toMatchObject({
      status: 'visit_planned',
      visit_at: '2026-12-15T08:30:00.000Z',
      visit_until: '2026-12-15T10:30:00.000Z',
      technician: 'Marco Rossi',
      allowed_events: ['quote.plan_visit', 'quote.measure', 'quote.decline'],
    })
    // The visit is e-mailed with its calendar invitation (the .ics itself: visit-invitation.test.ts).
    const visitMail = (await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'reseller@soglia.test'))).find(
      (x) => x.template === 'visit_planned',
    )
    expect(visitMail!.subject).toContain(row!.number)
    expect(visitMail!.text).toContain('Marco Rossi')
    expect((await move({ type: 'quote.measure', measures: [{ width_mm: 10, height_mm: 2100 }] })).status).toBe(422)
    const measured = await json(
      await move({
        type: 'quote.measure',
        measures: [
          { width_mm: 900, height_mm: 2100, wall_mm: 300, side: 'left', note: 'Soglia da rifare' },
          { width_mm: 1200, height_mm: 1400 },
        ],
      }),
    )
    expect(measured.data).toMatchObject({
      status: 'measured',
      measures: [
        { width_mm: 900, height_mm: 2100, wall_mm: 300, side: 'left', note: 'Soglia da rifare' },
        { width_mm: 1200, height_mm: 1400, wall_mm: null, side: null, note: null },
      ],
    })
    // The amount is the server's sum of the quote's lines (decision 106), never one sent.
    expect((await move({ type: 'quote.send_quote', cents: 185_000 })).status).toBe(422)
    await send('PUT', `/admin/quote-requests/${row!.id}/quote`, admin, {
      lines: [{ kind: 'free', description: 'Fornitura e posa', quantity: 1, unit_cents: 185_000, vat_rate: 10 }],
      expires_on: '2099-12-31',
    })
    expect((await json(await move({ type: 'quote.send_quote' }))).data).toMatchObject({
      status: 'quoted',
      quote_cents: 185_000,
    })
    const accepted = await json(await move({ type: 'quote.accept' }))
    expect(accepted.data).toMatchObject({ status: 'accepted', allowed_events: [] })
    expect(accepted.data.user_id).toEqual(expect.any(Number))
    expect((await move({ type: 'quote.decline' })).status).toBe(409)
    expect((await send('POST', '/admin/quote-requests/999999/events', admin, { type: 'quote.measure' })).status).toBe(
      404,
    )
  })
})
