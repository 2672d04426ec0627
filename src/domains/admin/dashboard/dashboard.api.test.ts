import { describe, expect, it } from 'vitest'
import { orders } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The dashboard's figures come from the database: orders per status, 30 days of revenue
// (cancelled ones left out), what waits for the shop, the latest orders and sign-ups.
// A fixed clock at 23:30 UTC on 31 December: in Rome it is already 1 January, and "today" is
// Rome's day, on any day the suite runs (issue 40).
const clock = { now: new Date('2026-12-31T23:30:00Z') }
const { db, signIn, get } = seededApi({ clock })

describe('admin dashboard', () => {
  it('counts real orders, sums revenue per day and lists the latest', async () => {
    const userId = (await db().query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'cliente@soglia.test') }))!.id
    const now = clock.now.getTime()
    await db().insert(orders).values([
      { number: 'T-DASH-1', userId, status: 'paid', subtotal: 10000, total: 10000, createdAt: new Date(now - 2 * 86_400_000) },
      { number: 'T-DASH-2', userId, status: 'confirmed_admin', subtotal: 5000, total: 5000, createdAt: new Date(now) },
      { number: 'T-DASH-3', userId, status: 'cancelled', subtotal: 7000, total: 7000, createdAt: new Date(now) },
      { number: 'T-DASH-OLD', userId, status: 'delivered', subtotal: 9900, total: 9900, createdAt: new Date(now - 60 * 86_400_000) },
      // 23:00 in Rome on 31 December, an hour and a half earlier: yesterday's bucket, not today's.
      { number: 'T-DASH-EVE', userId, status: 'delivered', subtotal: 300, total: 300, createdAt: new Date('2026-12-31T22:00:00Z') },
    ])
    const admin = await signIn('admin@soglia.test')
    const d = (await json(await get('/admin/dashboard', admin))).data
    expect(d.orders_by_status).toMatchObject({ paid: 1, confirmed_admin: 1, cancelled: 1, delivered: 2, pending: 0 })
    expect(d.revenue.days).toHaveLength(30)
    expect(d.revenue.total).toBe(15300) // cancelled and older than 30 days left out
    expect(d.revenue.days.at(-1)).toEqual({ day: '2027-01-01', total: 5000, orders: 1 })
    expect(d.revenue.days.at(-2)).toEqual({ day: '2026-12-31', total: 300, orders: 1 })
    expect(d.revenue.days.at(-3)).toEqual({ day: '2026-12-30', total: 10000, orders: 1 })
    expect(d.waiting).toEqual({ to_confirm: 1, to_start: 1, to_ship: 0 })
    expect(d.latest_orders.map((o: Json) => o.number).slice(0, 2).sort()).toEqual(['T-DASH-2', 'T-DASH-3'])
    expect(d.latest_users.length).toBeGreaterThan(0)
    expect(d.outbox).toEqual({ pending: expect.any(Number), failed: expect.any(Number) })
  })
})
