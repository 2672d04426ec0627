import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shippingOptions } from '~/db/schema'
import { estimatedDelivery, romeToday } from '~/domains/shipping/shipping'
import { address, ordersApi, type Json } from '~/test/orders-api'

// The admin moves an order a customer placed through the order machine: only the allowed
// transitions are offered and accepted; ship asks carrier + tracking; each step is recorded
// (who, when) and e-mailed; the order lists filter by status, customer and payment method.
const { call, slugOf, orderBody, db, clock } = ordersApi()

describe('admin orders', () => {
  it('finds the order a customer placed and advances it step by step', async () => {
    const body = await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    const placed = (await call('POST', '/orders', 'user', body)).body.data as Json

    const list = (await call('GET', `/admin/orders?q=${placed.number}`, 'admin')).body
    expect(list.data.map((o: Json) => o.number)).toEqual([placed.number])
    expect(list.data[0]).toMatchObject({
      status: 'pending',
      payment_method: 'bank_transfer',
      customer: { email: 'cliente@soglia.test' },
    })
    // The method by its name in the reader's language (issue 43: the list showed the code).
    expect(list.data[0].payment_method_name).toBe('Bonifico bancario')
    expect(
      (await call('GET', `/admin/orders?q=${placed.number}&locale=de`, 'admin')).body.data[0].payment_method_name,
    ).toBe('Banküberweisung')
    expect(
      (
        await call('GET', '/admin/orders?status=pending&customer=conti&payment_method=bank_transfer', 'admin')
      ).body.data.map((o: Json) => o.id),
    ).toContain(placed.id)
    expect(
      (await call('GET', '/admin/orders?status=shipped&customer=conti', 'admin')).body.data.map((o: Json) => o.id),
    ).not.toContain(placed.id)
    expect(
      (await call('GET', `/admin/orders?from=2020-01-01&to=2020-12-31`, 'admin')).body.data.map((o: Json) => o.id),
    ).not.toContain(placed.id)
    expect(
      (await call('GET', `/admin/orders?from=${placed.created_at.slice(0, 10)}`, 'admin')).body.data.map(
        (o: Json) => o.id,
      ),
    ).toContain(placed.id)

    const detail = (await call('GET', `/admin/orders/${placed.id}`, 'admin')).body.data as Json
    expect(detail.allowed_events).toEqual(expect.arrayContaining(['order.pay', 'order.cancel']))
    expect(detail.allowed_events).not.toContain('order.ship')

    const step = async (event: string, extra: Json = {}) => {
      const res = await call('POST', `/admin/orders/${placed.id}/events`, 'admin', { event, ...extra })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data as Json
    }
    // Not allowed now: refused by the machine, nothing recorded.
    const early = await call('POST', `/admin/orders/${placed.id}/events`, 'admin', { event: 'order.deliver' })
    expect(early.status).toBe(409)
    expect(early.body.error.code).toBe('invalid_transition')

    await step('order.pay')
    await step('order.confirm')
    await step('order.start_production')
    const ended = await step('order.end_production')
    expect(ended.allowed_events).toContain('order.ship')
    const noTracking = await call('POST', `/admin/orders/${placed.id}/events`, 'admin', {
      event: 'order.ship',
      carrier: 'BRT',
    })
    expect(noTracking.status).toBe(422)
    expect(noTracking.body.error.fields.tracking).toBeDefined()
    const shipped = await step('order.ship', { carrier: 'BRT', tracking: 'BRT123456789' })
    expect(shipped).toMatchObject({ status: 'shipped', shipment: { carrier: 'BRT', tracking: 'BRT123456789' } })
    expect(shipped.history.map((h: Json) => h.to)).toEqual([
      'pending',
      'paid',
      'confirmed_admin',
      'start_production',
      'end_production',
      'shipped',
    ])
    expect(shipped.history.at(-1).by.name).toBe('Amministratore Soglia')
    expect(shipped.dates.shipped_at).not.toBeNull()
    // The estimate moves with the real dates (issue 43): from the shipping day, the option's transit days…
    const [option] = await db().select().from(shippingOptions).where(eq(shippingOptions.id, shipped.shipping_option.id))
    expect(shipped.estimated_delivery).toEqual(
      estimatedDelivery(clock.now, 0, { min: option!.shippingDaysMin, max: option!.shippingDaysMax }),
    )

    // The customer sees the same timeline.
    const mine = (await call('GET', `/account/orders/${placed.id}`, 'user')).body.data as Json
    expect(mine.status).toBe('shipped')
    expect(mine.history).toEqual(shipped.history)
    expect(mine.estimated_delivery).toEqual(shipped.estimated_delivery)
    // …and once delivered, the day it was.
    const today = romeToday(clock.now).toISOString().slice(0, 10)
    expect((await step('order.deliver')).estimated_delivery).toEqual({ from: today, to: today })
    // The e-mail of each step is notifyOrder's (the od_mail_* messages' body); its tests check the messages.
  })

  it('finds an order by its customer, company, city or phone, not only by its number (issue 43)', async () => {
    const body = await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }], {
      delivery: {
        type: 'address',
        address: {
          ...address,
          recipient: 'Ottavio Ferraresi',
          company: 'Serramenti Brenta srl',
          city: 'Bassano del Grappa',
          postcode: '36061',
          province: 'VI',
          phone: '+39 0424 555 123',
        },
        save: false,
      },
    })
    const placed = (await call('POST', '/orders', 'user', body)).body.data as Json
    const found = async (q: string) =>
      ((await call('GET', `/admin/orders?q=${encodeURIComponent(q)}&per_page=100`, 'admin')).body.data as Json[]).map(
        (o) => o.id,
      )
    for (const q of ['ferraresi', 'Brenta', 'bassano', '0424 555', 'cliente@soglia', placed.number as string])
      expect(await found(q), q).toContain(placed.id)
    expect(await found('Nessuno Così')).not.toContain(placed.id)
  })

  it('cancels with a reason, and 404s an unknown order', async () => {
    const placed = (
      await call('POST', '/orders', 'user', await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }]))
    ).body.data as Json
    const noReason = await call('POST', `/admin/orders/${placed.id}/events`, 'admin', { event: 'order.cancel' })
    expect(noReason.status).toBe(422)
    const res = await call('POST', `/admin/orders/${placed.id}/events`, 'admin', {
      event: 'order.cancel',
      reason: 'Richiesta del cliente al telefono',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'cancelled', allowed_events: [] })
    expect(res.body.data.history.at(-1).note).toBe('Richiesta del cliente al telefono')
    expect((await call('GET', '/admin/orders/999999', 'admin')).status).toBe(404)
    expect((await call('POST', '/admin/orders/999999/events', 'admin', { event: 'order.confirm' })).status).toBe(404)
    expect((await call('GET', `/admin/orders/${placed.id}`, 'user')).status).toBe(403)
  })
})
