import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { OrderSummary } from './order-summary'

// Issue 42: the order summary beside every step — each line with its thumbnail, its choices in
// the order's own words, quantity and amount; shipping "calculated at the next step" until an
// option is priced, never a false 0.00; closed on a phone until its button opens it.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

const quote: CartQuote = {
  lines: [
    {
      slug: 'porta-trento',
      product_id: 1,
      name: 'Porta Trento',
      product_slug: 'porta-trento',
      category_slug: 'porte-interne',
      image_url: '/images/trento.jpg',
      unit_price: 22_900,
      quantity: 2,
      line_total: 45_800,
      valid: true,
      extra_option: { id: 4, name: 'Posa in opera', package_price: 5_000 },
      variants: [
        { id: 11, name: 'Laminato bianco', group: 'Finitura' },
        { id: 12, name: 'Sinistra a spingere', group: 'Verso di apertura' },
      ],
    },
    {
      slug: 'gone',
      product_id: null,
      name: null,
      product_slug: null,
      category_slug: null,
      image_url: null,
      unit_price: 0,
      quantity: 1,
      line_total: 0,
      valid: false,
      extra_option: null,
      variants: [],
    },
  ],
  subtotal: 45_800,
  discount: 0,
  shipping: 0,
  payment_fee: 0,
  total: 45_800,
  vat_rate: 22,
  net: 37_541,
  vat: 8_259,
  coupon: null,
  shipping_option_id: null,
}

const user = {
  id: 5,
  name: 'Cliente',
  email: 'c@soglia.test',
  role: 'user',
  email_verified: true,
  parent_id: null,
  locale: 'en',
} as const
const mount = (shippingPending: boolean, q: CartQuote = quote) =>
  render(
    <AuthActor.Provider options={{ input: { user } }}>
      <OrderSummary quote={q} busy={false} shippingPending={shippingPending} locale="en" imageHost="" />
    </AuthActor.Provider>,
  )

describe('OrderSummary', () => {
  it('on a phone is a closed panel whose button opens the lines with their choices', async () => {
    mount(true)
    const toggle = screen.getByRole('button', { name: /Your order/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.textContent).toContain('458.00')
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(content.contains(screen.getByTestId('checkout-summary-lines'))).toBe(true)
    expect(content.dataset.state).toBe('closed')
    fireEvent.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'))
    expect(content.dataset.state).toBe('open')
    // Only the valid line: the one the order will hold.
    const lines = screen.getAllByTestId('checkout-summary-line')
    expect(lines).toHaveLength(1)
    const line = lines[0]!
    expect(line.querySelector('img')?.getAttribute('src')).toBe('/images/trento.jpg')
    expect(line.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(within(line).getByText('Porta Trento')).toBeTruthy()
    const details = within(line).getByTestId('checkout-summary-line-details').textContent
    expect(details).toContain('Finitura: Laminato bianco')
    expect(details).toContain('Verso di apertura: Sinistra a spingere')
    expect(details).toContain('Posa in opera')
    expect(within(line).getByText('Quantity: 2')).toBeTruthy()
    expect(within(line).getByTestId('checkout-summary-line-total').textContent).toContain('458.00')
  })

  it('says shipping is calculated at the next step until an option is priced, and the total is the total so far', () => {
    mount(true)
    fireEvent.click(screen.getByRole('button', { name: /Your order/ }))
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('calculated at the next step')
    expect(screen.getByText('Total so far')).toBeTruthy()
    cleanup()
    mount(false, { ...quote, shipping: 1_500, total: 47_300, shipping_option_id: 3 })
    fireEvent.click(screen.getByRole('button', { name: /Your order/ }))
    expect(screen.getByTestId('checkout-shipping').textContent).toContain('15.00')
    expect(screen.getByText('Total to pay')).toBeTruthy()
  })

  it('is one labelled column for both widths (CSS lays it out: the same markup before and after hydration)', () => {
    mount(false, { ...quote, shipping: 1_500, total: 47_300, shipping_option_id: 3 })
    const aside = screen.getByRole('complementary', { name: 'Your order' })
    expect(within(aside).getAllByTestId('checkout-summary-line')).toHaveLength(1)
    expect(within(aside).getByRole('button', { name: /Your order/ })).toBeTruthy()
  })
})
