import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { cancelOwnOrder, placeOrder } from '~/domains/orders/orders.contract'
import { placeOrderBodySchema, type Order } from '~/domains/orders/orders.schemas'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { ApiError } from '~/lib/api/errors'
import { requestToken } from '~/lib/http/forward.server'
import type { PlaceResult } from './checkout.machine'

// The checkout's calls to the API with the caller's token (spec §7). API refusals come back as
// data for the steps to show in place; only "no answer" stays an exception (the machine keeps
// the Idempotency-Key for the retry then).

/** The order as the pages use it (without the legacy free-form `shipping_address`). */
export type PlacedOrder = Omit<Order, 'shipping_address'>
const placed = ({ shipping_address: _legacy, ...order }: Order): PlacedOrder => order

const refusal = (e: unknown) => {
  if (e instanceof ApiError && e.status < 500)
    return { ok: false as const, error: { code: e.code, message: e.message, fields: e.fields } }
  throw e
}

/** `POST /orders` with `Idempotency-Key`: the order, or the API's refusal by field. */
export const placeOrderFn = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, key: z.string().min(8).max(200), body: placeOrderBodySchema }))
  .handler(async ({ data }): Promise<PlaceResult<PlacedOrder>> => {
    try {
      const result = await callApi(placeOrder, {
        locale: data.locale,
        token: requestToken(),
        body: data.body,
        headers: { 'idempotency-key': data.key },
      })
      return { ok: true, order: placed(result.data) }
    } catch (e) {
      return refusal(e)
    }
  })

/** `POST /account/orders/{id}/cancel` (pending only). */
export const cancelOrderFn = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, id: z.number().int().positive().max(2_147_483_647) }))
  .handler(async ({ data }): Promise<PlaceResult<PlacedOrder>> => {
    try {
      const result = await callApi(cancelOwnOrder, {
        locale: data.locale,
        token: requestToken(),
        params: { id: data.id },
        body: {},
      })
      return { ok: true, order: placed(result.data) }
    } catch (e) {
      return refusal(e)
    }
  })
