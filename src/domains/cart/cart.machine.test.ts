import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { MAX_QUOTE_LINES } from './cart.schemas'
import { cartMachine, itemCount, lineTotalOf } from './cart.machine'
import { coupon10, door, doorWithServices, start } from './cart.machine.fixtures'
import { MAX_QUANTITY } from './pricing'

describe('cart machine: adding (spec §4)', () => {
  it('starts empty, at 22 % VAT, with zero totals, and quotes nothing', () => {
    const { ctx, actor, quotes } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ctx()).toMatchObject({
      items: [],
      coupon: null,
      shipping: { price: 0 },
      vatRate: 22,
      restored: false,
      lastOrder: null,
    })
    expect(ctx().totals).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      payment_fee: 0,
      total: 0,
      vat_rate: 22,
      net: 0,
      vat: 0,
      vat_breakdown: [{ rate: 22, net: 0, vat: 0, gross: 0 }],
      net_amounts: { lines: [], subtotal: 0, discount: 0, shipping: 0, payment_fee: 0, net: 0 },
    })
    expect(quotes).toEqual([])
  })

  it('starts at the shop’s rate when given', () => {
    const actor = createActor(cartMachine, { input: { vatRate: 10 } }).start()
    expect(actor.getSnapshot().context).toMatchObject({ vatRate: 10, totals: { vat_rate: 10 } })
  })

  it('adds a line with a fresh cartId, saves only the saved form and asks for a quote', async () => {
    const { send, ctx, saveCart, quotes, settled } = start()
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [12, 21], extra_option_id: 7, quantity: 2 })
    expect(saveCart).toHaveBeenCalledTimes(1)
    expect(saveCart.mock.lastCall?.[0]).toEqual({
      version: 1,
      items: [{ cartId: 'line-1', slug: 'porta-garda', quantity: 2, variant_ids: [12, 21], extra_option_id: 7 }],
      shipping_info: { price: 0 },
      cart_coupon: null,
      cart_iva: 22,
    })
    expect(quotes).toEqual([
      { lines: [{ slug: 'porta-garda', quantity: 2, variant_ids: [12, 21], extra_option_id: 7 }], vat_rate: 22 },
    ])
    await settled()
    expect(ctx().items[0]!.priced).toMatchObject({ unit_price: 10_000, valid: true })
    expect(ctx().totals).toMatchObject({ subtotal: 20_000, total: 20_000 })
  })

  it('prices at once from the product shown, dropping choices it does not have', () => {
    const { send, ctx } = start(() => new Promise(() => {}))
    send({ type: 'cart.add', slug: 'porta-garda', product: door, variant_ids: [12, 22, 999], extra_option_id: 7 })
    expect(ctx().items[0]).toMatchObject({
      variant_ids: [12, 22],
      extra_option_id: 7,
      priced: { unit_price: 59_000 + 4_000 + 3_500, name: 'Porta Garda', category_slug: 'porte-interne' },
    })
    expect(ctx().totals.total).toBe(66_500)
  })

  it('merges a line with the same product, variant ids in any order and the same package', () => {
    const { send, ctx, saveCart } = start(() => new Promise(() => {}))
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [12, 21], extra_option_id: 7 })
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [21, 12], extra_option_id: 7, quantity: 3 })
    expect(ctx().items).toHaveLength(1)
    expect(ctx().items[0]).toMatchObject({ cartId: 'line-1', quantity: 4 })
    expect(saveCart).toHaveBeenCalledTimes(2)
    // A different package, variant set, product or configuration is a new line.
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [12, 21] })
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [11, 21], extra_option_id: 7 })
    send({ type: 'cart.add', slug: 'porta-trento', variant_ids: [12, 21], extra_option_id: 7 })
    send({
      type: 'cart.add',
      slug: 'porta-garda',
      variant_ids: [12, 21],
      extra_option_id: 7,
      configuration: { width_mm: 800 },
    })
    send({
      type: 'cart.add',
      slug: 'porta-garda',
      variant_ids: [21, 12],
      extra_option_id: 7,
      configuration: { width_mm: 800 },
    })
    expect(ctx().items.map((i) => [i.cartId, i.quantity])).toEqual([
      ['line-1', 4],
      ['line-2', 1],
      ['line-3', 1],
      ['line-4', 1],
      ['line-5', 2],
    ])
    expect(saveCart.mock.lastCall?.[0].items[4]).toMatchObject({ configuration: { width_mm: 800 } })
  })

  it('merges by the set of extras, in any order, and prices each extra (decision 109)', async () => {
    const { send, ctx, saveCart, quotes, settled } = start()
    send({
      type: 'cart.add',
      slug: doorWithServices.slug,
      product: doorWithServices,
      variant_ids: [12, 21],
      extra_option_ids: [3, 5],
    })
    // Shown at once with the chosen finish's photo and both packages.
    expect(ctx().items[0]!.priced).toMatchObject({
      unit_price: 59_000 + 6_000 + 15_000 + 6_000,
      image_url: '/img/sentinella-PBI.svg',
    })
    expect(ctx().items[0]!.priced?.extra_options?.map((e) => e.name)).toEqual([
      'Posa in opera',
      'Ritiro del vecchio serramento',
    ])
    await settled()
    send({
      type: 'cart.add',
      slug: doorWithServices.slug,
      product: doorWithServices,
      variant_ids: [21, 12],
      extra_option_ids: [5, 3],
      quantity: 2,
    })
    expect(ctx().items).toHaveLength(1)
    expect(ctx().items[0]).toMatchObject({ quantity: 3, extra_option_id: 3, extra_option_ids: [3, 5] })
    // The saved form and the quote keep the set; one extra alone is another line.
    expect(saveCart.mock.lastCall?.[0].items).toEqual([
      {
        cartId: 'line-1',
        slug: 'blindata-sentinella',
        quantity: 3,
        variant_ids: [12, 21],
        extra_option_id: 3,
        extra_option_ids: [3, 5],
      },
    ])
    expect(quotes.at(-1)?.lines).toEqual([
      { slug: 'blindata-sentinella', quantity: 3, variant_ids: [12, 21], extra_option_ids: [3, 5] },
    ])
    send({
      type: 'cart.add',
      slug: doorWithServices.slug,
      product: doorWithServices,
      variant_ids: [12, 21],
      extra_option_id: 3,
    })
    send({
      type: 'cart.add',
      slug: doorWithServices.slug,
      product: doorWithServices,
      variant_ids: [11, 21],
      extra_option_ids: [5, 3],
    })
    expect(ctx().items.map((i) => [i.quantity, i.extra_option_ids ?? [i.extra_option_id]])).toEqual([
      [3, [3, 5]],
      [1, [3]],
      [1, [3, 5]],
    ])
    // The walnut panel's line shows the walnut photo.
    expect(ctx().items[2]!.priced?.image_url).toBe('/img/sentinella-PNO.svg')
    await settled()
    // The quote's answer keeps the set on the line.
    expect(ctx().items[0]).toMatchObject({ extra_option_ids: [3, 5] })
  })

  it('counts an invalid added quantity as 1, and never merges past the maximum', () => {
    const { send, ctx } = start(() => new Promise(() => {}))
    send({ type: 'cart.add', slug: 'porta-garda', quantity: 'tanti' })
    expect(ctx().items[0]!.quantity).toBe(1)
    send({ type: 'cart.add', slug: 'porta-garda', quantity: MAX_QUANTITY })
    expect(ctx().items[0]!.quantity).toBe(MAX_QUANTITY)
    expect(itemCount(ctx())).toBe(MAX_QUANTITY)
  })

  it('ignores an add without a usable slug, and a new line past the quote’s 100', () => {
    const { send, ctx, saveCart } = start(() => new Promise(() => {}))
    for (const slug of ['', 'Porta Garda', '../admin']) send({ type: 'cart.add', slug })
    expect(ctx().items).toEqual([])
    expect(saveCart).not.toHaveBeenCalled()
    for (let i = 0; i < MAX_QUOTE_LINES; i++) send({ type: 'cart.add', slug: `porta-${i}` })
    send({ type: 'cart.add', slug: 'porta-in-piu' })
    expect(ctx().items).toHaveLength(MAX_QUOTE_LINES)
    expect(saveCart).toHaveBeenCalledTimes(MAX_QUOTE_LINES)
    send({ type: 'cart.add', slug: 'porta-0' }) // an existing line still grows
    expect(ctx().items[0]!.quantity).toBe(2)
  })
})

