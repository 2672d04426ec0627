import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, orders } from '~/db/schema'
import { ordersApi } from '~/test/orders-api'
import { setOrderConcurrency } from './order-admission.server'

// Orders placed at the same moment (decision 019), on PGlite and on PostgreSQL
// (TEST_DATABASE_URL): the coupon with one use left is redeemed once, numbers have no gaps or
// duplicates, and identical requests with one Idempotency-Key make one order.
const { call, slugOf, orderBody, db } = ordersApi()

let handle: string
beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
  // The races themselves, all admitted: the load shedding is order-admission.api.test.ts's.
  setOrderConcurrency(1000)
})
afterAll(() => setOrderConcurrency(undefined))

const numbers = async () =>
  (await db().select({ number: orders.number }).from(orders))
    .map((o) => Number(o.number.slice(5)))
    .sort((a, b) => a - b)

// 50 orders at once on an in-process PGlite queue behind one connection: on a loaded 2-core CI
// machine that takes longer than the default 30 s.
describe('concurrent orders', { timeout: 120_000 }, () => {
  it('50 orders at once with ULTIMO (one use left): exactly one redemption, the rest 409 coupon_unavailable', async () => {
    const body = await orderBody([{ slug: handle, quantity: 1 }], { coupon_code: 'ULTIMO' })
    const results = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/orders', 'user', body)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(
      Array(49).fill('coupon_unavailable'),
    )
    const [ultimo] = await db().select().from(coupons).where(sql`upper(${coupons.code}) = 'ULTIMO'`)
    expect(ultimo).toMatchObject({ usedCount: 5, usageLimit: 5 })
    expect((await db().select().from(orders).where(sql`${orders.couponCode} = 'ULTIMO'`)).length).toBe(1)
    // Ran out between review and order: a clear error, never a silent full price.
    const late = await call('POST', '/orders', 'user', body)
    expect(late.status).toBe(409)
    expect(late.body.error.code).toBe('coupon_unavailable')
  })

  it('numbers stay gapless and unique while orders succeed and fail at the same time', async () => {
    const good = await orderBody([{ slug: handle, quantity: 1 }])
    const bad = { ...good, expected_total: good.expected_total + 1 }
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call('POST', '/orders', 'user', i % 3 === 0 ? bad : good)),
    )
    expect(results.filter((r) => r.status === 201)).toHaveLength(20)
    expect(results.filter((r) => r.status === 409)).toHaveLength(10)
    const all = await numbers()
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1))
    expect(
      results
        .flatMap((r) => (r.status === 201 ? [r.body.data.number as string] : []))
        .every((n) => n.startsWith('2026-')),
    ).toBe(true)
  })

  it('identical requests with one Idempotency-Key at once make one order', async () => {
    const before = (await numbers()).length
    const body = await orderBody([{ slug: handle, quantity: 3 }])
    const headers = { 'idempotency-key': 'double-click-7f3a9c21' }
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/orders', 'user', body, headers)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1)
    expect((await numbers()).length).toBe(before + 1)
  })
})
