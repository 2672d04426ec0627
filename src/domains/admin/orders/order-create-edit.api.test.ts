import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, users } from '~/db/schema'
import { address, ordersApi, type Json } from '~/test/orders-api'

// createb (an order on a customer's behalf) goes through the checkout's order service at the
// customer's tier; an order not yet in production is edited (lines, first and second discount)
// and repriced, each edit recorded; once production starts the edit is refused.
const { call, slugOf, orderBody, doorLine, quote, db, choose } = ordersApi()

const idOf = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

describe('createb: an order for a customer', () => {
  it('prices at the reseller’s tier, places through the order service and e-mails the customer', async () => {
    const reseller = await idOf('reseller@soglia.test')
    const customer = await call('GET', `/admin/customers/${reseller}`, 'admin')
    expect(customer.status).toBe(200)
    expect(customer.body.data).toMatchObject({ email: 'reseller@soglia.test', price_tier: 'reseller' })
    expect((await call('GET', `/admin/customers/${reseller}`, 'user')).status).toBe(403)

    const found = await call('GET', '/admin/order-products?q=MA-LEV', 'admin')
    expect(found.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ sku: 'MA-LEV-TON', slug: await slugOf('MA-LEV-TON') })]),
    )
    expect((await call('GET', '/admin/order-products', 'admin')).body.data).toEqual([])
    const lines = await choose([{ slug: await slugOf('MA-LEV-TON'), quantity: 2 }, await doorLine(800, 2100)])
    const asReseller = await quote({ lines, region: 'IT-34' }, 'reseller')
    const asCustomer = await quote({ lines, region: 'IT-34' }, 'user')
    const adminQuote = await call('POST', '/admin/orders/quote', 'admin', {
      customer_id: reseller,
      lines,
      region: 'IT-34',
    })
    expect(adminQuote.status).toBe(200)
    expect(adminQuote.body.data.subtotal).toBe(asReseller.subtotal)
    expect(adminQuote.body.data.subtotal).not.toBe(asCustomer.subtotal)

    const body = await orderBody(lines, {}, 'reseller')
    const placed = await call('POST', '/admin/orders', 'admin', { ...body, customer_id: reseller })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(placed.body.data).toMatchObject({
      status: 'pending',
      customer: { email: 'reseller@soglia.test', role: 'reseller' },
      total: body.expected_total,
    })
    expect(placed.body.data.number).toMatch(/^\d{4}-\d{6}$/)
    // The reseller sees it in their account; the e-mail went to them.
    expect((await call('GET', `/account/orders/${placed.body.data.id}`, 'reseller')).status).toBe(200)
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, 'reseller@soglia.test'))
    expect(mails.some((mail) => mail.subject.includes(placed.body.data.number))).toBe(true)

    // The same rules: another total is a 409 with the new quote; an unknown customer a 422.
    const stale = await call('POST', '/admin/orders', 'admin', {
      ...body,
      customer_id: reseller,
      expected_total: body.expected_total + 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('price_changed')
    const unknown = await call('POST', '/admin/orders', 'admin', { ...body, customer_id: 999_999 })
    expect(unknown.status).toBe(422)
    expect(unknown.body.error.fields.customer_id).toBeDefined()
    expect((await call('POST', '/admin/orders', 'user', { ...body, customer_id: reseller })).status).toBe(403)
  })

  it('delivers to an address of the customer’s book, and refuses someone else’s', async () => {
    const user = await idOf('cliente@soglia.test')
    const saved = await call('POST', '/account/addresses', 'user', { ...address, label: 'Casa' })
    expect(saved.status).toBe(201)
    const book = (await call('GET', `/admin/customers/${user}`, 'admin')).body.data.addresses as Json[]
    expect(book.map((a) => a.id)).toContain(saved.body.data.id)
    const body = await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    const placed = await call('POST', '/admin/orders', 'admin', {
      ...body,
      customer_id: user,
      delivery: { type: 'address', address_id: saved.body.data.id },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(placed.body.data.delivery.address.street).toBe(address.street)
    const reseller = await idOf('reseller@soglia.test')
    const foreign = await call('POST', '/admin/orders', 'admin', {
      ...(await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }], {}, 'reseller')),
      customer_id: reseller,
      delivery: { type: 'address', address_id: saved.body.data.id },
    })
    expect(foreign.status).toBe(422)
  })
})

