import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { createMailer } from '~/domains/email/mailer.server'
import { HttpError } from '~/lib/api/errors'
import { ordersApi, type Json } from '~/test/orders-api'
import { changeOrderStatus } from './order-status.server'

// changeOrderStatus (decision 018) on a placed order: the machine decides, the history records
// who and when, the dates of spec §3 are set. The admin and the payment webhook call it so.
const { call, slugOf, orderBody, db, clock } = ordersApi()

let handle: string
let adminId: number
const services = () => ({
  mailer: createMailer({}),
  publicUrl: 'http://shop.test',
  now: () => clock.now,
  defer: () => {},
})

beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
  adminId = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@soglia.test')))[0]!.id
})

const place = async (extra: Json = {}) =>
  (await call('POST', '/orders', 'user', await orderBody([{ slug: handle, quantity: 1 }], extra))).body.data as Json

describe('changeOrderStatus', () => {
  it('bank transfer: paid → confirmed → production → shipped → delivered, dates and history set', async () => {
    const order = await place()
    const step = (
      event: Parameters<typeof changeOrderStatus>[1]['event'],
      actor: { id: number } | null = { id: adminId },
    ) => changeOrderStatus(db(), { orderId: order.id, event, actor }, services())
    await expect(step({ type: 'order.confirm' })).rejects.toMatchObject({ code: 'invalid_transition' })
    const paid = await step({ type: 'order.pay' }, null)
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' })
    expect(paid.dates.paid_at).toBe(clock.now.toISOString())
    await step({ type: 'order.confirm' })
    await step({ type: 'order.start_production' })
    await step({ type: 'order.end_production' })
    const shipped = await step({ type: 'order.ship', carrier: 'BRT', tracking: 'BRT123456' })
    expect(shipped.shipment).toEqual({ carrier: 'BRT', tracking: 'BRT123456' })
    await expect(step({ type: 'order.cancel', reason: 'troppo tardi' })).rejects.toBeInstanceOf(HttpError)
    const delivered = await step({ type: 'order.deliver' })
    expect(delivered.status).toBe('delivered')
    for (const key of [
      'confirmed_at',
      'production_started_at',
      'production_ended_at',
      'shipped_at',
      'delivered_at',
      'paid_at',
    ] as const) {
      expect(delivered.dates[key], key).toEqual(expect.any(String))
    }
    expect(delivered.history.map((h) => [h.from, h.to, h.by?.name ?? null])).toEqual([
      [null, 'pending', 'Giulia Conti'],
      ['pending', 'paid', null],
      ['paid', 'confirmed_admin', 'Amministratore Soglia'],
      ['confirmed_admin', 'start_production', 'Amministratore Soglia'],
      ['start_production', 'end_production', 'Amministratore Soglia'],
      ['end_production', 'shipped', 'Amministratore Soglia'],
      ['shipped', 'delivered', 'Amministratore Soglia'],
    ])
    // The customer sees the same timeline, and may no longer cancel.
    const mine = (await call('GET', `/account/orders/${order.id}`, 'user')).body.data as Json
    expect(mine.history).toHaveLength(7)
    expect(mine.allowed_customer_actions).toEqual([])
  })

  it('cash on delivery is confirmed unpaid and counts as paid once delivered', async () => {
    const order = await place({ payment_method: 'cash_on_delivery' })
    const step = (event: Parameters<typeof changeOrderStatus>[1]['event']) =>
      changeOrderStatus(db(), { orderId: order.id, event, actor: { id: adminId } }, services())
    const confirmed = await step({ type: 'order.confirm' })
    expect(confirmed).toMatchObject({ status: 'confirmed_admin', payment_status: 'unpaid' })
    await step({ type: 'order.ship', carrier: 'GLS', tracking: 'G1' })
    expect(await step({ type: 'order.deliver' })).toMatchObject({ status: 'delivered', payment_status: 'paid' })
  })

  it('an unknown order is a 404', async () => {
    await expect(
      changeOrderStatus(db(), { orderId: 999_999, event: { type: 'order.pay' }, actor: null }, services()),
    ).rejects.toMatchObject({ code: 'not_found' })
  })
})
