import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orderLines, orders, productTranslations, products, quoteRequests } from '~/db/schema'
import { configurationToCart } from '~/domains/configurator/cart-configuration'
import type { ConfiguratorModel, ConfiguratorModelSummary } from '~/domains/configurator/configurator.schemas'
import { json, seededApi } from '~/test/seeded-api'

// The shop's quote on the real database (decision 106): built from server-priced lines, sent
// with a secret link, reviewed and accepted by the customer into an order at exactly the quoted
// prices — also after the catalogue's price changed; expiry, changes and who may see what.
const clock = { now: new Date('2026-10-15T10:00:00Z') }
const { db, api, signIn, get, send } = seededApi({ clock })

let admin: string
let customer: string
let handle: { id: number; slug: string; price: number; variant_ids: number[]; base: number }
let trentoLine: Record<string, unknown>

let serial = 0
const askAndMeasure = async (email = 'cliente@soglia.test', token?: string) => {
  const res = await api().call('/quote-requests', {
    method: 'POST',
    token,
    ip: `198.51.100.${++serial}`,
    json: {
      kinds: ['doors'],
      openings: 2,
      address: { street: 'Via Cavour 10', postcode: '00184', city: 'Roma', province: 'RM' },
      time_windows: ['mon_morning'],
      name: 'Carla Cliente',
      email,
      phone: '+39 06 1234567',
      privacy: true,
    },
  })
  const { data } = await json(res)
  const [row] = await db().select().from(quoteRequests).where(eq(quoteRequests.number, data.number))
  const move = (body: unknown) => send('POST', `/admin/quote-requests/${row!.id}/events`, admin, body)
  await move({ type: 'quote.plan_visit', visit_at: '2026-10-20T09:00:00+02:00' })
  await move({ type: 'quote.measure' })
  return { id: row!.id, move }
}
const lines = () => [
  { kind: 'product', slug: handle.slug, quantity: 2, variant_ids: handle.variant_ids },
  { kind: 'product', ...trentoLine, quantity: 1 },
  { kind: 'free', description: 'Posa in opera', quantity: 1, unit_cents: 25_000, vat_rate: 10 },
  { kind: 'free', description: 'Smaltimento dei vecchi infissi', quantity: 2, unit_cents: 3_000, vat_rate: 22 },
  { kind: 'discount', description: 'Sconto cantiere', unit_cents: 5_000 },
]
const linkToken = async (to: string) => {
  const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, to))
  const sent = mails.filter((m) => m.template === 'quote_sent').at(-1)!
  return { mail: sent, token: /\/offerta\/([A-Za-z0-9_-]+)/.exec(sent.text)![1]! }
}

beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
  customer = await signIn('cliente@soglia.test')
  const [p] = await db()
    .select({ id: products.id, slug: productTranslations.slug, price: products.basePrice })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(and(eq(products.sku, 'MA-LEV-TON'), eq(productTranslations.locale, 'it')))
  const product = (await json(await get(`/products/${p!.slug}`))).data
  const variant_ids = (product.variant_groups as Array<{ required: boolean; variants: Array<{ id: number }> }>)
    .filter((g) => g.required)
    .map((g) => g.variants[0]!.id)
  // Today's price is the checkout's own: what the cart would charge for the same line.
  const cart = (
    await json(await send('POST', '/cart/quote', undefined, { lines: [{ slug: p!.slug, quantity: 1, variant_ids }] }))
  ).data
  handle = { id: p!.id, slug: p!.slug, base: p!.price, price: cart.lines[0].unit_price, variant_ids }
  const list = (await json(await get('/configurator/models'))).data as ConfiguratorModelSummary[]
  const trento = (await json(await get(`/configurator/models/${list.find((x) => x.code === 'trento')!.id}`)))
    .data as ConfiguratorModel
  const ids = ['LAM-NOC', 'CIECA', 'DXT', 'TEL-STD', 'MAN-OTT'].map(
    (code) => trento.steps.flatMap((s) => s.options).find((o) => o.code === code)!.id,
  )
  trentoLine = {
    slug: trento.product.slug,
    configuration: configurationToCart({ model_id: trento.id, width_mm: 850, height_mm: 2100, option_ids: ids }),
  }
})

