import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orderLines, orders, productTranslations, products, users } from '~/db/schema'
import { formatCents } from '~/lib/format/money'
import { json, seededApi } from '~/test/seeded-api'
import { clientDocument } from './retailer-quote-pdf'
import { clientUnit } from './retailer-quotes.server'
import type { RetailerQuote } from './retailer-quote.schemas'

// A retailer's quotes to its own clients (decision 111) on the real database: lines priced at
// the retailer's tier, the markup on top in integer cents, nothing of the cost in what the
// client gets, the accepted quote ordered from the shop at the retailer's price, and nobody
// else — another retailer, a customer, a reseller — reaching any of it.
const { db, api, signIn, get, send } = seededApi()
const fetchRaw = (path: string, token: string, bytes: Uint8Array) =>
  api().call(path, {
    method: 'POST',
    token,
    body: Buffer.from(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  })

let retailer: string
let otherRetailer: string
let customer: string
let reseller: string
let handle: { slug: string; variant_ids: number[]; cost: number }

const body = (markup = 25, extra: object = {}) => ({
  client: { name: 'Bruno Bianchi', email: 'bruno.bianchi@example.com', address: 'Via Verdi 3\n20121 Milano' },
  markup_percent: markup,
  lines: [
    { slug: handle.slug, quantity: 3, variant_ids: handle.variant_ids },
    { slug: handle.slug, quantity: 1, variant_ids: handle.variant_ids, markup_percent: 40 },
  ],
  ...extra,
})

beforeAll(async () => {
  retailer = await signIn('rivenditore@soglia.test')
  customer = await signIn('cliente@soglia.test')
  reseller = await signIn('reseller@soglia.test')
  // A second retailer, with the demo password, to show one retailer never reaches another's.
  const [demo] = await db().select().from(users).where(eq(users.email, 'rivenditore@soglia.test'))
  await db().insert(users).values({
    name: 'Altro Rivenditore',
    email: 'altro.rivenditore@soglia.test',
    role: 'retailer',
    passwordHash: demo!.passwordHash,
    emailVerifiedAt: new Date(),
  })
  otherRetailer = await signIn('altro.rivenditore@soglia.test')
  const [p] = await db()
    .select({ slug: productTranslations.slug })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.sku, 'MA-LEV-TON'), eq(productTranslations.locale, 'it')))
  const product = (await json(await get(`/products/${p!.slug}`))).data
  const variant_ids = (product.variant_groups as Array<{ required: boolean; variants: Array<{ id: number }> }>)
    .filter((g) => g.required)
    .map((g) => g.variants[0]!.id)
  // The retailer's cost is what the checkout charges the retailer for the same line.
  const cart = (
    await json(await send('POST', '/cart/quote', retailer, { lines: [{ slug: p!.slug, quantity: 1, variant_ids }] }))
  ).data
  handle = { slug: p!.slug, variant_ids, cost: cart.lines[0].unit_price }
})

describe('a retailer quotes its own client', () => {
  it('prices the lines at its tier, adds the markup per line or overall, in integer cents', async () => {
    const res = await send('POST', '/account/quotes', retailer, body())
    expect(res.status).toBe(201)
    const { data } = (await json(res)) as { data: RetailerQuote }
    expect(data).toMatchObject({ status: 'draft', number: null, markup_percent: 25, client: { name: 'Bruno Bianchi' } })
    const overall = clientUnit(handle.cost, 25)
    const own = clientUnit(handle.cost, 40)
    expect(data.lines.map((l) => [l.cost_cents, l.markup_percent, l.client_unit_cents, l.client_line_cents])).toEqual([
      [handle.cost, null, overall, overall * 3],
      [handle.cost, 40, own, own],
    ])
    expect(overall).toBe(handle.cost + Math.floor((handle.cost * 25 + 50) / 100))
    expect(data.cost_cents).toBe(handle.cost * 4)
    expect(data.client_cents).toBe(overall * 3 + own)
    for (const n of [data.cost_cents, data.client_cents, ...data.lines.map((l) => l.client_unit_cents)])
      expect(Number.isInteger(n)).toBe(true)
    expect((await json(await get('/account/quotes', retailer))).data.map((q: RetailerQuote) => q.id)).toContain(data.id)
  })

  it('answers bad input with field errors, never a 500', async () => {
    const bad = await send('POST', '/account/quotes', retailer, {
      client: { name: '', email: 'no' },
      markup_percent: 1.5,
      lines: [],
    })
    expect(bad.status).toBe(422)
    const { error } = await json(bad)
    expect(Object.keys(error.fields).sort()).toEqual(['client.email', 'client.name', 'lines', 'markup_percent'])
    const unknown = await json(
      await send(
        'POST',
        '/account/quotes',
        retailer,
        body(10, { lines: [{ slug: 'non-esiste-davvero', quantity: 1 }] }),
      ),
    )
    expect(Object.keys(unknown.error.fields)).toEqual(['lines.0'])
  })

  it('is the retailer’s alone: another retailer gets 404, other roles 403', async () => {
    const { data } = await json(await send('POST', '/account/quotes', retailer, body()))
    for (const path of [`/account/quotes/${data.id}`, `/account/quotes/${data.id}/pdf`])
      expect((await get(path, otherRetailer)).status).toBe(404)
    expect((await send('POST', `/account/quotes/${data.id}/send`, otherRetailer)).status).toBe(404)
    expect((await send('PUT', `/account/quotes/${data.id}`, otherRetailer, body())).status).toBe(404)
    expect((await json(await get('/account/quotes', otherRetailer))).data).toEqual([])
    for (const token of [customer, reseller]) {
      expect((await get('/account/quotes', token)).status).toBe(403)
      expect((await get(`/account/quotes/${data.id}`, token)).status).toBe(403)
      expect((await send('POST', '/account/quotes', token, body())).status).toBe(403)
    }
    expect((await get('/account/quotes')).status).toBe(401)
  })
})

