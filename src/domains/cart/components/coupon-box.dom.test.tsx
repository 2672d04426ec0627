import { useEffect } from 'react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import type { CartQuote } from '../cart.schemas'
import { cartMachine } from '../cart.machine'
import { CartActor } from './cart-provider'
import { CouponBox } from './coupon-box'

// Spec §4 coupon, §5/§8 messages: the box validates through the server function and tells the cart.
vi.mock('../cart.functions', () => ({
  quoteCart: vi.fn(),
  fetchCartProduct: vi.fn(),
  validateCouponCode: vi.fn(async ({ data }: { data: { body: { code: string } } }) =>
    data.body.code.toUpperCase() === 'BENVENUTO10'
      ? { valid: true, coupon: { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 } }
      : { valid: false, coupon: null },
  ),
}))

beforeAll(() => overwriteGetLocale(() => 'it'))
afterEach(cleanup)

const quote: CartQuote = {
  lines: [],
  subtotal: 0,
  discount: 0,
  shipping: 0,
  total: 0,
  vat_rate: 22,
  net: 0,
  vat: 0,
  coupon: { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 },
}

function setup() {
  const logic = cartMachine.provide({ actors: { requote: fromPromise(async () => quote) } })
  const ref: { current: ReturnType<typeof CartActor.useActorRef> | null } = { current: null }
  function Spy() {
    const actor = CartActor.useActorRef()
    useEffect(() => {
      ref.current = actor
    }, [actor])
    return null
  }
  render(
    <CartActor.Provider logic={logic} options={{ input: { vatRate: 22 } }}>
      <Spy />
      <CouponBox />
    </CartActor.Provider>,
  )
  return () => ref.current!.getSnapshot().context
}

describe('CouponBox', () => {
  it('asks for a code when empty, rejects an expired one, applies and removes a valid one', async () => {
    const context = setup()
    const code = screen.getByLabelText('Codice coupon')
    const apply = screen.getByRole('button', { name: 'Applica' })
    fireEvent.click(apply)
    expect(await screen.findByText('Inserisci un codice.')).toBeTruthy()

    fireEvent.change(code, { target: { value: 'SCADUTO' } })
    fireEvent.click(apply)
    expect(await screen.findByText('Coupon non valido o scaduto')).toBeTruthy()
    expect(context().coupon).toBeNull()

    fireEvent.change(screen.getByLabelText('Codice coupon'), { target: { value: 'benvenuto10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }))
    expect(await screen.findByText('Coupon BENVENUTO10 applicato')).toBeTruthy()
    expect(context().coupon?.code).toBe('BENVENUTO10')

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi coupon' }))
    await waitFor(() => expect(context().coupon).toBeNull())
    expect(screen.getByLabelText('Codice coupon')).toBeTruthy()
  })
})
