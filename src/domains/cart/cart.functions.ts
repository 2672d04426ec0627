import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema, slugSchema } from '~/lib/api/common.schemas'
import { orNull, requestToken } from '~/lib/http/forward.server'
import { getProduct } from '~/domains/catalog/catalog.contract'
import { tierAuth } from '~/domains/auth/session-user.server'
import { quoteCart as quoteEndpoint } from './cart.contract'
import { validateCoupon } from './coupons.contract'
import { quoteBodySchema, couponValidateBodySchema, type CartQuote, type CouponValidation } from './cart.schemas'
import type { ProductForLine } from './cart-lines'

// The cart's calls to the API, with the caller's token forwarded (spec §7): the browser never
// sees the token, and prices always come from the server.

/** `POST /cart/quote`: prices the lines for the caller's tier. */
export const quoteCart = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, body: quoteBodySchema }))
  .handler(async ({ data }): Promise<CartQuote> => {
    const result = await callApi(quoteEndpoint, { locale: data.locale, token: requestToken(), body: data.body })
    return result.data
  })

/** `POST /coupons/validate`. */
export const validateCouponCode = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, body: couponValidateBodySchema }))
  .handler(
    async ({ data }): Promise<CouponValidation> =>
      callApi(validateCoupon, { locale: data.locale, token: requestToken(), body: data.body }),
  )

/** `GET /products/{slug}` for refreshing a saved line: null when the product is gone (404). */
export const fetchCartProduct = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, slug: slugSchema }))
  .handler(async ({ data }): Promise<ProductForLine | null> => {
    const result = await orNull(
      callApi(getProduct, { locale: data.locale, ...(await tierAuth(data.locale)), params: { slug: data.slug } }),
    )
    return result?.data ?? null
  })
