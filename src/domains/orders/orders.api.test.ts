import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addresses, users } from '~/db/schema'
import { partitaIvaCheckDigit } from '~/domains/billing/tax-ids'
import { saveSettings } from '~/domains/settings/settings.server'
import { address, ordersApi, type Json } from '~/test/orders-api'

// POST /orders and the customer's order endpoints on the real API and a seeded database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL). Concurrency: orders-concurrency.api.test.ts.
const { call, slugOf, doorLine, orderBody, db, clock } = ordersApi()

let handle: string // MA-LEV-TON: stock item, 650 g, no promotion
let door: string // PI-ROV-080: in the Black Friday promotion (−20 %)

beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
  door = await slugOf('PI-ROV-080')
})

const validVat = (first10: string) => `${first10}${partitaIvaCheckDigit(first10)}`

describe('POST /orders', () => {
  it('places an order: number, pending, frozen lines, totals = lines + shipping + fee − discount', async () => {
    const body = await orderBody([{ slug: handle, quantity: 2 }], {
      coupon_code: 'BENVENUTO10',
      notes: 'Citofono Conti',
      customer_reference: 'Casa Lago',
    })
    const res = await call('POST', '/orders', 'user', body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const order = res.body.data as Json
    expect(order.number).toMatch(/^2026-\d{6}$/)
    expect(order).toMatchObject({
      status: 'pending',
      coupon_code: 'BENVENUTO10',
      notes: 'Citofono Conti',
      customer_reference: 'Casa Lago',
      prices_include_vat: true,
      payment_status: 'unpaid',
      delivery: { type: 'address', address: { city: 'Verona', region: 'IT-34' } },
      payment_method: { code: 'bank_transfer', iban: 'IT60 X054 2811 1010 0000 0123 456', reference: order.number },
      customer: { name: 'Giulia Conti', email: 'cliente@soglia.test' },
      allowed_customer_actions: ['cancel'],
    })
    expect(order.total).toBe(body.expected_total)
    expect(order.total).toBe(order.subtotal - order.discount_total + order.shipping_total + order.payment_fee)
    expect(order.net_total + order.vat_total).toBe(order.total)
    expect(order.vat_breakdown).toEqual([{ rate: 22, net: order.net_total, vat: order.vat_total, gross: order.total }])
    expect(order.shipping_total).toBeGreaterThan(0)
    expect(order.lines).toHaveLength(1)
    expect(order.lines[0]).toMatchObject({
      sku: 'MA-LEV-TON',
      quantity: 2,
      made_to_measure: false,
      weight_grams: 650,
      vat_rate: 22,
      cart_line: { slug: handle },
    })
    expect(order.lines[0].line_total).toBe(order.lines[0].unit_price * 2)
    expect(order.history).toEqual([
      {
        from: null,
        to: 'pending',
        at: order.created_at,
        by: { id: expect.any(Number), name: 'Giulia Conti' },
        note: null,
      },
    ])
    expect(order.estimated_delivery.from <= order.estimated_delivery.to).toBe(true)
    expect(order.acknowledgements).toMatchObject({
      terms_at: order.created_at,
      made_to_measure_at: null,
      made_to_measure_line_ids: [],
    })

    const again = await call('GET', `/account/orders/${order.id}`, 'user')
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(order)
    const list = await call('GET', '/account/orders', 'user')
    expect(list.body.data[0]).toMatchObject({ id: order.id, number: order.number, total: order.total, item_count: 2 })
  })

  it('charges the promotion the catalogue advertises, and keeps the regular price on the line', async () => {
    const product = (await call('GET', `/products/${door}`, 'user')).body.data as Json
    expect(product.promotion).toMatchObject({ discount_type: 'percentage', discount_value: 20 })
    expect(product.price).toBe(product.regular_price - Math.floor((product.regular_price * 20 + 50) / 100))
    const res = await call('POST', '/orders', 'user', await orderBody([{ slug: door, quantity: 1 }]))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.lines[0]).toMatchObject({
      unit_price: product.price,
      regular_unit_price: product.regular_price,
    })
  })

  it('answers 409 price_changed with the new quote when the total differs', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }])
    const res = await call('POST', '/orders', 'user', { ...body, expected_total: body.expected_total - 100 })
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('price_changed')
    expect(res.body.error.quote.total).toBe(body.expected_total)
    expect(res.body.error.quote.lines[0].slug).toBe(handle)
  })

  it('a reseller orders at its tier, shown net of VAT', async () => {
    const res = await call(
      'POST',
      '/orders',
      'reseller',
      await orderBody([{ slug: handle, quantity: 1 }], {}, 'reseller'),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const visitor = (await call('GET', `/products/${handle}`, null)).body.data as Json
    expect(res.body.data.prices_include_vat).toBe(false)
    expect(res.body.data.lines[0].unit_price).toBeLessThan(visitor.price)
  })

  it('a configured door needs the made-to-measure acknowledgement, stored with the line ids', async () => {
    const line = await doorLine(800, 2100)
    const body = await orderBody([line, { slug: handle, quantity: 1 }])
    expect(body.acknowledgements.made_to_measure).toBe(true)
    const refused = await call('POST', '/orders', 'user', { ...body, acknowledgements: { terms: true } })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.error.fields)).toEqual(['acknowledgements.made_to_measure'])
    const res = await call('POST', '/orders', 'user', body)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const order = res.body.data as Json
    expect(order.lines.map((l: Json) => l.made_to_measure)).toEqual([true, false])
    expect(order.acknowledgements).toMatchObject({
      made_to_measure_at: order.created_at,
      made_to_measure_line_ids: [order.lines[0].id],
    })
    expect(order.lines[0].choices[0]).toMatchObject({ value: expect.stringContaining('800') })
    expect(order.lines[0].weight_grams).toBeGreaterThan(9_000)
  })

  it('cash on delivery adds its fee and is not offered for made-to-measure goods', async () => {
    const cod = await orderBody([{ slug: handle, quantity: 1 }], { payment_method: 'cash_on_delivery' })
    const res = await call('POST', '/orders', 'user', cod)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data.payment_fee).toBe(700)
    const measured = await orderBody([await doorLine(800, 2100)])
    const refused = await call('POST', '/orders', 'user', { ...measured, payment_method: 'cash_on_delivery' })
    expect(refused.status).toBe(422)
    expect(refused.body.error.fields).toHaveProperty('payment_method')
  })

  it('pickup at the shop: no shipping, payable in store', async () => {
    const res = await call(
      'POST',
      '/orders',
      'user',
      await orderBody([{ slug: handle, quantity: 1 }], { delivery: { type: 'pickup' }, payment_method: 'in_store' }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      delivery: { type: 'pickup', address: null },
      shipping_total: 0,
      payment_method: { code: 'in_store' },
    })
    expect(res.body.data.shipping_option.name).toMatch(/Ritiro/)
  })

  it('pickup is refused when the shop turns it off (setting pickup_enabled)', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }], {
      delivery: { type: 'pickup' },
      payment_method: 'in_store',
    })
    await saveSettings(db(), { pickup_enabled: false })
    try {
      const res = await call('POST', '/orders', 'user', body)
      expect(res.status).toBe(422)
      expect(Object.keys(res.body.error.fields)).toEqual(['delivery'])
      const quote = (await call('POST', '/cart/quote', 'user', { lines: body.lines, pickup: true })).body.data as Json
      expect(quote).toMatchObject({ pickup_available: false, shipping_options: [] })
    } finally {
      await saveSettings(db(), { pickup_enabled: true })
    }
  })

  it('saves a new address to the address book when asked', async () => {
    const id = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'cliente@soglia.test')))[0]!.id
    const before = (await db().select().from(addresses).where(eq(addresses.userId, id))).length
    const body = await orderBody([{ slug: handle, quantity: 1 }], {
      delivery: { type: 'address', address: { ...address, street: 'Via Nuova 9' }, save: true },
    })
    expect((await call('POST', '/orders', 'user', body)).status).toBe(201)
    const after = await db().select().from(addresses).where(eq(addresses.userId, id))
    expect(after).toHaveLength(before + 1)
    expect(after.find((a) => a.street === 'Via Nuova 9')).toMatchObject({ region: 'IT-34', province: 'VR' })
  })

  it('checks Italian billing data per field', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }])
    const invoice = (extra: Json) => ({
      ...body,
      billing: { document: 'invoice', name: 'Giulia Conti', address, ...extra },
    })
    const wrongVat = await call('POST', '/orders', 'user', invoice({ vat_number: '12345678901', sdi_code: 'ABC1234' }))
    expect(wrongVat.status).toBe(422)
    expect(wrongVat.body.error.fields['billing.vat_number'][0]).toMatch(/IVA/)
    const wrongCf = await call('POST', '/orders', 'user', invoice({ tax_code: 'RSSMRA85T10A562T' }))
    expect(Object.keys(wrongCf.body.error.fields)).toEqual(['billing.tax_code'])
    const noId = await call('POST', '/orders', 'user', invoice({}))
    expect(Object.keys(noId.body.error.fields)).toEqual(['billing.vat_number'])
    const company = await call(
      'POST',
      '/orders',
      'user',
      invoice({ company: 'Conti Srl', vat_number: validVat('0123456789') }),
    )
    expect(Object.keys(company.body.error.fields)).toEqual(['billing.sdi_code'])
    const badShape = await call('POST', '/orders', 'user', invoice({ vat_number: '123', sdi_code: 'AB' }))
    expect(badShape.status).toBe(422)
    expect(Object.keys(badShape.body.error.fields).sort()).toEqual(['billing.sdi_code', 'billing.vat_number'])

    const person = await call('POST', '/orders', 'user', invoice({ tax_code: 'rssmra85t10a562s' }))
    expect(person.status, JSON.stringify(person.body)).toBe(201)
    expect(person.body.data.billing).toMatchObject({
      document: 'invoice',
      tax_code: 'RSSMRA85T10A562S',
      sdi_code: '0000000',
      vat_number: null,
    })
    const firm = await call(
      'POST',
      '/orders',
      'user',
      invoice({ company: 'Conti Srl', vat_number: `IT ${validVat('0123456789')}`, pec: 'conti@pec.it' }),
    )
    expect(firm.status, JSON.stringify(firm.body)).toBe(201)
    expect(firm.body.data.billing).toMatchObject({
      vat_number: validVat('0123456789'),
      pec: 'conti@pec.it',
      sdi_code: '0000000',
    })
  })

  it('refuses bad input with 4xx, never 500', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }])
    const cases: Array<[Json, number]> = [
      [{ ...body, acknowledgements: { terms: false } }, 422],
      [{ ...body, lines: [] }, 422],
      [{ ...body, lines: [{ slug: handle, quantity: 1, unit_price: 1 }] }, 422],
      [{ ...body, lines: [{ slug: 'non-esiste', quantity: 1 }] }, 422],
      [{ ...body, shipping_option_id: 999_999 }, 422],
      [{ ...body, payment_method: 'bitcoin' }, 422],
      [{ ...body, payment_method: 'card' }, 422], // no Stripe keys in tests: not offered
      [{ ...body, delivery: { type: 'address', address_id: 999_999 } }, 422],
      [{ ...body, delivery: { type: 'address', address: { ...address, province: 'XX' }, save: false } }, 422],
      [{ ...body, expected_total: -1 }, 422],
      [{ ...body, coupon_code: 'SCADUTO' }, 409],
    ]
    for (const [input, status] of cases) {
      const res = await call('POST', '/orders', 'user', input)
      expect(res.status, JSON.stringify(input).slice(0, 200)).toBe(status)
    }
    expect((await call('POST', '/orders', null, body)).status).toBe(401)
    const badKey = await call('POST', '/orders', 'user', body, { 'idempotency-key': 'short' })
    expect(badKey.status).toBe(400)
  })
})

