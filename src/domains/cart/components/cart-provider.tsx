import { createActorContext } from '~/lib/machines/actor-context'
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { useNotify } from '~/components/notifications/notifications-provider'
import { holdHydrated } from '~/components/layout/hydration-mark'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { m } from '~/paraglide/messages.js'
import { CART_STORAGE_KEY } from '../cart-lines'
import { quoteCart } from '../cart.functions'
import { cartMachine, itemCount } from '../cart.machine'
import type { VatRate } from '../pricing'
import { cartLocale as locale, cartStorage as storage } from './cart-effects'
import { devInspect } from '~/lib/dev/inspect'

// Spec §4: the cart needs a signed-in user. One cart actor per page session, restored once from
// browser storage after sign-in (the in-memory cart always equals the saved one, so a later
// sign-in has nothing else to restore); signed out, an empty cart is shown. Sign-in and
// sign-out change the price tier: the cart is priced again.

export const CartActor = createActorContext(cartMachine)

export { validateCouponEffect } from './cart-effects'

export const cartLogic = cartMachine.provide({
  actors: {
    requote: fromPromise(({ input }) => quoteCart({ data: { locale: locale(), body: input } })),
  },
  actions: {
    saveCart: (_, saved) => {
      try {
        storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(saved))
      } catch (error) {
        console.warn('cart not saved', error)
      }
      // And to the account's cart on the server (decision 028; signed out, nothing is sent).
      void import('./server-cart-sync').then(({ pushSavedCart }) => pushSavedCart(saved))
    },
    warn: (_, { message, error }) => console.warn(message, error),
  },
})

/**
 * Signed in and the saved cart's restore has ended: a line added now joins the account's cart
 * instead of racing its restore (issue 42: the visitor's click, added after the sign-in).
 */
const CartReady = createContext(false)
export const useCartReady = () => useContext(CartReady)

/** Mount inside AuthProvider: runs the cart, restored for the signed-in user. */
export function CartProvider({ vatRate, children }: { vatRate: VatRate; children: ReactNode }) {
  const user = AuthActor.useSelector((s) => s.context.user)
  const [ready, setReady] = useState(false)
  return (
    <CartActor.Provider logic={cartLogic} options={{ input: { vatRate }, inspect: devInspect }}>
      <CartSession signedIn={Boolean(user)} role={user?.role ?? null} vatRate={vatRate} onReady={setReady} />
      <CartReady.Provider value={ready && Boolean(user)}>{children}</CartReady.Provider>
    </CartActor.Provider>
  )
}

/** Restores the saved cart once per session; prices again when the price tier may change. */
function CartSession({
  signedIn,
  role,
  vatRate,
  onReady,
}: {
  signedIn: boolean
  role: string | null
  vatRate: VatRate
  onReady: (ready: boolean) => void
}) {
  const cart = CartActor.useActorRef()
  const notify = useNotify()
  const [restoring, setRestoring] = useState(false)

  useEffect(() => {
    if (!signedIn || cart.getSnapshot().context.restored) {
      onReady(signedIn)
      return
    }
    // The restore machine is needed once per session and only signed in: its code is fetched
    // here rather than with every page (decision 015). The overlay shows from the start.
    let cancelled = false
    let stop = () => {}
    // On a page load the page is interactive once the cart is restored: taps made until then
    // are held and replayed (hydration-mark.tsx, decision 046).
    const ready = holdHydrated('cart')
    setRestoring(true)
    import('./cart-restore-logic')
      .then(({ runRestore }) => {
        if (cancelled) return
        stop = runRestore({
          cart,
          vatRate,
          notify,
          done: () => {
            setRestoring(false)
            ready()
            onReady(true)
          },
        })
      })
      .catch((error: unknown) => {
        if (cancelled) return
        setRestoring(false)
        ready()
        onReady(true)
        console.warn('cart restore failed', error)
      })
    return () => {
      cancelled = true
      stop()
      setRestoring(false)
      ready()
    }
  }, [cart, notify, signedIn, vatRate, onReady])

  // After sign-in / sign-out or a change of role the price tier may differ: price again.
  const tier = `${signedIn}:${role}`
  const previous = useRef(tier)
  useEffect(() => {
    if (previous.current === tier) return
    previous.current = tier
    cart.send({ type: 'cart.requote' })
  }, [cart, tier])

  return restoring ? <CartLoadingOverlay /> : null
}

/** Spec §2: the full-screen loading overlay for the cart. */
export function CartLoadingOverlay() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className={css({
        position: 'fixed',
        inset: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bg: 'rgba(0, 0, 0, 0.35)',
        color: 'white',
        fontSize: 'lg',
        fontWeight: 'medium',
        // While the page loads, a tap goes through to its control, which the loader holds and
        // replays once the cart is restored (decision 046); afterwards the overlay blocks.
        'html:not([data-hydrated]) &': { pointerEvents: 'none' },
      })}
    >
      <span
        className={css({ bg: 'bg.canvas', color: 'fg.default', px: '6', py: '4', borderRadius: 'lg', boxShadow: 'lg' })}
      >
        {m.cart_loading()}
      </span>
    </div>
  )
}

export const useSignedIn = () => AuthActor.useSelector((s) => s.context.user !== null)
/** The header badge: signed out, the cart is empty (spec §4). */
export function useItemCount(): number {
  const signedIn = useSignedIn()
  const count = CartActor.useSelector((s) => itemCount(s.context))
  return signedIn ? count : 0
}