describe('the shop builds a quote', () => {
  it('prices products and configured doors on the server, sums the lines and refuses bad input', async () => {
    const { id } = await askAndMeasure()
    expect((await get(`/admin/quote-requests/${id}/quote`, admin)).status).toBe(404)
    const res = await send('PUT', `/admin/quote-requests/${id}/quote`, admin, {
      lines: lines(),
      expires_on: '2026-10-31',
      note: 'Posa entro novembre.',
    })
    const { data, error: saveError } = await json(res)
    expect(saveError).toBeUndefined()
    expect(data.number).toBeNull()
    expect(data.lines.map((l: { kind: string }) => l.kind)).toEqual([
      'product',
      'configured',
      'free',
      'free',
      'discount',
    ])
    expect(data.lines[0]).toMatchObject({ unit_cents: handle.price, quantity: 2, line_cents: handle.price * 2 })
    expect(data.lines[1].unit_cents).toBeGreaterThan(0)
    const goods = handle.price * 2 + data.lines[1].unit_cents + 25_000 + 6_000
    expect(data).toMatchObject({ subtotal_cents: goods, discount_cents: 5_000, total_cents: goods - 5_000 })
    expect(data.vat_breakdown.map((r: { rate: number }) => r.rate).sort()).toEqual([10, 22])
    expect(data.vat_breakdown.reduce((n: number, r: { gross: number }) => n + r.gross, 0)).toBe(goods - 5_000)
    expect((await json(await get(`/admin/quote-requests/${id}/quote`, admin))).data).toEqual(data)

    const bad = await send('PUT', `/admin/quote-requests/${id}/quote`, admin, {
      lines: [
        { kind: 'product', slug: 'non-esiste-davvero', quantity: 1 },
        { kind: 'free', description: '', quantity: 1, unit_cents: 1.5, vat_rate: 7 },
      ],
      expires_on: 'domani',
    })
    expect(bad.status).toBe(422)
    const { error } = await json(bad)
    expect(Object.keys(error.fields).sort()).toEqual([
      'expires_on',
      'lines.1.description',
      'lines.1.unit_cents',
      'lines.1.vat_rate',
    ])
    const unknown = await json(
      await send('PUT', `/admin/quote-requests/${id}/quote`, admin, {
        lines: [{ kind: 'product', slug: 'non-esiste-davvero', quantity: 1 }],
        expires_on: '2026-10-31',
      }),
    )
    expect(Object.keys(unknown.error.fields)).toEqual(['lines.0'])
    const over = await json(
      await send('PUT', `/admin/quote-requests/${id}/quote`, admin, {
        lines: [
          { kind: 'free', description: 'Posa', quantity: 1, unit_cents: 100, vat_rate: 10 },
          { kind: 'discount', description: 'Troppo', unit_cents: 200 },
        ],
        expires_on: '2026-10-31',
      }),
    )
    expect(over.error.fields.lines).toEqual(['Gli sconti superano il totale delle righe.'])
    expect(
      (await send('PUT', `/admin/quote-requests/${id}/quote`, customer, { lines: lines(), expires_on: '2026-10-31' }))
        .status,
    ).toBe(403)
  })

  it('cannot quote before the measurement, nor send a quote without lines', async () => {
    const res = await api().call('/quote-requests', {
      method: 'POST',
      ip: '198.51.100.200',
      json: {
        kinds: ['doors'],
        openings: 1,
        address: { street: 'Via Po 1', postcode: '10121', city: 'Torino', province: 'TO' },
        time_windows: ['mon_morning'],
        name: 'Ugo',
        email: 'ugo@example.com',
        phone: '+39 011 123456',
        privacy: true,
      },
    })
    const [row] = await db()
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.number, (await json(res)).data.number))
    expect(
      (await send('PUT', `/admin/quote-requests/${row!.id}/quote`, admin, { lines: lines(), expires_on: '2026-10-31' }))
        .status,
    ).toBe(409)
    const { move } = await askAndMeasure('nolines@example.com')
    const empty = await move({ type: 'quote.send_quote' })
    expect(empty.status).toBe(422)
    expect((await json(empty)).error.fields.lines).toEqual(['Il preventivo non ha righe: aggiungine almeno una.'])
  })
})

