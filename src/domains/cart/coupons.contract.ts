import { defineEndpoint } from '~/lib/api/endpoint'
import { couponValidateBodySchema, couponValidationSchema } from './cart.schemas'

export const validateCoupon = defineEndpoint({
  method: 'POST',
  path: '/coupons/validate',
  summary: 'Check a coupon code (any letter case) before applying it to the cart',
  description:
    'Answers 200 `{ valid: true, coupon }` when the coupon is active, within its start and end dates and below its ' +
    'usage limit, otherwise 200 `{ valid: false, coupon: null }` (the storefront shows "Coupon non valido o scaduto"). ' +
    '422 when the code is empty ("Inserisci un codice.").',
  tags: ['Cart'],
  access: 'public',
  body: couponValidateBodySchema,
  response: couponValidationSchema,
})
