import { useEffect } from 'react'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationActor, NotificationsProvider } from '~/components/notifications/notifications-provider'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { User } from '~/domains/auth/auth.schemas'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { CART_STORAGE_KEY, type ProductForLine } from '../cart-lines'
import type { QuoteInput } from '../cart.schemas'
import { fetchCartProduct } from '../cart.functions'
import { CartActor, CartProvider, useCartReady, useItemCount } from './cart-provider'
import { PENDING_ADD_KEY } from '../pending-add'
import { usePendingAdd, type PendingChoice } from './visitor-add'

// Spec §4: restoration from browser storage after sign-in (with the §2 loading overlay), the
// badge count only when signed in, and a saved copy after every change.
const product: ProductForLine = {
  id: 1,
  slug: 'porta-trento',
  name: 'Trento',
  image_url: null,
  category: { slug: 'porte-interne' },
  price: 22900,
  variant_groups: [
    {
      id: 1,
      variants: [
        { id: 11, name: 'Bianco', price: 0 },
        { id: 12, name: 'Noce', price: 4000 },
      ],
    },
  ],
  extra_options: [],
}
let releaseProduct: () => void = () => {}

vi.mock('../cart.functions', () => ({
  fetchCartProduct: vi.fn(
    ({ data }: { data: { slug: string } }) =>
      new Promise((resolve) => {
        releaseProduct = () => resolve(data.slug === 'porta-trento' ? product : null)
      }),
  ),
  validateCouponCode: vi.fn(async () => ({ valid: false, coupon: null })),
  quoteCart: vi.fn(async ({ data }: { data: { body: QuoteInput } }) => {
    const lines = data.body.lines.map((l) => {
      const unit = 22900 + (l.variant_ids?.includes(12) ? 4000 : 0)
      return {
        slug: l.slug,
        product_id: 1,
        name: 'Trento',
        product_slug: l.slug,
        category_slug: 'porte-interne',
        image_url: null,
        unit_price: unit,
        quantity: l.quantity,
        line_total: unit * l.quantity,
        variants: (l.variant_ids ?? []).map((id) => ({ id, name: id === 12 ? 'Noce' : 'Bianco' })),
        extra_option: null,
        valid: true,
      }
    })
    const total = lines.reduce((s, l) => s + l.line_total, 0)
    return { lines, subtotal: total, discount: 0, shipping: 0, total, vat_rate: 22, net: 0, vat: 0, coupon: null }
  }),
}))

const user: User = {
  id: 5,
  name: 'Cliente',
  email: 'cliente@soglia.test',
  role: 'user',
  email_verified: true,
  parent_id: null,
  locale: 'it',
}

function Badge() {
  return <span data-testid="count">{useItemCount()}</span>
}

function Ready() {
  return <span data-testid="ready">{String(useCartReady())}</span>
}

/** A page with a visitor's kept click for porta-trento (issue 42). */
const pendingAdds: PendingChoice[] = []
function KeptClick() {
  usePendingAdd('product', 'porta-trento', (choice) => pendingAdds.push(choice))
  return null
}

function Notice() {
  const notice = NotificationActor.useSelector((s) =>
    s.context.active ? `${s.context.color}: ${s.context.message}` : '',
  )
  return <span data-testid="notice">{notice}</span>
}

function mount(signedIn: User | null) {
  const ref: { current: ReturnType<typeof CartActor.useActorRef> | null } = { current: null }
  function Spy() {
    const actor = CartActor.useActorRef()
    useEffect(() => {
      ref.current = actor
    }, [actor])
    return null
  }
  render(
    <AuthActor.Provider options={{ input: { user: signedIn } }}>
      <NotificationsProvider>
        <CartProvider vatRate={22}>
          <Spy />
          <Badge />
          <Ready />
          <KeptClick />
          <Notice />
        </CartProvider>
      </NotificationsProvider>
    </AuthActor.Provider>,
  )
  return () => ref.current!
}

beforeAll(() => overwriteGetLocale(() => 'it'))
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  pendingAdds.length = 0
})
afterEach(cleanup)