describe('sending and accepting', () => {
  it('sends a numbered quote by e-mail; the link opens it; accepting makes an order at the quoted prices', async () => {
    const { id, move } = await askAndMeasure('cliente@soglia.test', customer)
    const saved = (
      await json(
        await send('PUT', `/admin/quote-requests/${id}/quote`, admin, { lines: lines(), expires_on: '2026-10-31' }),
      )
    ).data
    const sent = await json(await move({ type: 'quote.send_quote' }))
    expect(sent.data).toMatchObject({ status: 'quoted', quote_cents: saved.total_cents })
    const { mail, token } = await linkToken('cliente@soglia.test')
    expect(mail.subject).toMatch(/Q2026-\d{4}/)
    const number = /Q2026-\d{4}/.exec(mail.subject)![0]

    const open = await json(await get(`/quotes/${token}`))
    expect(open.data).toMatchObject({
      number,
      status: 'quoted',
      total_cents: saved.total_cents,
      expired: false,
      made_to_measure: true,
    })
    expect((await get(`/quotes/${'x'.repeat(43)}`)).status).toBe(404)
    // A customer sees its own quote, nobody else's.
    expect((await json(await get(`/account/quote-requests/${id}/quote`, customer))).data.number).toBe(number)
    expect((await get(`/account/quote-requests/${id}/quote`, await signIn('altro@soglia.test'))).status).toBe(404)
    expect((await get(`/account/quote-requests/${id}/quote`)).status).toBe(401)
    const pdf = await get(`/quotes/${token}/pdf`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    // The catalogue's price changes after the quote: the order keeps the quoted one.
    await db()
      .update(products)
      .set({ basePrice: handle.base + 10_000 })
      .where(eq(products.id, handle.id))
    const noAck = await send('POST', `/quotes/${token}/accept`, undefined, { acknowledgements: { terms: true } })
    expect(noAck.status).toBe(422)
    expect(Object.keys((await json(noAck)).error.fields)).toEqual(['acknowledgements.made_to_measure'])
    const accepted = await send('POST', `/quotes/${token}/accept`, undefined, {
      acknowledgements: { terms: true, made_to_measure: true },
    })
    expect(accepted.status).toBe(201)
    const { data } = await json(accepted)
    expect(data).toMatchObject({ status: 'accepted', order_number: expect.stringMatching(/^2026-\d+/) })
    const [order] = await db().select().from(orders).where(eq(orders.id, data.order_id))
    expect(order).toMatchObject({
      total: saved.total_cents,
      subtotal: saved.subtotal_cents,
      discountTotal: 5_000,
      customerReference: number,
      status: 'pending',
    })
    expect(order!.madeToMeasureAckAt).not.toBeNull()
    const written = await db().select().from(orderLines).where(eq(orderLines.orderId, data.order_id))
    expect(written.map((l) => [l.name, l.unitPrice, l.quantity, l.vatRate])).toEqual(
      saved.lines
        .filter((l: { kind: string }) => l.kind !== 'discount')
        .map((l: { description: string; unit_cents: number; quantity: number; vat_rate: number }) => [
          l.description,
          l.unit_cents,
          l.quantity,
          l.vat_rate,
        ]),
    )
    expect(written[0]!.unitPrice).toBe(handle.price)
    // The customer's order, with its totals, in its account.
    const mine = await json(await get(`/account/orders/${data.order_id}`, customer))
    expect(mine.data).toMatchObject({ total: saved.total_cents })
    expect(
      (
        await send('POST', `/quotes/${token}/accept`, undefined, {
          acknowledgements: { terms: true, made_to_measure: true },
        })
      ).status,
    ).toBe(409)
    await db().update(products).set({ basePrice: handle.base }).where(eq(products.id, handle.id))
  })

  it('refuses an expired quote with a translated 409; a sent-again quote keeps its number and retires the old link', async () => {
    const { id, move } = await askAndMeasure('scaduto@example.com')
    await send('PUT', `/admin/quote-requests/${id}/quote`, admin, { lines: lines().slice(2), expires_on: '2026-10-14' })
    await move({ type: 'quote.send_quote' })
    const first = await linkToken('scaduto@example.com')
    expect((await json(await get(`/quotes/${first.token}`))).data.expired).toBe(true)
    const late = await send(
      'POST',
      `/quotes/${first.token}?locale=en`.replace('?locale=en', '') + '/accept?locale=en',
      undefined,
      { acknowledgements: { terms: true } },
    )
    expect(late.status).toBe(409)
    expect((await json(late)).error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/expired/) })

    // The customer asks for a change; the shop renews and sends again.
    const asked = await send('POST', `/quotes/${first.token}/changes`, undefined, {
      message: 'Potete prolungare la validità?',
    })
    expect(asked.status).toBe(200)
    expect((await json(asked)).data.messages).toEqual([
      { at: clock.now.toISOString(), text: 'Potete prolungare la validità?' },
    ])
    expect((await send('POST', `/quotes/${first.token}/changes`, undefined, { message: '' })).status).toBe(422)
    await send('PUT', `/admin/quote-requests/${id}/quote`, admin, { lines: lines().slice(2), expires_on: '2026-11-30' })
    await move({ type: 'quote.send_quote' })
    const second = await linkToken('scaduto@example.com')
    expect(second.token).not.toBe(first.token)
    expect((await get(`/quotes/${first.token}`)).status).toBe(404)
    const renewed = await json(await get(`/quotes/${second.token}`))
    expect(renewed.data).toMatchObject({
      number: /Q2026-\d{4}/.exec(first.mail.subject)![0],
      expired: false,
      made_to_measure: false,
    })
    expect(
      (await send('POST', `/quotes/${second.token}/accept`, undefined, { acknowledgements: { terms: true } })).status,
    ).toBe(201)
  })

  it('numbers the year’s quotes without holes, in the order they are first sent', async () => {
    const numbers = (await db().select().from(emailOutbox))
      .filter((m) => m.template === 'quote_sent')
      .map((m) => /Q2026-(\d{4})/.exec(m.subject)![1])
    expect([...new Set(numbers)].sort()).toEqual(['0001', '0002'])
  })
})
