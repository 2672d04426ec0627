import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MAX_QUOTE_LINES, type CartQuote, type Coupon, type QuoteInput, type QuotedLine } from './cart.schemas'
import type { ProductForLine, RestoredCart, SavedCart } from './cart-lines'
import { applyQuote, cartMachine, itemCount, lineTotalOf, type CartEvent } from './cart.machine'
import { MAX_QUANTITY } from './pricing'

const door: ProductForLine = {
  id: 1,
  slug: 'porta-garda',
  name: 'Porta Garda',
  image_url: '/img/garda.webp',
  category: { slug: 'porte-interne' },
  price: 59_000,
  variant_groups: [
    { id: 1, variants: [{ id: 11, name: 'Rovere', price: 0 }, { id: 12, name: 'Noce', price: 4_000 }] },
    { id: 2, variants: [{ id: 21, name: 'Destra', price: 0 }, { id: 22, name: 'Sinistra', price: 0 }] },
  ],
  extra_options: [{ id: 7, name: 'Kit di posa', package_price: 3_500 }],
}
const coupon10: Coupon = { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 }

/** A quote as the server would answer, with the given unit price for every line. */
const quoteFor = (input: QuoteInput, unit = 10_000, overrides: Partial<CartQuote> = {}): CartQuote => {
  const lines: QuotedLine[] = input.lines.map((l) => ({
    slug: l.slug, product_id: 1, name: l.slug, product_slug: l.slug, category_slug: 'porte-interne', image_url: null,
    unit_price: unit, quantity: l.quantity, line_total: unit * l.quantity,
    variants: (l.variant_ids ?? []).map((id) => ({ id, name: `v${id}` })),
    extra_option: l.extra_option_id ? { id: l.extra_option_id, name: 'opt', package_price: 0 } : null, valid: true,
  }))
  return { lines, subtotal: 0, discount: 0, shipping: 0, total: 0, vat_rate: input.vat_rate ?? 22, net: 0, vat: 0, coupon: input.coupon_code ? coupon10 : null, ...overrides }
}

function start(requote: (input: QuoteInput) => Promise<CartQuote> = async (input) => quoteFor(input)) {
  const saveCart = vi.fn<(saved: SavedCart) => void>()
  const warn = vi.fn()
  const quotes: QuoteInput[] = []
  const machine = cartMachine.provide({
    actors: { requote: fromPromise(({ input }) => (quotes.push(input), requote(input))) },
    actions: { saveCart: (_, params) => saveCart(params), warn: (_, params) => warn(params) },
  })
  const actor = createActor(machine, { input: {} }).start()
  const send = (event: CartEvent) => actor.send(event)
  const ctx = () => actor.getSnapshot().context
  const settled = () => waitFor(actor, (s) => s.matches('idle'))
  return { actor, send, ctx, settled, saveCart, warn, quotes, lastSaved: () => saveCart.mock.lastCall?.[0] }
}

describe('cart machine: adding (spec §4)', () => {
  it('starts empty, at 22 % VAT, with zero totals, and quotes nothing', () => {
    const { ctx, actor, quotes } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(ctx()).toMatchObject({ items: [], coupon: null, shipping: { price: 0 }, vatRate: 22, restored: false, lastOrder: null })
    expect(ctx().totals).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0, vat_rate: 22, net: 0, vat: 0 })
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
    expect(quotes).toEqual([{ lines: [{ slug: 'porta-garda', quantity: 2, variant_ids: [12, 21], extra_option_id: 7 }], vat_rate: 22 }])
    await settled()
    expect(ctx().items[0]!.priced).toMatchObject({ unit_price: 10_000, valid: true })
    expect(ctx().totals).toMatchObject({ subtotal: 20_000, total: 20_000 })
  })

  it('prices at once from the product shown, dropping choices it does not have', () => {
    const { send, ctx } = start(() => new Promise(() => {}))
    send({ type: 'cart.add', slug: 'porta-garda', product: door, variant_ids: [12, 22, 999], extra_option_id: 7 })
    expect(ctx().items[0]).toMatchObject({ variant_ids: [12, 22], extra_option_id: 7, priced: { unit_price: 59_000 + 4_000 + 3_500, name: 'Porta Garda', category_slug: 'porte-interne' } })
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
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [12, 21], extra_option_id: 7, configuration: { width_mm: 800 } })
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [21, 12], extra_option_id: 7, configuration: { width_mm: 800 } })
    expect(ctx().items.map((i) => [i.cartId, i.quantity])).toEqual([['line-1', 4], ['line-2', 1], ['line-3', 1], ['line-4', 1], ['line-5', 2]])
    expect(saveCart.mock.lastCall?.[0].items[4]).toMatchObject({ configuration: { width_mm: 800 } })
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
    for (const quantity of [0, -2, 2.5, 'abc', '', null, MAX_QUANTITY + 1, 5]) send({ type: 'cart.setQuantity', cartId: 'line-1', quantity })
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
    expect(ctx()).toMatchObject({ items: [], coupon: null, shipping: { price: 0 }, lastOrder: { id: 42 }, totals: { total: 0 } })
    expect(lastSaved()).toEqual({ version: 1, items: [], shipping_info: { price: 0 }, cart_coupon: null, cart_iva: 22 })
  })

  it('reports lines and counts for the header and the dropdown', () => {
    const { send, ctx } = withLine()
    send({ type: 'cart.add', slug: 'porta-trento', quantity: 2 })
    expect(itemCount(ctx())).toBe(3)
    expect(ctx().items.map(lineTotalOf)).toEqual([59_000, 0]) // the second is not priced yet
  })
})

