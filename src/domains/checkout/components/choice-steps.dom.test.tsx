import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { ShippingStep } from './choice-steps'

// The shipping options follow the server's quote, which can change while the step is open (the
// quote for the chosen address arrives, the total moves): the choice sent is always one offered.
beforeAll(() => overwriteGetLocale(() => 'en'))
afterEach(cleanup)

type Shipping = NonNullable<CartQuote['shipping_options']>[number]
const option = (id: number, code: string): Shipping => ({
  id,
  code,
  name: `Courier ${code}`,
  description: null,
  price: 1_500,
  free: false,
  pickup: false,
  shipping_days: { min: 2, max: 4 },
})
const quoteWith = (options: Shipping[]): CartQuote => ({
  lines: [],
  subtotal: 10_000,
  discount: 0,
  shipping: 0,
  payment_fee: 0,
  total: 10_000,
  vat_rate: 22,
  net: 8_197,
  vat: 1_803,
  vat_breakdown: [{ rate: 22, net: 8_197, vat: 1_803, gross: 10_000 }],
  coupon: null,
  shipping_options: options,
})
const user = {
  id: 5,
  name: 'Cliente',
  email: 'c@soglia.test',
  role: 'user',
  email_verified: true,
  parent_id: null,
  locale: 'en',
} as const
const step = (options: Shipping[], onChoose: (id: number) => void, current: number | null = null) => (
  <AuthActor.Provider options={{ input: { user } }}>
    <ShippingStep quote={quoteWith(options)} locale="en" current={current} serverErrors={[]} onChoose={onChoose} />
  </AuthActor.Provider>
)
const checked = () =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((r) => r.checked)
    .map((r) => r.closest('label')?.textContent ?? '')
    .join()
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

describe('ShippingStep when the quote changes under it', () => {
  it('chooses the first option when the options arrive after an empty quote', () => {
    const onChoose = vi.fn()
    const view = render(step([], onChoose))
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    view.rerender(step([option(7, 'nord'), option(8, 'isole')], onChoose))
    expect(checked()).toMatch(/Courier nord/)
    submit()
    expect(onChoose).toHaveBeenCalledWith(7)
  })

  it('drops a choice that is no longer offered for the saved one, then the first', () => {
    const onChoose = vi.fn()
    const view = render(step([option(7, 'nord'), option(8, 'isole'), option(9, 'sud')], onChoose, 9))
    fireEvent.click(screen.getByRole('radio', { name: /Courier isole/ }))
    view.rerender(step([option(7, 'nord'), option(9, 'sud')], onChoose, 9))
    expect(checked()).toMatch(/Courier sud/)
    view.rerender(step([option(7, 'nord')], onChoose, 9))
    expect(checked()).toMatch(/Courier nord/)
    submit()
    expect(onChoose).toHaveBeenLastCalledWith(7)
  })

  it('keeps a choice that is still offered', () => {
    const onChoose = vi.fn()
    const view = render(step([option(7, 'nord'), option(8, 'isole')], onChoose))
    fireEvent.click(screen.getByRole('radio', { name: /Courier isole/ }))
    view.rerender(step([option(8, 'isole'), option(7, 'nord')], onChoose))
    submit()
    expect(onChoose).toHaveBeenLastCalledWith(8)
  })
})