describe('createb: extras as a set (decision 109)', () => {
  it('offers the product’s extras as combinable where it combines them, and prices the set as the storefront does', async () => {
    const found = await call('GET', '/admin/order-products?q=PE-ALU-2AN', 'admin')
    const product = (found.body.data as Json[]).find((p) => p.sku === 'PE-ALU-2AN')!
    expect(product.extras_combinable).toBe(true)
    expect(product.extra_options).toHaveLength(2)
    const handle = (await call('GET', '/admin/order-products?q=MA-LEV', 'admin')).body.data as Json[]
    expect(handle.every((p) => p.extras_combinable === false)).toBe(true)

    const reseller = await idOf('reseller@soglia.test')
    const ids = (product.extra_options as Json[]).map((o) => o.id as number)
    const [plain] = await choose([{ slug: product.slug, quantity: 1 }])
    const priced = async (extras: Json) => {
      const res = await call('POST', '/admin/orders/quote', 'admin', {
        customer_id: reseller,
        lines: [{ ...plain, ...extras }],
        region: 'IT-34',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data.subtotal as number
    }
    const none = await priced({})
    const first = await priced({ extra_option_id: ids[0] })
    const second = await priced({ extra_option_id: ids[1] })
    // Both extras on one line: each package price added once, as the createb picker sends them.
    expect(await priced({ extra_option_id: ids[0], extra_option_ids: ids })).toBe(first + second - none)
    expect(first).toBeGreaterThan(none)
  })
})

describe('editing an order before production', () => {
  it('changes quantities, adds and removes lines, applies the discounts, records each edit, then refuses once production starts', async () => {
    const lever = await slugOf('MA-LEV-TON')
    const placed = (await call('POST', '/orders', 'user', await orderBody([{ slug: lever, quantity: 1 }]))).body
      .data as Json
    const lineId = placed.lines[0].id as number
    const unit = placed.lines[0].unit_price as number

    const more = await call('PATCH', `/admin/orders/${placed.id}`, 'admin', { lines: [{ id: lineId, quantity: 3 }] })
    expect(more.status, JSON.stringify(more.body)).toBe(200)
    expect(more.body.data.lines).toHaveLength(1)
    expect(more.body.data.lines[0]).toMatchObject({ quantity: 3, unit_price: unit, line_total: unit * 3 })
    expect(more.body.data.subtotal).toBe(unit * 3)
    expect(more.body.data.total).toBe(
      unit * 3 - more.body.data.discount_total + more.body.data.shipping_total + more.body.data.payment_fee,
    )
    expect(more.body.data.changes.at(-1)).toMatchObject({
      by: { name: 'Amministratore Soglia' },
      changes: [{ field: 'line MA-LEV-TON', from: 1, to: 3 }],
      total_before: placed.total,
    })

    // Discounts: 10 % then 5 % of what is left, on the goods.
    const discounted = await call('PATCH', `/admin/orders/${placed.id}`, 'admin', {
      first_discount_bp: 1000,
      second_discount_bp: 500,
    })
    expect(discounted.status).toBe(200)
    const goods = unit * 3
    const first = Math.round((goods * 1000) / 10_000)
    const second = Math.round(((goods - first) * 500) / 10_000)
    expect(discounted.body.data).toMatchObject({
      first_discount_bp: 1000,
      second_discount_bp: 500,
      discount_total: first + second,
    })

    // Add a configured door, remove the handle: the door is priced by the configurator's rules.
    const door = await doorLine(800, 2100)
    const swapped = await call('PATCH', `/admin/orders/${placed.id}`, 'admin', { lines: [door] })
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200)
    expect(swapped.body.data.lines).toHaveLength(1)
    expect(swapped.body.data.lines[0].configuration).toMatchObject({ width_mm: 800, height_mm: 2100 })
    expect(swapped.body.data.changes.at(-1).changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'line MA-LEV-TON', to: null })]),
    )
    expect(swapped.body.data.changes).toHaveLength(3)

    // Bad input: an unknown line, an invalid door, a discount over 100 %.
    expect(
      (await call('PATCH', `/admin/orders/${placed.id}`, 'admin', { lines: [{ id: 999_999, quantity: 1 }] })).status,
    ).toBe(422)
    expect(
      (
        await call('PATCH', `/admin/orders/${placed.id}`, 'admin', {
          lines: [{ ...door, configuration: { ...door.configuration, width_mm: 10 } }],
        })
      ).status,
    ).toBe(422)
    expect((await call('PATCH', `/admin/orders/${placed.id}`, 'admin', { first_discount_bp: 20_000 })).status).toBe(422)
    expect((await call('PATCH', `/admin/orders/${placed.id}`, 'admin', {})).status).toBe(422)
    expect((await call('PATCH', `/admin/orders/${placed.id}`, 'user', { first_discount_bp: 100 })).status).toBe(403)
    expect((await call('PATCH', '/admin/orders/999999', 'admin', { first_discount_bp: 100 })).status).toBe(404)

    for (const event of ['order.pay', 'order.confirm', 'order.start_production'])
      expect((await call('POST', `/admin/orders/${placed.id}/events`, 'admin', { event })).status).toBe(200)
    const locked = await call('PATCH', `/admin/orders/${placed.id}`, 'admin', { first_discount_bp: 0 })
    expect(locked.status).toBe(409)
    expect(locked.body.error.message).toMatch(/produzione|production/i)
    expect((await call('GET', `/admin/orders/${placed.id}`, 'admin')).body.data).toMatchObject({
      editable: false,
      first_discount_bp: 1000,
    })
  })
})