describe('sending to the client', () => {
  it('e-mails the client its prices and the retailer’s name — never the cost', async () => {
    await send('PUT', '/account/branding', retailer, {
      business_name: 'Serramenti Rossi Srl',
      vat_number: 'IT01234567890',
      address: 'Via Roma 1\n00184 Roma',
      phone: '06 555 1234',
      email: 'info@serramentirossi.it',
    })
    const { data: draft } = await json(
      await send(
        'POST',
        '/account/quotes',
        retailer,
        body(30, { client: { name: 'Carla Client', email: 'carla.client@example.com', address: null } }),
      ),
    )
    const res = await send('POST', `/account/quotes/${draft.id}/send`, retailer)
    expect(res.status).toBe(200)
    const { data } = (await json(res)) as { data: RetailerQuote }
    expect(data.status).toBe('sent')
    expect(data.number).toMatch(/^R\d{4}-0001$/)
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'carla.client@example.com'))
    expect(mail!.template).toBe('retailer_quote_sent')
    const text = `${mail!.subject}\n${mail!.text}\n${mail!.html}`
    expect(text).toContain('Serramenti Rossi Srl')
    expect(text).toContain(formatCents(data.client_cents, 'it'))
    for (const cost of [data.cost_cents, ...data.lines.map((l) => l.cost_cents)])
      expect(text).not.toContain(formatCents(cost, 'it'))

    // The PDF is built from this document: the client's prices, the cost nowhere in it.
    const doc = clientDocument(data)
    expect(doc.total).toBe(data.client_cents)
    expect(doc.lines.map((l) => l.unit_price)).toEqual(data.lines.map((l) => l.client_unit_cents))
    const printed = JSON.stringify(doc)
    for (const cost of new Set(data.lines.map((l) => l.cost_cents)))
      expect(printed).not.toMatch(new RegExp(`\\b${cost}\\b`))
    expect(printed).not.toContain('cost')
    const pdf = await get(`/account/quotes/${data.id}/pdf`, retailer)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('takes a PNG logo for the letterhead and refuses anything else', async () => {
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    )
    const up = await fetchRaw('/account/branding/logo', retailer, png)
    expect(up.status).toBe(200)
    expect((await up.json()).data.has_logo).toBe(true)
    const bad = await fetchRaw('/account/branding/logo', retailer, new TextEncoder().encode('<html>not a logo</html>'))
    expect(bad.status).toBe(415)
    expect((await fetchRaw('/account/branding/logo', customer, png)).status).toBe(403)
  })
})

describe('the accepted quote becomes an order from the shop', () => {
  it('orders the quote’s lines at the retailer’s price, not the client’s', async () => {
    const { data: draft } = await json(await send('POST', '/account/quotes', retailer, body(50)))
    expect((await send('POST', `/account/quotes/${draft.id}/order`, retailer, orderBody())).status).toBe(409)
    await send('POST', `/account/quotes/${draft.id}/send`, retailer)
    expect(
      (await json(await send('POST', `/account/quotes/${draft.id}/decision`, retailer, { status: 'accepted' }))).data
        .status,
    ).toBe('accepted')
    const res = await send('POST', `/account/quotes/${draft.id}/order`, retailer, orderBody())
    const answer = await json(res)
    expect(res.status, JSON.stringify(answer)).toBe(201)
    expect(answer.data.status).toBe('ordered')
    const [order] = await db().select().from(orders).where(eq(orders.id, answer.data.order_id))
    expect(order!.total).toBe(draft.cost_cents)
    expect(order!.customerReference).toBe(answer.data.number)
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(lines.map((l) => l.unitPrice)).toEqual([handle.cost, handle.cost])
    expect(lines.reduce((n, l) => n + l.lineTotal, 0)).toBe(draft.cost_cents)
    expect(draft.client_cents).toBeGreaterThan(draft.cost_cents)
    // Once ordered: no second order, no more edits.
    expect((await send('POST', `/account/quotes/${draft.id}/order`, retailer, orderBody())).status).toBe(409)
    expect((await send('PUT', `/account/quotes/${draft.id}`, retailer, body())).status).toBe(409)
  })

  it('records a declined quote, which cannot be ordered', async () => {
    const { data: draft } = await json(await send('POST', '/account/quotes', retailer, body()))
    expect((await send('POST', `/account/quotes/${draft.id}/decision`, retailer, { status: 'declined' })).status).toBe(
      409,
    )
    await send('POST', `/account/quotes/${draft.id}/send`, retailer)
    expect(
      (await json(await send('POST', `/account/quotes/${draft.id}/decision`, retailer, { status: 'declined' }))).data
        .status,
    ).toBe('declined')
    expect((await send('POST', `/account/quotes/${draft.id}/order`, retailer, orderBody())).status).toBe(409)
  })
})

const orderBody = () => ({
  delivery: { type: 'pickup' },
  shipping_option_id: null,
  billing: { document: 'receipt' },
  payment_method: 'bank_transfer',
  acknowledgements: { terms: true },
})
