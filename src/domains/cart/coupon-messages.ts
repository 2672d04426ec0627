import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/lib/i18n/locales'
import type { CouponErrorKey } from './coupon.machine'

// The coupon box's texts for the machine's error keys (spec §5, §8), in the page's locale
// unless one is given.
const texts: Record<CouponErrorKey, (locale?: Locale) => string> = {
  cart_coupon_empty: (locale) => m.cart_coupon_empty({}, locale ? { locale } : undefined),
  cart_coupon_invalid: (locale) => m.cart_coupon_invalid({}, locale ? { locale } : undefined),
  cart_coupon_error: (locale) => m.cart_coupon_error({}, locale ? { locale } : undefined),
}

export const couponErrorMessage = (key: CouponErrorKey, locale?: Locale): string => texts[key](locale)
