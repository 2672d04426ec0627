import { fromPromise } from 'xstate'
import type { Locale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { validateCouponCode } from '../cart.functions'

// Browser effects shared by the cart actor (cart-provider.tsx), the restore run
// (cart-restore-logic.ts, loaded on demand) and the coupon box.

export const cartLocale = () => getLocale() as Locale

/** localStorage, or null where there is none (server, blocked storage). */
export const cartStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The effects the coupon box and the restore share. */
export const validateCouponEffect = fromPromise(({ input }: { input: { code: string } }) =>
  validateCouponCode({ data: { locale: cartLocale(), body: { code: input.code } } }),
)
