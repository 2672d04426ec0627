import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { User } from '~/domains/auth/auth.schemas'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { CheckoutTotals } from './checkout-totals'

// The checkout summary with mixed VAT rates (decision 042): one VAT row per rate, as the server
// quoted it — "of which VAT" for a consumer, "VAT n%" beside the net for a trade customer.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const quote: CartQuote = {
  lines: [],
  subtotal: 35_000,
  discount: 0,
  shipping: 1_500,
  payment_fee: 0,
  total: 36_500,
  vat_rate: 22,
  net: 32_091,
  vat: 4_409,
  vat_breakdown: [
    { rate: 22, net: 10_000, vat: 2_200, gross: 12_200 },
    { rate: 10, net: 22_091, vat: 2_209, gross: 24_300 },
  ],
  coupon: null,
}

const person = (role: User['role']): User => ({
  id: 5,
  name: 'Cliente',
  email: 'c@soglia.test',
  role,
  email_verified: true,
  parent_id: null,
  locale: 'en',
})
const mount = (role: User['role']) =>
  render(
    <AuthActor.Provider options={{ input: { user: person(role) } }}>
      <CheckoutTotals quote={quote} locale="en" />
    </AuthActor.Provider>,
  )

describe('CheckoutTotals with two VAT rates', () => {
  it('shows a consumer one "of which VAT" row per rate, with its amount', () => {
    mount('user')
    const rows = screen.getAllByTestId('checkout-vat-row')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('of which VAT 22%')).toBeTruthy()
    expect(rows[0]!.textContent).toContain('22.00')
    expect(within(rows[1]!).getByText('of which VAT 10%')).toBeTruthy()
    expect(rows[1]!.textContent).toContain('22.09')
    expect(screen.getByTestId('checkout-total').textContent).toContain('365.00')
  })

  it('shows a trade customer the net and one "VAT n%" row per rate', () => {
    mount('retailer')
    const rows = screen.getAllByTestId('checkout-vat-row')
    expect(rows.map((r) => r.querySelector('dt')!.textContent)).toEqual(['VAT 22%', 'VAT 10%'])
    expect(screen.getByTestId('checkout-net').textContent).toContain('320.91')
  })
})
