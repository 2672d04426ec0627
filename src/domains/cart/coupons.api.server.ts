import { implement } from '~/domains/shared/api-route'
import { validateCoupon } from './coupons.contract'
import { findUsableCoupon } from './coupons.server'

export const couponRoutes = [
  implement(validateCoupon, async ({ body }, ctx) => {
    const coupon = await findUsableCoupon(ctx.db, body.code, ctx.now())
    return coupon ? { valid: true as const, coupon } : { valid: false as const, coupon: null }
  }),
]
