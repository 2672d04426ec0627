import { createActorContext } from '@xstate/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { createActor, fromPromise } from 'xstate'
import { useNotify } from '~/components/notifications/notifications-provider'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { CART_STORAGE_KEY } from '../cart-lines'
import { fetchCartProduct, quoteCart, validateCouponCode } from '../cart.functions'
import { cartMachine, itemCount } from '../cart.machine'
import { cartRestoreMachine } from '../cart-restore.machine'
import type { VatRate } from '../pricing'

// Spec §4: the cart needs a signed-in user. One cart actor per page session, restored once from
// browser storage after sign-in (the in-memory cart always equals the saved one, so a later
// sign-in has nothing else to restore); signed out, an empty cart is shown. Sign-in and
// sign-out change the price tier: the cart is priced again.

export const CartActor = createActorContext(cartMachine)

const locale = () => getLocale() as Locale

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The effects the coupon box and the restore share. */
export const validateCouponEffect = fromPromise(({ input }: { input: { code: string } }) =>
  validateCouponCode({ data: { locale: locale(), body: { code: input.code } } }),
)

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
    },
    warn: (_, { message, error }) => console.warn(message, error),
  },
})

export const restoreLogic = cartRestoreMachine.provide({
  actors: {
    readSavedCart: fromPromise(async () => storage()?.getItem(CART_STORAGE_KEY) ?? null),
    fetchProduct: fromPromise(({ input }) => fetchCartProduct({ data: { locale: locale(), slug: input.slug } })),
    validateCoupon: validateCouponEffect,
    quoteLines: fromPromise(({ input }) => quoteCart({ data: { locale: locale(), body: input } })),
  },
  actions: {
    eraseSavedCart: () => {
      try {
        storage()?.removeItem(CART_STORAGE_KEY)
      } catch {
        /* nothing to erase */
      }
    },
    warn: (_, { message, error }) => console.warn(message, error),
  },
})

/** Mount inside AuthProvider: runs the cart, restored for the signed-in user. */
export function CartProvider({ vatRate, children }: { vatRate: VatRate; children: ReactNode }) {
  const user = AuthActor.useSelector((s) => s.context.user)
  return (
    <CartActor.Provider logic={cartLogic} options={{ input: { vatRate } }}>
      <CartSession signedIn={Boolean(user)} role={user?.role ?? null} vatRate={vatRate} />
      {children}
    </CartActor.Provider>
  )
}

/** Restores the saved cart once per session; prices again when the price tier may change. */
function CartSession({ signedIn, role, vatRate }: { signedIn: boolean; role: string | null; vatRate: VatRate }) {
  const cart = CartActor.useActorRef()
  const notify = useNotify()
  const [restoring, setRestoring] = useState(false)

  useEffect(() => {
    if (!signedIn || cart.getSnapshot().context.restored) return
    const restore = createActor(restoreLogic, { input: { defaultVatRate: vatRate, restored: cart.getSnapshot().context.restored } })
    const sub = restore.subscribe({
      complete: () => {
        setRestoring(false)
        const output = restore.getSnapshot().output
        if (output) cart.send({ type: 'cart.restored', cart: output })
        // Tell the customer what the shop no longer sells, rather than let it vanish silently.
        const lost = output?.lost
        const notice = [
          lost?.lines ? m.cart_restore_lost_lines({ count: lost.lines }) : '',
          lost?.coupon ? m.cart_restore_lost_coupon({ code: lost.coupon }) : '',
        ].filter(Boolean)
        if (notice.length) notify(notice.join(' '), 'warning')
      },
      error: (error) => {
        setRestoring(false)
        console.warn('cart restore failed', error)
      },
    })
    setRestoring(true)
    restore.start()
    restore.send({ type: 'restore.start' })
    return () => {
      sub.unsubscribe()
      restore.stop()
      setRestoring(false)
    }
  }, [cart, notify, signedIn, vatRate])

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
      })}
    >
      <span className={css({ bg: 'bg.canvas', color: 'fg.default', px: '6', py: '4', borderRadius: 'lg', boxShadow: 'lg' })}>
        {m.cart_loading()}
      </span>
    </div>
  )
}

export const useSignedIn = () => AuthActor.useSelector((s) => s.context.user !== null)
export const useIsAdmin = () => AuthActor.useSelector((s) => s.context.user?.role === 'admin')
/** The header badge: signed out, the cart is empty (spec §4). */
export function useItemCount(): number {
  const signedIn = useSignedIn()
  const count = CartActor.useSelector((s) => itemCount(s.context))
  return signedIn ? count : 0
}
