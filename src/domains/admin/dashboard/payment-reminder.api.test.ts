import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '~/db/schema'
import { startSmtpSink } from '~/test/smtp-sink'
import { CLOCK, ordersApi, type Json } from '~/test/orders-api'

// The dashboard's "needs you today" (issue 43, decision 100) on a real seeded database, e-mail
// over real SMTP: bank transfers awaited longer than the shop's setting, with a reminder the
// customer receives (once a day at most, never for a paid, cancelled or card order), and the
// production orders past their due date.

let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  sink = await startSmtpSink()
})
const { call, slugOf, orderBody, doorLine, db, clock } = ordersApi({ smtpUrl: () => sink.url })

const DAY = 86_400_000
const at = (days: number) => new Date(CLOCK.getTime() + days * DAY)
async function place(lines: Json[], extra: Json = {}) {
  clock.now = new Date(CLOCK)
  const res = await call('POST', '/orders', 'user', await orderBody(lines, extra), {
    'Idempotency-Key': crypto.randomUUID(),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.data as Json
}
const dashboard = async () => (await call('GET', '/admin/dashboard', 'admin')).body.data as Json
const overdueNumbers = async () => ((await dashboard()).overdue_payments.orders as Json[]).map((o) => o.number)
const remind = (id: number, role: 'admin' | 'user' = 'admin') =>
  call('POST', `/admin/orders/${id}/payment-reminder`, role)
/** Moves the clock to `when` in steps the sessions survive (7 days idle), the administrator's used at each. */
async function advanceTo(when: Date) {
  while (clock.now.getTime() + 6 * DAY < when.getTime()) {
    clock.now = new Date(clock.now.getTime() + 6 * DAY)
    await dashboard()
  }
  clock.now = when
}
const handle = async (quantity = 1) => ({ slug: await slugOf('MA-LEV-TON'), quantity })

describe('overdue bank transfers on the dashboard', () => {
  it('lists a transfer awaited longer than payment_reminder_days, and follows the setting', async () => {
    const order = await place([await handle()])
    clock.now = at(6)
    expect(await overdueNumbers()).not.toContain(order.number)
    clock.now = at(8)
    const d = await dashboard()
    expect(d.overdue_payments.after_days).toBe(7)
    const row = (d.overdue_payments.orders as Json[]).find((o) => o.number === order.number)
    expect(row).toMatchObject({
      id: order.id,
      customer: order.customer.name,
      total: order.total,
      days_waiting: 8,
      reminded_at: null,
    })

    expect((await call('PATCH', '/admin/settings', 'admin', { payment_reminder_days: 10 })).status).toBe(200)
    expect(await overdueNumbers()).not.toContain(order.number)
    const bad = await call('PATCH', '/admin/settings', 'admin', { payment_reminder_days: 0 })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields).toHaveProperty('payment_reminder_days')
    expect((await call('PATCH', '/admin/settings', 'admin', { payment_reminder_days: 7 })).status).toBe(200)
    expect(await overdueNumbers()).toContain(order.number)
  })

  it('e-mails the customer the payment details once a day at most, and records when', async () => {
    const order = await place([await handle(2)])
    expect((await remind(order.id, 'user')).status).toBe(403)
    clock.now = at(9)
    const res = await remind(order.id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toEqual({ reminded_at: at(9).toISOString(), email_status: 'sent' })
    const mail = await sink.waitFor(
      order.customer.email,
      (m) => m.subject.includes('Promemoria') && m.subject.includes(order.number),
    )
    expect(mail.text).toContain('9 giorni')
    expect(mail.text).toContain('IT60 X054 2811 1010 0000 0123 456')
    expect(mail.text).toContain(order.number)
    expect(((await dashboard()).overdue_payments.orders as Json[]).find((o) => o.id === order.id)!.reminded_at).toBe(
      at(9).toISOString(),
    )

    // A second click the same day sends nothing.
    const again = await remind(order.id)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toMatch(/24 ore/)
    const reminders = () =>
      sink.received.filter((m) => m.subject.includes('Promemoria') && m.subject.includes(order.number)).length
    expect(reminders()).toBe(1)
    clock.now = new Date(at(10).getTime() + 60_000)
    expect((await remind(order.id)).status).toBe(200)
    await sink.waitFor(order.customer.email, () => reminders() === 2)
  })

  it('refuses a reminder for a paid, a cancelled or a cash-on-delivery order, none of which is listed', async () => {
    const paid = await place([await handle()])
    const cancelled = await place([await handle()])
    const cash = await place([await handle()], { payment_method: 'cash_on_delivery' })
    clock.now = at(8)
    expect((await call('POST', `/admin/orders/${paid.id}/events`, 'admin', { event: 'order.pay' })).status).toBe(200)
    expect(
      (
        await call('POST', `/admin/orders/${cancelled.id}/events`, 'admin', {
          event: 'order.cancel',
          reason: 'Richiesta del cliente',
        })
      ).status,
    ).toBe(200)
    for (const o of [paid, cancelled, cash]) {
      const res = await remind(o.id)
      expect(res.status).toBe(409)
      expect(res.body.error.code).toBe('conflict')
    }
    const numbers = await overdueNumbers()
    expect(numbers).not.toContain(paid.number)
    expect(numbers).not.toContain(cancelled.number)
    expect(numbers).not.toContain(cash.number)
    expect((await remind(999_999)).status).toBe(404)
    const [row] = await db().select({ at: orders.paymentRemindedAt }).from(orders).where(eq(orders.id, paid.id))
    expect(row!.at).toBeNull()
  })
})

describe('late orders on the dashboard', () => {
  it('lists a confirmed order once its due date has passed in Rome', async () => {
    const door = await place([await doorLine(800, 2100)])
    for (const event of ['order.pay', 'order.confirm'])
      expect((await call('POST', `/admin/orders/${door.id}/events`, 'admin', { event })).status).toBe(200)
    const card = ((await call('GET', '/admin/production', 'admin')).body.data as Json[]).find((c) => c.id === door.id)!
    expect((await dashboard()).late_orders.map((o: Json) => o.id)).not.toContain(door.id)
    await advanceTo(new Date(`${card.due_date}T12:00:00Z`))
    expect((await dashboard()).late_orders.map((o: Json) => o.id)).not.toContain(door.id)
    await advanceTo(new Date(new Date(`${card.due_date}T12:00:00Z`).getTime() + DAY))
    const late = ((await dashboard()).late_orders as Json[]).find((o) => o.id === door.id)
    expect(late).toEqual({
      id: door.id,
      number: door.number,
      customer: door.customer.name,
      status: 'confirmed_admin',
      due_date: card.due_date,
    })
  })
})
