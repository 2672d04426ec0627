import { describe, expect, it } from 'vitest'
import { orders } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The dashboard's figures come from the database: orders per status, 30 days of money received
// (paid orders, by the Rome day of payment; cash on delivery once delivered) and, apart, of
// payments still pending, what waits for the shop, the latest orders and sign-ups (issue 39).
// A fixed clock at 23:30 UTC on 31 December: in Rome it is already 1 January, and "today" is
// Rome's day, on any day the suite runs (issue 40).
const clock = { now: new Date('2026-12-31T23:30:00Z') }
const { db, signIn, get } = seededApi({ clock })

const day = 86_400_000
const romeDay = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' })

describe('admin dashboard', () => {
  it('counts real orders, sums the money received per payment day and the pending payments apart', async () => {
    const userId = (await db().query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'cliente@soglia.test') }))!.id
    const now = clock.now.getTime()
    await db()
      .insert(orders)
      .values([
        // Placed and paid two days ago.
        {
          number: 'T-DASH-1',
          userId,
          status: 'paid',
          subtotal: 10000,
          total: 10000,
          createdAt: new Date(now - 2 * day),
          paidAt: new Date(now - 2 * day),
        },
        // A bank transfer still awaited: pending, not revenue.
        { number: 'T-DASH-2', userId, status: 'pending', subtotal: 5000, total: 5000, createdAt: new Date(now) },
        // Confirmed cash on delivery, not yet delivered: pending too.
        {
          number: 'T-DASH-3',
          userId,
          status: 'confirmed_admin',
          subtotal: 3000,
          total: 3000,
          createdAt: new Date(now - day),
        },
        // Cancelled: neither.
        { number: 'T-DASH-4', userId, status: 'cancelled', subtotal: 7000, total: 7000, createdAt: new Date(now) },
        // Placed 40 days ago, paid (delivered cash on delivery) today: today's money.
        {
          number: 'T-DASH-5',
          userId,
          status: 'delivered',
          subtotal: 2500,
          total: 2500,
          createdAt: new Date(now - 40 * day),
          paidAt: new Date(now),
        },
        // Paid at 23:00 in Rome on 31 December, an hour and a half earlier: yesterday's bucket, not today's.
        {
          number: 'T-DASH-EVE',
          userId,
          status: 'delivered',
          subtotal: 300,
          total: 300,
          createdAt: new Date('2026-12-20T10:00:00Z'),
          paidAt: new Date('2026-12-31T22:00:00Z'),
        },
        {
          number: 'T-DASH-OLD',
          userId,
          status: 'delivered',
          subtotal: 9900,
          total: 9900,
          createdAt: new Date(now - 60 * day),
          paidAt: new Date(now - 59 * day),
        },
      ])
    const admin = await signIn('admin@soglia.test')
    const d = (await json(await get('/admin/dashboard', admin))).data
    expect(d.orders_by_status).toMatchObject({ paid: 1, pending: 1, confirmed_admin: 1, cancelled: 1, delivered: 3 })
    expect(d.revenue.days).toHaveLength(30)
    expect(d.revenue.total).toBe(12800)
    expect(d.revenue.days.at(-1)).toEqual({ day: '2027-01-01', total: 2500, orders: 1 })
    expect(d.revenue.days.at(-2)).toEqual({ day: '2026-12-31', total: 300, orders: 1 })
    expect(d.revenue.days.find((r: Json) => r.day === romeDay(new Date(now - 2 * day))).total).toBe(10000)
    expect(d.pending_payments.total).toBe(8000)
    expect(d.pending_payments.days.at(-1)).toMatchObject({ total: 5000, orders: 1 })
    expect(d.waiting).toEqual({ to_confirm: 2, to_start: 1, to_ship: 0 })
    expect(
      d.latest_orders
        .map((o: Json) => o.number)
        .slice(0, 2)
        .sort(),
    ).toEqual(['T-DASH-2', 'T-DASH-4'])
    expect(d.latest_users.length).toBeGreaterThan(0)
    expect(d.outbox).toEqual({ pending: expect.any(Number), failed: expect.any(Number) })
  })
})