const saved = {
  version: 1,
  items: [
    { cartId: 'line-1', slug: 'porta-trento', quantity: 2, variant_ids: [12], extra_option_id: null },
    { cartId: 'line-2', slug: 'prodotto-sparito', quantity: 1, variant_ids: [], extra_option_id: null },
  ],
  shipping_info: { price: 0 },
  cart_coupon: null,
  cart_iva: 22,
}

describe('CartProvider', () => {
  it('restores the saved cart for a signed-in user behind a full-screen overlay', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved))
    const cart = mount(user)
    const overlay = await screen.findByRole('status')
    expect(overlay.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('count').textContent).toBe('0')
    // The restore's code is loaded on demand: its first fetch follows the overlay.
    await waitFor(() => expect(vi.mocked(fetchCartProduct)).toHaveBeenCalledTimes(1))
    await act(async () => releaseProduct()) // porta-trento
    await waitFor(() => expect(vi.mocked(fetchCartProduct)).toHaveBeenCalledTimes(2))
    expect(screen.getByRole('status')).toBeTruthy() // still restoring
    expect(screen.getByTestId('ready').textContent).toBe('false')
    await act(async () => releaseProduct()) // prodotto-sparito: gone (404 → null)
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull())
    expect(screen.getByTestId('ready').textContent).toBe('true')
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'))
    const context = cart().getSnapshot().context
    expect(context.items.map((i) => i.slug)).toEqual(['porta-trento']) // the gone product is dropped
    expect(screen.getByTestId('notice').textContent).toBe(
      'warning: Un articolo del carrello non è più disponibile ed è stato rimosso.',
    )
    await waitFor(() => expect(cart().getSnapshot().context.totals.total).toBe(2 * 26900))
    // Every change is saved, without prices.
    act(() => cart().send({ type: 'cart.setQuantity', cartId: context.items[0]!.cartId, quantity: 3 }))
    expect(screen.getByTestId('count').textContent).toBe('3')
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)
    expect(stored.items).toEqual([
      { cartId: context.items[0]!.cartId, slug: 'porta-trento', quantity: 3, variant_ids: [12], extra_option_id: null },
    ])
    expect(JSON.stringify(stored)).not.toContain('26900')
  })

  it('adds a visitor’s kept click once, after the restore has ended, and forgets it (issue 42)', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved))
    const click = {
      source: 'product',
      slug: 'porta-trento',
      quantity: 2,
      variant_ids: [12],
      extra_option_id: null,
      at: Date.now(),
    }
    sessionStorage.setItem(PENDING_ADD_KEY, JSON.stringify(click))
    mount(user)
    await waitFor(() => expect(vi.mocked(fetchCartProduct)).toHaveBeenCalled())
    await act(async () => releaseProduct())
    // Restoring still: the line would race the account's cart.
    expect(pendingAdds).toEqual([])
    await act(async () => releaseProduct())
    await waitFor(() => expect(screen.getByTestId('ready').textContent).toBe('true'))
    await waitFor(() => expect(pendingAdds).toEqual([{ quantity: 2, variant_ids: [12], extra_option_id: null }]))
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull()
  })

  it('keeps a visitor’s click while signed out: nothing is added', async () => {
    sessionStorage.setItem(
      PENDING_ADD_KEY,
      JSON.stringify({
        source: 'product',
        slug: 'porta-trento',
        quantity: 1,
        variant_ids: [11],
        extra_option_id: null,
        at: Date.now(),
      }),
    )
    mount(null)
    await act(async () => {})
    expect(screen.getByTestId('ready').textContent).toBe('false')
    expect(pendingAdds).toEqual([])
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).not.toBeNull()
  })

  it('shows an empty cart and restores nothing when signed out', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(saved))
    const cart = mount(null)
    expect(screen.queryByRole('status')).toBeNull()
    act(() => cart().send({ type: 'cart.add', slug: 'porta-trento', variant_ids: [11], product }))
    expect(screen.getByTestId('count').textContent).toBe('0')
  })
})
