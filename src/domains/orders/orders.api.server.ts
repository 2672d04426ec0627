import { and, eq } from 'drizzle-orm'
import { orders } from '~/db/schema'
import { visibleTo } from '~/domains/accounts/orders.server'
import { HttpError } from '~/lib/api/errors'
import { implement, WithStatus } from '~/domains/shared/api-route'
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.server'
import { admitted } from './order-admission.server'
import { changeOrderStatus } from './order-status.server'
import { cancelOwnOrder, placeOrder as placeOrderEndpoint } from './orders.contract'
import { placeOrder } from './place-order.server'

export const orderRoutes = [
  implement(placeOrderEndpoint, async ({ body }, ctx) => {
    const user = (await ctx.user())!
    // Required (issue 41): a client that retries without one would place the order twice.
    const key = ctx.request.headers.get('idempotency-key')
    if (key === null)
      throw new HttpError('invalid_request', { 'Idempotency-Key': ['validation_idempotency_key_required'] })
    if (!IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new HttpError('invalid_request', { 'Idempotency-Key': ['validation_idempotency_key'] })
    // Only administrators may choose the VAT rate (as in POST /cart/quote).
    const vatRate = user.role === 'admin' ? (body.vat_rate ?? null) : null
    const { order, replayed } = await admitted(ctx.locale, () =>
      placeOrder(ctx.db, body, {
        user,
        locale: ctx.locale,
        now: ctx.now(),
        services: ctx,
        idempotencyKey: key,
        vatRate,
      }),
    )
    return replayed ? new WithStatus(200, { data: order }) : { data: order }
  }),

  implement(cancelOwnOrder, async ({ params, body }, ctx) => {
    const user = (await ctx.user())!
    const [own] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, params.id), visibleTo(user)))
    if (!own) throw new HttpError('not_found')
    // The customer may cancel only while the order is pending (spec §4): the order machine decides
    // under the row lock, so a payment or a confirmation landing first wins (issue 39).
    const data = await changeOrderStatus(
      ctx.db,
      {
        orderId: own.id,
        event: { type: 'order.cancel', reason: body.reason ?? null, by: 'customer' },
        actor: { id: user.id },
      },
      ctx,
    )
    return { data }
  }),
]