describe('Idempotency-Key', () => {
  it('same key and body → 200 with the same order; same key, other body → 422', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }])
    const headers = { 'idempotency-key': 'checkout-0001-abcdef' }
    const first = await call('POST', '/orders', 'user', body, headers)
    expect(first.status).toBe(201)
    const replay = await call('POST', '/orders', 'user', body, headers)
    expect(replay.status).toBe(200)
    expect(replay.body.data.id).toBe(first.body.data.id)
    const other = await call('POST', '/orders', 'user', { ...body, notes: 'altro' }, headers)
    expect(other.status).toBe(422)
    expect(other.body.error.code).toBe('idempotency_key_reused')
    // Keys belong to their customer: another one's same key is a new order.
    const reseller = await call(
      'POST',
      '/orders',
      'reseller',
      await orderBody([{ slug: handle, quantity: 1 }], {}, 'reseller'),
      headers,
    )
    expect(reseller.status).toBe(201)
  })

  it('a key expires after 24 hours: then it places a new order', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }])
    const headers = { 'idempotency-key': 'checkout-0003-abcdef' }
    const first = await call('POST', '/orders', 'user', body, headers)
    const start = clock.now
    clock.now = new Date(start.getTime() + 25 * 3_600_000)
    try {
      const later = await call('POST', '/orders', 'user', body, headers)
      expect(later.status).toBe(201)
      expect(later.body.data.id).not.toBe(first.body.data.id)
    } finally {
      clock.now = start
    }
  })

  it('a failed order frees its key for the retry', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }])
    const headers = { 'idempotency-key': 'checkout-0002-abcdef' }
    expect((await call('POST', '/orders', 'user', { ...body, expected_total: 1 }, headers)).status).toBe(409)
    expect((await call('POST', '/orders', 'user', { ...body, expected_total: 1 }, headers)).status).toBe(409)
    expect((await call('POST', '/orders', 'user', body, headers)).status).toBe(201)
  })
})

describe('POST /account/orders/{id}/cancel', () => {
  it('cancels a pending order once, records who and when; not someone else’s', async () => {
    const placed = (await call('POST', '/orders', 'user', await orderBody([{ slug: handle, quantity: 1 }]))).body
      .data as Json
    expect((await call('POST', `/account/orders/${placed.id}/cancel`, 'reseller', {})).status).toBe(404)
    const res = await call('POST', `/account/orders/${placed.id}/cancel`, 'user', { reason: 'Ho sbagliato misura' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Ho sbagliato misura',
      allowed_customer_actions: [],
    })
    expect(res.body.data.dates.cancelled_at).toEqual(expect.any(String))
    expect(res.body.data.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      by: { name: 'Giulia Conti' },
      note: 'Ho sbagliato misura',
    })
    const again = await call('POST', `/account/orders/${placed.id}/cancel`, 'user')
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('invalid_transition')
    expect((await call('POST', '/account/orders/999999/cancel', 'user')).status).toBe(404)
    expect((await call('POST', `/account/orders/${placed.id}/cancel`, null)).status).toBe(401)
  })
})
