import { cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { User } from '~/domains/auth/auth.schemas'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { cartTotals, VAT_RATES } from '~/domains/cart/pricing'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { CheckoutTotals } from './checkout-totals'

// Issue 39 point 3, decision 085: whatever the cart (rates 22/10/4 mixed, a coupon, shipping, a
// fee), a trade customer reads net amounts beside "+ IVA" that add up, to the cent, to the
// taxable amount shown, and that plus the VAT rows shown is the total to pay; a consumer reads
// the same quote VAT included, with no "+ IVA".
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const person = (role: User['role']): User => ({
  id: 5,
  name: 'Cliente',
  email: 'c@soglia.test',
  role,
  email_verified: true,
  parent_id: null,
  locale: 'en',
})
const cents = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)
const shown = (id: string) => screen.queryByTestId(id)?.textContent ?? null

const cart = fc.record({
  lines: fc.array(
    fc.record({
      unit_price: fc.integer({ min: 1, max: 400_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
      vat_rate: fc.constantFrom(...VAT_RATES, 22, 10),
    }),
    { minLength: 1, maxLength: 6 },
  ),
  coupon: fc.option(
    fc.oneof(
      fc.record({ discount_type: fc.constant('percentage' as const), discount_value: fc.integer({ min: 1, max: 60 }) }),
      fc.record({ discount_type: fc.constant('fixed' as const), discount_value: fc.integer({ min: 1, max: 50_000 }) }),
    ),
    { nil: null },
  ),
  shipping: fc.integer({ min: 0, max: 25_000 }),
  fee: fc.constantFrom(0, 0, 500, 790),
})

type Cart = typeof cart extends fc.Arbitrary<infer T> ? T : never

function quoteOf(input: Cart): CartQuote {
  const totals = cartTotals({
    lines: input.lines,
    coupon: input.coupon,
    shipping: input.shipping,
    fee: input.fee,
    vatRate: 22,
  })
  return { ...totals, lines: [], coupon: null }
}

const mount = (role: User['role'], quote: CartQuote) =>
  render(
    <AuthActor.Provider options={{ input: { user: person(role) } }}>
      <CheckoutTotals quote={quote} locale="en" />
    </AuthActor.Provider>,
  )

describe('the checkout totals a trade customer reads', () => {
  it('net + IVA amounts add up to the net shown, and net + VAT shown = total shown', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const quote = quoteOf(input)
        mount('reseller', quote)
        const subtotal = cents(shown('checkout-subtotal'))
        const discount = quote.discount > 0 ? cents(shown('checkout-discount')) : 0
        const shipping = quote.shipping > 0 ? cents(shown('checkout-shipping')) : 0
        const fee = (quote.payment_fee ?? 0) > 0 ? cents(shown('checkout-fee')) : 0
        const net = cents(shown('checkout-net'))
        const vat = screen
          .getAllByTestId('checkout-vat-row')
          .reduce((n, row) => n + cents(row.querySelector('dd')!.textContent), 0)
        expect(subtotal - discount + shipping + fee).toBe(net)
        expect(net + vat).toBe(cents(shown('checkout-total')))
        expect(cents(shown('checkout-total'))).toBe(quote.total)
        for (const id of [
          'checkout-subtotal',
          ...(quote.discount > 0 ? ['checkout-discount'] : []),
          ...(quote.shipping > 0 ? ['checkout-shipping'] : []),
        ])
          expect(shown(id)).toContain('+ VAT')
        // The lines' nets (the order screens and documents) add up to the subtotal too.
        expect(quote.net_amounts!.lines.reduce((a, b) => a + b, 0)).toBe(subtotal)
        cleanup()
      }),
      { numRuns: 150 },
    )
  })

  it('a consumer reads the same quote VAT included, without "+ IVA"', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const quote = quoteOf(input)
        mount('user', quote)
        expect(cents(shown('checkout-subtotal'))).toBe(quote.subtotal)
        expect(shown('checkout-subtotal')).not.toContain('+ VAT')
        expect(screen.queryByTestId('checkout-net')).toBeNull()
        cleanup()
      }),
      { numRuns: 50 },
    )
  })
})
