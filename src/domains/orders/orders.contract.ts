import { z } from 'zod'
import { idParams } from '~/domains/accounts/accounts.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { cancelOrderBodySchema, orderSchema, placeOrderBodySchema } from './orders.schemas'

const tags = ['Orders']

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/orders',
  errors: ['conflict', 'price_changed', 'coupon_unavailable', 'idempotency_key_reused'],
  otherStatuses: { 200: 'The same Idempotency-Key and body within 24 h: the order placed the first time' },
  summary: 'Place an order: the server reprices the cart and answers the order with its number',
  description:
    'Send the saved-cart lines (never prices), delivery, shipping option, billing, payment method and the ' +
    'acknowledgements. The server reprices everything in one transaction (tier, promotion, configurator, coupon, ' +
    'shipping, payment fee, VAT) and answers `201` with the order (`number` like `2026-000042`, status `pending`). ' +
    'A total other than `expected_total` answers `409 price_changed` with `error.quote` (the new quote); a coupon that ' +
    'ran out answers `409 coupon_unavailable`; invalid billing data answers `422` per field (e.g. `billing.vat_number`). ' +
    'Header `Idempotency-Key` (8–200 characters) is required (`400` without it): the same key and body within 24 h ' +
    'answers `200` with the same order; the same key with another body answers `422 idempotency_key_reused`. When the ' +
    'process is placing as many orders as it takes at once, it answers `503 service_unavailable` with `Retry-After` at ' +
    'once, having written nothing: send it again with the same key.',
  tags,
  access: 'authenticated',
  body: placeOrderBodySchema,
  response: z.object({ data: orderSchema }),
  status: 201,
})

export const cancelOwnOrder = defineEndpoint({
  method: 'POST',
  path: '/account/orders/{id}/cancel',
  errors: ['conflict', 'invalid_transition'],
  summary: 'Cancel one of the caller’s orders while it is pending',
  description:
    'Only a `pending` order can be cancelled by the customer (`409 invalid_transition` otherwise); another customer’s id is a 404.',
  tags,
  access: 'authenticated',
  params: idParams,
  body: cancelOrderBodySchema,
  response: z.object({ data: orderSchema }),
})
