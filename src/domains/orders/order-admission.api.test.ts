import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { orders } from '~/db/schema'
import { ordersApi } from '~/test/orders-api'
import { setOrderConcurrency } from './order-admission.server'

// Issue 41: POST /orders needs its Idempotency-Key, and a process places at most a bounded
// number of orders at once: beyond it, 503 with Retry-After at once, nothing written, and the
// retry with the same key places the order — never twice.
const { call, slugOf, orderBody, db } = ordersApi()
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n

afterEach(() => setOrderConcurrency(undefined))

describe('POST /orders admission', () => {
  it('refuses an order without Idempotency-Key, translated, writing nothing', async () => {
    const body = await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    const before = await orderCount()
    const res = await call('POST', '/orders', 'user', body, { 'idempotency-key': '' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_request')
    expect(res.body.error.fields['Idempotency-Key'][0]).toMatch(/^Manca l’intestazione Idempotency-Key/)
    const english = await call('POST', '/orders?locale=en', 'user', body, { 'idempotency-key': '' })
    expect(english.body.error.fields['Idempotency-Key'][0]).toMatch(/^The Idempotency-Key header is missing/)
    expect(await orderCount()).toBe(before)
  })

  it('beyond its slots answers 503 at once; the retries with the same keys place each order once', async () => {
    setOrderConcurrency(2)
    const body = await orderBody([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    const before = await orderCount()
    const keys = Array.from({ length: 12 }, (_, i) => `admission-${i}-${Date.now()}`)
    const first = await Promise.all(
      keys.map((key) => call('POST', '/orders', 'user', body, { 'idempotency-key': key })),
    )
    const statuses = first.map((r) => r.status)
    expect(new Set(statuses)).toEqual(new Set([201, 503]))
    const refused = first.filter((r) => r.status === 503)
    for (const r of refused) {
      expect(r.headers.get('retry-after')).toBe('2')
      expect(r.body.error).toMatchObject({
        code: 'service_unavailable',
        reason: 'orders_busy',
        message: expect.stringMatching(/^Stiamo ricevendo molti ordini/),
      })
    }
    // A refused order wrote nothing.
    expect(await orderCount()).toBe(before + first.filter((r) => r.status === 201).length)

    const ids = new Map<string, number>()
    for (const [i, key] of keys.entries()) {
      const retry = await call('POST', '/orders', 'user', body, { 'idempotency-key': key })
      // Placed before: the same order again (200); refused before: placed now (201).
      expect(retry.status).toBe(first[i]!.status === 201 ? 200 : 201)
      if (first[i]!.status === 201) expect(retry.body.data.id).toBe(first[i]!.body.data.id)
      ids.set(key, retry.body.data.id)
    }
    expect(new Set(ids.values()).size).toBe(12)
    expect(await orderCount()).toBe(before + 12)
  })
})
