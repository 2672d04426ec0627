import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import { ordersApi, type Json } from '~/test/orders-api'

// Issue 39 (decision 082): the customer's order takes their cart on every device — lines and
// coupon — in the order's own statement; an order the shop places for them leaves it alone.
const { call, slugOf, orderBody, choose, db } = ordersApi()

let handle: string
beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
})

const cartOf = async (role: 'user' | 'reseller') => (await call('GET', '/cart', role)).body.data as Json

describe('an order empties the cart', () => {
  it('the customer’s order empties the account’s cart and its coupon', async () => {
    const [line] = await choose([{ slug: handle, quantity: 1 }])
    expect(
      (await call('PUT', '/cart', 'user', { items: [{ cart_id: 'line-0', ...line }], coupon_code: 'BENVENUTO10' }))
        .status,
    ).toBe(200)
    expect((await cartOf('user')).items).toHaveLength(1)
    const placed = await call('POST', '/orders', 'user', await orderBody([line!], { coupon_code: 'BENVENUTO10' }))
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect(await cartOf('user')).toMatchObject({ items: [], coupon_code: null })
  })

  it('a refused order leaves the cart as it was', async () => {
    const [line] = await choose([{ slug: handle, quantity: 1 }])
    await call('PUT', '/cart', 'user', { items: [{ cart_id: 'line-0', ...line }], coupon_code: null })
    const body = await orderBody([line!])
    expect((await call('POST', '/orders', 'user', { ...body, expected_total: body.expected_total + 1 })).status).toBe(
      409,
    )
    expect((await cartOf('user')).items).toHaveLength(1)
  })

  it('an order the shop places for a customer leaves the customer’s cart alone', async () => {
    const [line] = await choose([{ slug: handle, quantity: 1 }])
    await call('PUT', '/cart', 'reseller', { items: [{ cart_id: 'line-0', ...line }], coupon_code: null })
    const [reseller] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'reseller@soglia.test'))
    const placed = await call('POST', '/admin/orders', 'admin', {
      ...(await orderBody([line!], {}, 'reseller')),
      customer_id: reseller!.id,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    expect((await cartOf('reseller')).items).toHaveLength(1)
  })
})
