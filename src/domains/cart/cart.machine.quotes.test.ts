import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import type { CartQuote, QuoteInput } from './cart.schemas'
import type { RestoredCart } from './cart-lines'
import { applyQuote, type CartEvent } from './cart.machine'
import { coupon10, door, quoteFor, start } from './cart.machine.fixtures'
import { MAX_QUANTITY } from './pricing'

// The cart machine with the server: quotes (stale answers, failures), restoring, and
// invariants over any sequence of events (adding and changing lines: cart.machine.test.ts).
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
    const { send, ctx, settled, lastSaved } = start(async (input) =>
      quoteFor(input, 10_000, { coupon: null, vat_rate: 22 }),
    )
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
    expect(ctx().items.map((i) => [i.cartId, i.slug, i.quantity])).toEqual([
      ['a', 'porta-garda', 3],
      ['line-2', 'porta-trento', 1],
    ])
    expect(saveCart.mock.lastCall?.[0].items).toHaveLength(2)
    expect(quotes.at(-1)).toMatchObject({ coupon_code: 'BENVENUTO10', vat_rate: 10 })
    send({ type: 'cart.restored', cart: { ...restored, items: [] } })
    expect(ctx().items).toHaveLength(2)
  })
})

describe('cart machine: invariants over any sequence of events', () => {
  const event: fc.Arbitrary<CartEvent> = fc.oneof(
    fc.record({
      type: fc.constant('cart.add' as const),
      slug: fc.constantFrom('porta-garda', 'porta-trento'),
      quantity: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.string()),
      variant_ids: fc.subarray([11, 12, 21, 22]),
      extra_option_id: fc.constantFrom(null, 7),
    }),
    fc.record({
      type: fc.constant('cart.add' as const),
      slug: fc.constant('porta-garda'),
      product: fc.constant(door),
      variant_ids: fc.subarray([11, 12, 21, 22, 99]),
    }),
    fc.record({
      type: fc.constant('cart.setQuantity' as const),
      cartId: fc.constantFrom('line-1', 'line-2', 'line-3'),
      quantity: fc.oneof(fc.integer({ min: -2, max: 50 }), fc.double(), fc.string()),
    }),
    fc.record({ type: fc.constant('cart.remove' as const), cartId: fc.constantFrom('line-1', 'line-2', 'line-3') }),
    fc.constant({
      type: 'cart.applyCoupon' as const,
      coupon: { code: 'SCONTO50', discount_type: 'fixed' as const, discount_value: 5_000 },
    }),
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
        expect(items.every((i) => Number.isInteger(i.quantity) && i.quantity >= 1 && i.quantity <= MAX_QUANTITY)).toBe(
          true,
        )
        expect(new Set(items.map((i) => i.cartId)).size).toBe(items.length)
        const { vat_breakdown: rows, net_amounts: netView, ...amounts } = totals
        for (const v of Object.values(amounts)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true)
        expect(netView.net).toBe(totals.net)
        expect(rows.reduce((n, r) => n + r.gross, 0)).toBe(totals.total)
        expect(totals.net + totals.vat).toBe(totals.total)
        for (const [saved] of saveCart.mock.calls) {
          expect(Object.keys(saved).sort()).toEqual(['cart_coupon', 'cart_iva', 'items', 'shipping_info', 'version'])
          if (saved.cart_coupon) expect(Object.keys(saved.cart_coupon)).toEqual(['code'])
          for (const line of saved.items)
            expect(Object.keys(line).sort()).toEqual(['cartId', 'extra_option_id', 'quantity', 'slug', 'variant_ids'])
        }
      }),
      { numRuns: 200 },
    )
  })
})
