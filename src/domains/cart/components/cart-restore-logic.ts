import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { NotificationColor } from '~/components/notifications/notification.machine'
import { m } from '~/paraglide/messages.js'
import { CART_STORAGE_KEY } from '../cart-lines'
import { fetchCartProduct, quoteCart } from '../cart.functions'
import type { cartMachine } from '../cart.machine'
import { cartRestoreMachine } from '../cart-restore.machine'
import type { VatRate } from '../pricing'
import { cartLocale as locale, cartStorage as storage, validateCouponEffect } from './cart-effects'
import { readMergedSavedCart } from './server-cart-sync'
import { devInspect } from '~/lib/dev/inspect'

// The restore of the saved cart with the real effects. Loaded by CartSession (cart-provider.tsx)
// when a signed-in visitor's cart has not been restored yet, not with every page (decision 015).

export const restoreLogic = cartRestoreMachine.provide({
  actors: {
    // The browser's copy merged with the account's cart on the server first (decision 028).
    readSavedCart: fromPromise(readMergedSavedCart),
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

type RestoreRun = {
  cart: ActorRefFrom<typeof cartMachine>
  vatRate: VatRate
  notify: (message: string, color?: NotificationColor) => void
  /** Called when the restore has ended, restored or not. */
  done: () => void
}

/** Restores the saved cart into `cart`; returns what stops it (the component went away). */
export function runRestore({ cart, vatRate, notify, done }: RestoreRun): () => void {
  const restore = createActor(restoreLogic, {
    input: { defaultVatRate: vatRate, restored: cart.getSnapshot().context.restored },
    inspect: devInspect,
  })
  const sub = restore.subscribe({
    complete: () => {
      done()
      const output = restore.getSnapshot().output
      if (output) cart.send({ type: 'cart.restored', cart: output })
      // Tell the customer what the shop no longer sells, rather than let it vanish silently.
      const lost = output?.lost
      const notice = [
        lost?.lines ? m.cart_restore_lost_lines({ count: lost.lines }) : '',
        lost?.incomplete?.length ? m.cart_restore_incomplete_lines({ names: lost.incomplete.join(', ') }) : '',
        lost?.coupon ? m.cart_restore_lost_coupon({ code: lost.coupon }) : '',
      ].filter(Boolean)
      if (notice.length) notify(notice.join(' '), 'warning')
    },
    error: (error) => {
      done()
      console.warn('cart restore failed', error)
    },
  })
  restore.start()
  restore.send({ type: 'restore.start' })
  return () => {
    sub.unsubscribe()
    restore.stop()
  }
}