describe('cart machine: quotes', () => {
  it('takes the server’s prices, drops choices it dropped, and marks a vanished product', async () => {
    const { send, ctx, settled, lastSaved } = start(async (input) => {
      const quote = quoteFor(input, 12_000)
      quote.lines[0] = { ...quote.lines[0]!, variants: [{ id: 11, name: 'Rovere' }] }
      quote.lines[1] = { ...quote.lines[1]!, valid: false, unit_price: 0, line_total: 0 }
      return quote
    })
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [11, 999], quantity: 2 })
    send({ type: 'cart.add', slug: 'porta-sparita' })
    await settled()
    expect(ctx().items[0]).toMatchObject({ variant_ids: [11], priced: { unit_price: 12_000, valid: true } })
    expect(ctx().items[1]).toMatchObject({ slug: 'porta-sparita', priced: { valid: false } })
    expect(ctx().totals.subtotal).toBe(24_000)
    expect(lastSaved()?.items[0]!.variant_ids).toEqual([11])
  })

  it('drops a coupon the server no longer accepts, and follows the server’s VAT rate', async () => {
    const { send, ctx, settled, lastSaved } = start(async (input) => quoteFor(input, 10_000, { coupon: null, vat_rate: 22 }))
    send({ type: 'cart.add', slug: 'porta-garda' })
    send({ type: 'cart.applyCoupon', coupon: coupon10 })
    send({ type: 'cart.setVat', rate: 4 })
    await settled()
    expect(ctx()).toMatchObject({ coupon: null, vatRate: 22 })
    expect(ctx().totals).toMatchObject({ discount: 0, vat_rate: 22 })
    expect(lastSaved()).toMatchObject({ cart_coupon: null, cart_iva: 22 })
  })

  it('does not save again when the quote changes nothing in the saved form', async () => {
    const { send, settled, saveCart } = start()
    send({ type: 'cart.add', slug: 'porta-garda' })
    await settled()
    expect(saveCart).toHaveBeenCalledTimes(1)
  })

  it('restarts the quote on a change, so an older answer never lands', async () => {
    const pending: Array<{ input: QuoteInput; resolve: (q: CartQuote) => void }> = []
    const { send, ctx, actor } = start((input) => new Promise((resolve) => pending.push({ input, resolve })))
    send({ type: 'cart.add', slug: 'porta-garda' })
    send({ type: 'cart.setQuantity', cartId: 'line-1', quantity: 3 })
    expect(pending.map((p) => p.input.lines[0]!.quantity)).toEqual([1, 3])
    pending[0]!.resolve(quoteFor(pending[0]!.input, 1))
    await Promise.resolve()
    expect(ctx().items[0]!.priced).toBeNull()
    pending[1]!.resolve(quoteFor(pending[1]!.input, 9_000))
    await waitFor(actor, (s) => s.matches('idle'))
    expect(ctx().totals.subtotal).toBe(27_000)
  })

  it('keeps the last prices when a quote fails, says so, and can try again', async () => {
    let fail = true
    const { send, ctx, settled, warn } = start(async (input) => {
      if (fail) throw new Error('offline')
      return quoteFor(input, 7_000)
    })
    send({ type: 'cart.add', slug: 'porta-garda', product: door })
    await settled()
    expect(ctx()).toMatchObject({ quoteFailed: true, totals: { subtotal: 59_000 } })
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'cart quote failed' }))
    fail = false
    send({ type: 'cart.requote' })
    await settled()
    expect(ctx()).toMatchObject({ quoteFailed: false, totals: { subtotal: 7_000 } })
  })

  it('a requote of an empty cart does nothing', () => {
    const { send, quotes } = start()
    send({ type: 'cart.requote' })
    expect(quotes).toEqual([])
  })

  it('ignores a quote for other lines than the cart’s', () => {
    const { ctx, send } = start(() => new Promise(() => {}))
    send({ type: 'cart.add', slug: 'porta-garda' })
    expect(applyQuote(ctx(), quoteFor({ lines: [] }))).toBeNull()
    expect(applyQuote(ctx(), quoteFor({ lines: [{ slug: 'altra', quantity: 1, variant_ids: [] }] }))).toBeNull()
  })
})

