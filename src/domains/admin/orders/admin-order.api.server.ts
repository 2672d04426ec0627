import { allowedEvents, type OrderEvent } from '~/domains/orders/order-status.machine'
import { changeOrderStatus } from '~/domains/orders/order-status.server'
import { loadOrder } from '~/domains/orders/order-read.server'
import type { Order } from '~/domains/orders/orders.schemas'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/server/api/router.server'
import { getAdminOrder, postAdminOrderEvent, type AdminOrder } from './admin-order.contract'

/** The order with the events its status allows, from the same machine that enforces them. */
const withEvents = (o: Order): AdminOrder => ({
  ...o,
  allowed_events: allowedEvents(o.status, { paymentCode: o.payment_method.code, pickup: o.delivery.type === 'pickup', paid: o.payment_status === 'paid' }),
})

export const adminOrderDetailRoutes = [
  implement(getAdminOrder, async ({ params }, { db }) => {
    const order = await loadOrder(db, params.id)
    if (!order) throw new HttpError('not_found')
    return { data: withEvents(order) }
  }),
  implement(postAdminOrderEvent, async ({ params, body }, ctx) => {
    const me = (await ctx.user())!
    const event: OrderEvent =
      body.event === 'order.ship'
        ? { type: 'order.ship', carrier: body.carrier!, tracking: body.tracking! }
        : body.event === 'order.cancel'
          ? { type: 'order.cancel', reason: body.reason! }
          : ({ type: body.event } as OrderEvent)
    if (!(await loadOrder(ctx.db, params.id))) throw new HttpError('not_found')
    const order = await changeOrderStatus(ctx.db, { orderId: params.id, event, actor: { id: me.id }, note: body.note ?? body.reason ?? null }, ctx)
    return { data: withEvents(order) }
  }),
]