describe('cart machine: changing lines', () => {
  const withLine = () => {
    const cart = start(() => new Promise(() => {}))
    cart.send({ type: 'cart.add', slug: 'porta-garda', product: door, variant_ids: [11] })
    cart.saveCart.mockClear()
    return cart
  }

  it('accepts a whole quantity from 1 and ignores anything else, without saving', () => {
    const { send, ctx, saveCart } = withLine()
    send({ type: 'cart.setQuantity', cartId: 'line-1', quantity: 3 })
    send({ type: 'cart.setQuantity', cartId: 'line-1', quantity: '5' })
    expect(ctx().items[0]!.quantity).toBe(5)
    expect(ctx().totals.subtotal).toBe(5 * 59_000)
    expect(saveCart).toHaveBeenCalledTimes(2)
    for (const quantity of [0, -2, 2.5, 'abc', '', null, MAX_QUANTITY + 1, 5])
      send({ type: 'cart.setQuantity', cartId: 'line-1', quantity })
    send({ type: 'cart.setQuantity', cartId: 'nessuna', quantity: 2 })
    expect(ctx().items[0]!.quantity).toBe(5)
    expect(saveCart).toHaveBeenCalledTimes(2)
  })

  it('removes a line by cartId; an unknown id changes nothing', () => {
    const { send, ctx, saveCart } = withLine()
    send({ type: 'cart.add', slug: 'porta-trento' })
    send({ type: 'cart.remove', cartId: 'nessuna' })
    expect(saveCart).toHaveBeenCalledTimes(1)
    send({ type: 'cart.remove', cartId: 'line-1' })
    expect(ctx().items.map((i) => i.slug)).toEqual(['porta-trento'])
    expect(saveCart.mock.lastCall?.[0].items.map((i) => i.cartId)).toEqual(['line-2'])
  })

  it('applies and removes a coupon: the saved form keeps only its code', () => {
    const { send, ctx, saveCart } = withLine()
    send({ type: 'cart.applyCoupon', coupon: coupon10 })
    expect(ctx().totals).toMatchObject({ subtotal: 59_000, discount: 5_900, total: 53_100 })
    expect(saveCart.mock.lastCall?.[0].cart_coupon).toEqual({ code: 'BENVENUTO10' })
    send({ type: 'cart.applyCoupon', coupon: { ...coupon10 } })
    expect(saveCart).toHaveBeenCalledTimes(1)
    send({ type: 'cart.removeCoupon' })
    send({ type: 'cart.removeCoupon' })
    expect(ctx().coupon).toBeNull()
    expect(ctx().totals.discount).toBe(0)
    expect(saveCart).toHaveBeenCalledTimes(2)
  })

  it('sets a numeric VAT rate among 0, 4, 10, 22 only', () => {
    const { send, ctx, saveCart } = withLine()
    send({ type: 'cart.setVat', rate: 10 })
    expect(ctx().totals).toMatchObject({ vat_rate: 10, net: 53_636, vat: 5_364 })
    for (const rate of ['4', 5, null, Number.NaN, 10]) send({ type: 'cart.setVat', rate })
    expect(ctx().vatRate).toBe(10)
    expect(saveCart).toHaveBeenCalledTimes(1)
    expect(saveCart.mock.lastCall?.[0].cart_iva).toBe(10)
  })

  it('sets a shipping price in cents, added to the total', () => {
    const { send, ctx, saveCart } = withLine()
    send({ type: 'cart.setShipping', price: 2_500 })
    expect(ctx().totals).toMatchObject({ shipping: 2_500, total: 61_500 })
    for (const price of [-1, 1.5, '100', 2_500]) send({ type: 'cart.setShipping', price })
    expect(saveCart).toHaveBeenCalledTimes(1)
    expect(saveCart.mock.lastCall?.[0].shipping_info).toEqual({ price: 2_500 })
  })

  it('clears the cart, and an empty cart is not quoted', () => {
    const { send, ctx, actor, saveCart, quotes } = withLine()
    send({ type: 'cart.applyCoupon', coupon: coupon10 })
    const asked = quotes.length
    send({ type: 'cart.clear' })
    expect(ctx()).toMatchObject({ items: [], coupon: null, shipping: { price: 0 } })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(quotes).toHaveLength(asked)
    send({ type: 'cart.clear' })
    expect(saveCart).toHaveBeenCalledTimes(2)
  })

  it('completing an order stores it as last_order and empties items, coupon and shipping', () => {
    const { send, ctx, lastSaved } = withLine()
    send({ type: 'cart.applyCoupon', coupon: coupon10 })
    send({ type: 'cart.setShipping', price: 2_500 })
    send({ type: 'cart.orderCompleted', order: { id: 42, total: 55_600 } })
    expect(ctx()).toMatchObject({
      items: [],
      coupon: null,
      shipping: { price: 0 },
      lastOrder: { id: 42 },
      totals: { total: 0 },
    })
    expect(lastSaved()).toEqual({ version: 1, items: [], shipping_info: { price: 0 }, cart_coupon: null, cart_iva: 22 })
  })

  it('reports lines and counts for the header and the dropdown', () => {
    const { send, ctx } = withLine()
    send({ type: 'cart.add', slug: 'porta-trento', quantity: 2 })
    expect(itemCount(ctx())).toBe(3)
    expect(ctx().items.map(lineTotalOf)).toEqual([59_000, 0]) // the second is not priced yet
  })
})