describe('cart machine: restoring', () => {
  const restored: RestoredCart = {
    items: [{ cartId: 'a', slug: 'porta-garda', quantity: 2, variant_ids: [11], extra_option_id: null, priced: null }],
    coupon: coupon10,
    shipping: { price: 1_000 },
    vatRate: 10,
  }

  it('takes the restored cart once, keeping lines added meanwhile, then saves and quotes it', () => {
    const { send, ctx, saveCart, quotes } = start(() => new Promise(() => {}))
    send({ type: 'cart.add', slug: 'porta-garda', variant_ids: [11] })
    send({ type: 'cart.add', slug: 'porta-trento' })
    send({ type: 'cart.restored', cart: restored })
    expect(ctx()).toMatchObject({ restored: true, coupon: coupon10, shipping: { price: 1_000 }, vatRate: 10 })
    expect(ctx().items.map((i) => [i.cartId, i.slug, i.quantity])).toEqual([['a', 'porta-garda', 3], ['line-2', 'porta-trento', 1]])
    expect(saveCart.mock.lastCall?.[0].items).toHaveLength(2)
    expect(quotes.at(-1)).toMatchObject({ coupon_code: 'BENVENUTO10', vat_rate: 10 })
    send({ type: 'cart.restored', cart: { ...restored, items: [] } })
    expect(ctx().items).toHaveLength(2)
  })
})

describe('cart machine: invariants over any sequence of events', () => {
  const event: fc.Arbitrary<CartEvent> = fc.oneof(
    fc.record({ type: fc.constant('cart.add' as const), slug: fc.constantFrom('porta-garda', 'porta-trento'), quantity: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.string()), variant_ids: fc.subarray([11, 12, 21, 22]), extra_option_id: fc.constantFrom(null, 7) }),
    fc.record({ type: fc.constant('cart.add' as const), slug: fc.constant('porta-garda'), product: fc.constant(door), variant_ids: fc.subarray([11, 12, 21, 22, 99]) }),
    fc.record({ type: fc.constant('cart.setQuantity' as const), cartId: fc.constantFrom('line-1', 'line-2', 'line-3'), quantity: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.double(), fc.string()) }),
    fc.record({ type: fc.constant('cart.remove' as const), cartId: fc.constantFrom('line-1', 'line-2', 'line-3') }),
    fc.constant({ type: 'cart.applyCoupon' as const, coupon: { code: 'SCONTO50', discount_type: 'fixed' as const, discount_value: 5_000 } }),
    fc.constant({ type: 'cart.removeCoupon' as const }),
    fc.record({ type: fc.constant('cart.setVat' as const), rate: fc.constantFrom(0, 4, 10, 22, 5, '22') }),
    fc.record({ type: fc.constant('cart.setShipping' as const), price: fc.integer({ min: -100, max: 5_000 }) }),
    fc.constant({ type: 'cart.clear' as const }),
  )

  it('keeps quantities whole and ≥ 1, cartIds unique, totals whole and ≥ 0, and never saves a price', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const { send, ctx, saveCart } = start(() => new Promise(() => {}))
        for (const e of events) send(e)
        const { items, totals } = ctx()
        expect(items.every((i) => Number.isInteger(i.quantity) && i.quantity >= 1 && i.quantity <= MAX_QUANTITY)).toBe(true)
        expect(new Set(items.map((i) => i.cartId)).size).toBe(items.length)
        for (const v of Object.values(totals)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true)
        expect(totals.net + totals.vat).toBe(totals.total)
        for (const [saved] of saveCart.mock.calls) {
          expect(Object.keys(saved).sort()).toEqual(['cart_coupon', 'cart_iva', 'items', 'shipping_info', 'version'])
          if (saved.cart_coupon) expect(Object.keys(saved.cart_coupon)).toEqual(['code'])
          for (const line of saved.items) expect(Object.keys(line).sort()).toEqual(['cartId', 'extra_option_id', 'quantity', 'slug', 'variant_ids'])
        }
      }),
      { numRuns: 200 },
    )
  })
})
