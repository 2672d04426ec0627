import { beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, orderStatusHistory } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// A customer's own orders through the real API (inserted here: the seed has none).
const { db, signIn, get, userId } = seededApi()

describe('own orders', () => {
  const ids: Record<'first' | 'second' | 'colleague', number> = { first: 0, second: 0, colleague: 0 }

  beforeAll(async () => {
    const database = db()
    const cliente = await userId('cliente@soglia.test')
    const addetto = await userId('addetto@rivenditore.test')
    const address = {
      recipient: 'Giulia Conti',
      street: 'Via Lodovico Settala 12',
      postcode: '20124',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
    }
    const insert = async (
      values: typeof orders.$inferInsert,
      lines: Array<Omit<typeof orderLines.$inferInsert, 'orderId'>>,
      history: Array<[string | null, string, Date]>,
    ) => {
      const [order] = await database.insert(orders).values(values).returning({ id: orders.id })
      await database.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })))
      await database.insert(orderStatusHistory).values(
        history.map(([from, to, at]) => ({
          orderId: order!.id,
          fromStatus: from as 'pending' | null,
          toStatus: to as 'pending',
          createdAt: at,
        })),
      )
      return order!.id
    }
    ids.first = await insert(
      {
        number: 'SO-2026-00011',
        userId: cliente,
        status: 'delivered',
        subtotal: 42_000,
        shippingTotal: 0,
        total: 42_000,
        vatRate: 22,
        vatTotal: 7_574,
        shippingAddress: address,
        createdAt: new Date('2026-09-01T09:00:00Z'),
      },
      [
        {
          sku: 'PI-LIS-BIA',
          name: 'Porta interna Liscia bianca',
          quantity: 2,
          unitPrice: 21_000,
          lineTotal: 42_000,
          snapshot: { variant: '80 × 210 cm' },
        },
      ],
      [
        [null, 'pending', new Date('2026-09-01T09:00:00Z')],
        ['pending', 'paid', new Date('2026-09-01T09:05:00Z')],
        ['paid', 'shipped', new Date('2026-09-10T08:00:00Z')],
        ['shipped', 'delivered', new Date('2026-09-12T15:00:00Z')],
      ],
    )
    ids.second = await insert(
      {
        number: 'SO-2026-00042',
        userId: cliente,
        status: 'start_production',
        subtotal: 129_000,
        discountTotal: 12_900,
        couponCode: 'BENVENUTO10',
        shippingTotal: 4_900,
        total: 121_000,
        vatRate: 22,
        vatTotal: 21_820,
        shippingAddress: address,
        customerReference: 'Casa Lago',
        notes: 'Citofonare Conti',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      [
        { sku: 'PB-CL3-090', name: 'Porta blindata classe 3', quantity: 1, unitPrice: 119_000, lineTotal: 119_000 },
        { sku: 'MA-LEV-QUA', name: 'Maniglia Quadra', quantity: 2, unitPrice: 5_000, lineTotal: 10_000 },
      ],
      [
        [null, 'pending', new Date('2026-11-02T10:00:00Z')],
        ['pending', 'confirmed_admin', new Date('2026-11-03T10:00:00Z')],
        ['confirmed_admin', 'start_production', new Date('2026-11-05T10:00:00Z')],
      ],
    )
    ids.colleague = await insert(
      {
        number: 'SO-2026-00050',
        userId: addetto,
        status: 'pending',
        subtotal: 8_000,
        total: 8_000,
        vatTotal: 1_443,
        createdAt: new Date('2026-11-10T10:00:00Z'),
      },
      [{ sku: 'AC-KIT-SCO', name: 'Kit scorrevole', quantity: 1, unitPrice: 8_000, lineTotal: 8_000 }],
      [[null, 'pending', new Date('2026-11-10T10:00:00Z')]],
    )
  })

  it('a customer sees only its own orders, newest first, with item counts', async () => {
    const token = await signIn('cliente@soglia.test')
    const res = await json(await get('/account/orders', token))
    expect(res.meta).toEqual({ page: 1, per_page: 24, total: 2, total_pages: 1 })
    expect(res.data.map((o: Json) => [o.number, o.status, o.item_count, o.total])).toEqual([
      ['SO-2026-00042', 'start_production', 3, 121_000],
      ['SO-2026-00011', 'delivered', 2, 42_000],
    ])
    expect(res.data[0].placed_by).toMatchObject({ name: 'Giulia Conti' })
  })

  it('pages through them', async () => {
    const token = await signIn('cliente@soglia.test')
    const page2 = await json(await get('/account/orders?page=2&per_page=1', token))
    expect(page2.meta).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 })
    expect(page2.data.map((o: Json) => o.number)).toEqual(['SO-2026-00011'])
    expect((await json(await get('/account/orders?page=3&per_page=1', token))).data).toEqual([])
  })

  it('shows one order with its lines, totals, VAT, address and status history', async () => {
    const token = await signIn('cliente@soglia.test')
    const { data } = await json(await get(`/account/orders/${ids.second}`, token))
    expect(data).toMatchObject({
      number: 'SO-2026-00042',
      subtotal: 129_000,
      discount_total: 12_900,
      coupon_code: 'BENVENUTO10',
      shipping_total: 4_900,
      total: 121_000,
      vat_rate: 22,
      vat_total: 21_820,
      customer_reference: 'Casa Lago',
      notes: 'Citofonare Conti',
      item_count: 3,
      shipping_address: { recipient: 'Giulia Conti', postcode: '20124', province: 'MI' },
    })
    expect(data.lines.map((l: Json) => [l.sku, l.quantity, l.line_total])).toEqual([
      ['PB-CL3-090', 1, 119_000],
      ['MA-LEV-QUA', 2, 10_000],
    ])
    expect(data.history.map((h: Json) => h.to)).toEqual(['pending', 'confirmed_admin', 'start_production'])
  })

  it('answers 404 for another customer’s order, and for one that does not exist', async () => {
    const token = await signIn('cliente@soglia.test')
    const res = await get(`/account/orders/${ids.colleague}`, token)
    expect(res.status).toBe(404)
    expect((await json(res)).error.code).toBe('not_found')
    expect((await get('/account/orders/999999', token)).status).toBe(404)
    expect((await get(`/account/orders/${ids.first}`, await signIn('reseller@soglia.test'))).status).toBe(404)
    expect((await get(`/account/orders/${ids.first}`, await signIn('addetto@rivenditore.test'))).status).toBe(404)
  })

  it('a retailer’s user sees its own order; the retailer sees it too, with who placed it', async () => {
    const colleague = await json(await get('/account/orders', await signIn('addetto@rivenditore.test')))
    expect(colleague.data.map((o: Json) => o.number)).toEqual(['SO-2026-00050'])

    const retailer = await signIn('rivenditore@soglia.test')
    const list = await json(await get('/account/orders', retailer))
    expect(list.meta.total).toBe(1)
    expect(list.data[0]).toMatchObject({ number: 'SO-2026-00050', placed_by: { name: 'Marco Rossi' } })
    expect((await get(`/account/orders/${ids.colleague}`, retailer)).status).toBe(200)
    expect((await get(`/account/orders/${ids.first}`, retailer)).status).toBe(404)
  })

  it('needs a token', async () => {
    expect((await get('/account/orders')).status).toBe(401)
    expect((await get(`/account/orders/${ids.first}`)).status).toBe(401)
  })
})
