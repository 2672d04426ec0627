import { beforeAll, describe, expect, it } from 'vitest'
import { CLOCK, ordersApi, type Json } from '~/test/orders-api'

// POST /cart/quote for the checkout (issue 11) and the promotions the catalogue applies, on the
// real API at 24 November 2026 (Black Friday on interior doors: −20 %).
const { call, slugOf, doorLine, quote, clock } = ordersApi()

let handle: string // MA-LEV-TON: 650 g, lead time 2 days
let door: string // PI-ROV-080, in the promotion
beforeAll(async () => {
  handle = await slugOf('MA-LEV-TON')
  door = await slugOf('PI-ROV-080')
})

const codes = (q: Json) => (q.shipping_options as Json[]).map((o) => o.code)

describe('shipping in the quote', () => {
  it('offers the options that fit the weight and the region; the islands cost more', async () => {
    const north = await quote({ lines: [{ slug: handle, quantity: 2 }], region: 'IT-34' })
    expect(north.weight_grams).toBe(1_300)
    expect(codes(north)).toEqual(['corriere-nord'])
    const sicily = await quote({ lines: [{ slug: handle, quantity: 2 }], region: 'IT-82' })
    expect(codes(sicily)).toEqual(['corriere-isole'])
    expect(sicily.shipping_options![0]!.price).toBeGreaterThan(north.shipping_options![0]!.price)
    // A region's name works too; without a region every zone of the band is listed.
    expect(codes(await quote({ lines: [{ slug: handle, quantity: 2 }], region: 'Sicilia' }))).toEqual([
      'corriere-isole',
    ])
    expect(codes(await quote({ lines: [{ slug: handle, quantity: 2 }] }))).toHaveLength(4)
    // 50 handles weigh 32.5 kg: pallet.
    expect(codes(await quote({ lines: [{ slug: handle, quantity: 50 }], region: 'IT-34' }))).toEqual(['bancale-nord'])
  })

  it('prices the chosen option into the total, free over the threshold, with the estimated delivery', async () => {
    const options = await quote({ lines: [{ slug: handle, quantity: 1 }], region: 'IT-34' })
    const id = options.shipping_options![0]!.id
    const chosen = await quote({ lines: [{ slug: handle, quantity: 1 }], region: 'IT-34', shipping_option_id: id })
    expect(chosen).toMatchObject({ shipping: 1_900, shipping_option_id: id, free_shipping_over: 150_000 })
    expect(chosen.total).toBe(chosen.subtotal - chosen.discount + 1_900)
    // Tuesday 24 November + 2 days' lead time + 1–3 shipping days, working days only.
    expect(chosen.estimated_delivery).toEqual({ from: '2026-11-27', to: '2026-12-01' })
    const big = await quote({ lines: [{ slug: door, quantity: 10 }], region: 'IT-34' })
    const bigChosen = await quote({
      lines: [{ slug: door, quantity: 10 }],
      region: 'IT-34',
      shipping_option_id: big.shipping_options![0]!.id,
    })
    expect(bigChosen.subtotal).toBeGreaterThanOrEqual(150_000)
    expect(bigChosen.shipping_options![0]).toMatchObject({ free: true, price: 0 })
    expect(bigChosen.shipping).toBe(0)
  })

  it('payment methods: fee in the total, no card without Stripe keys, no cash on delivery for made to measure', async () => {
    const q = await quote({
      lines: [{ slug: handle, quantity: 1 }],
      region: 'IT-34',
      payment_method: 'cash_on_delivery',
    })
    expect(q.payment_methods!.map((m) => m.code)).toEqual(['bank_transfer', 'cash_on_delivery'])
    expect(q.payment_fee).toBe(700)
    expect(q.total).toBe(q.subtotal - q.discount + q.shipping + 700)
    const measured = await quote({
      lines: [await doorLine(800, 2100)],
      region: 'IT-34',
      payment_method: 'cash_on_delivery',
    })
    expect(measured.made_to_measure).toBe(true)
    expect(measured.lines[0]).toMatchObject({ made_to_measure: true, valid: true })
    expect(measured.payment_methods!.map((m) => m.code)).toEqual(['bank_transfer'])
    expect(measured.payment_fee).toBe(0)
    const pickup = await quote({ lines: [{ slug: handle, quantity: 1 }], pickup: true })
    expect(codes(pickup)).toEqual(['ritiro-in-sede'])
    expect(pickup.payment_methods!.map((m) => m.code)).toEqual(['bank_transfer', 'in_store'])
    expect(pickup.shipping).toBe(0)
  })
})

describe('promotions applied by the pricing module', () => {
  it('product, listing, configurator and cart show the same promoted price, with the regular one and Omnibus beside', async () => {
    const product = (await call('GET', `/products/${door}`, null)).body.data as Json
    expect(product.promotion).toMatchObject({
      discount_type: 'percentage',
      discount_value: 20,
      title: expect.stringContaining('Black Friday'),
    })
    expect(product.price).toBe(Math.round(product.regular_price * 0.8))
    expect(product.lowest_price_30d).toBe(product.regular_price)
    const listing = (await call('GET', '/products?category=porte-interne&per_page=100', null)).body.data as Json[]
    expect(listing.find((p) => p.slug === door)).toMatchObject({
      price: product.price,
      regular_price: product.regular_price,
    })
    const line = (await quote({ lines: [{ slug: door, quantity: 1 }] })).lines[0]!
    expect(line).toMatchObject({ unit_price: product.price, regular_unit_price: product.regular_price })

    const configured = await doorLine(850, 2100)
    const c = configured.configuration
    const direct = (
      await call('POST', '/configurator/quote', null, {
        model_id: c.model,
        width_mm: 850,
        height_mm: 2100,
        option_ids: c.options.split(',').map(Number),
      })
    ).body.data as Json
    expect(direct).toMatchObject({ regular_unit_price: 38_900, unit_price: 31_120, promotion: { discount_value: 20 } })
    expect((await quote({ lines: [configured] })).lines[0]).toMatchObject({
      unit_price: 31_120,
      regular_unit_price: 38_900,
    })
  })

  it('a reseller gets 20 % off its own tier; after the promotion ends the regular price is back', async () => {
    const reseller = (await call('GET', `/products/${door}`, 'reseller')).body.data as Json
    expect(reseller.tier).toBe('reseller')
    expect(reseller.price).toBe(reseller.regular_price - Math.floor((reseller.regular_price * 20 + 50) / 100))
    clock.now = new Date('2026-12-05T10:00:00Z')
    try {
      const after = (await call('GET', `/products/${door}`, null)).body.data as Json
      expect(after).toMatchObject({ regular_price: null, promotion: null })
      expect((await quote({ lines: [{ slug: door, quantity: 1 }] })).lines[0]!.regular_unit_price).toBeNull()
    } finally {
      clock.now = new Date(CLOCK)
    }
  })
})
