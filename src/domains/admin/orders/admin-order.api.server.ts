import { asc, eq } from 'drizzle-orm'
import { orderChanges, orders, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { allowedEvents, type OrderEvent } from '~/domains/orders/order-status.machine'
import { changeOrderStatus } from '~/domains/orders/order-status.server'
import { loadOrder } from '~/domains/orders/order-read.server'
import type { Order } from '~/domains/orders/orders.schemas'
import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { implement } from '~/domains/shared/api-route'
import { getAdminOrder, postAdminOrderEvent, type AdminOrder } from './admin-order.contract'
import { editOrder as editOrderEndpoint } from './order-edit.contract'
import { EDITABLE_STATUSES, editOrder } from './order-edit.server'

/** The order as the admin sees it: the events its status allows (from the same machine that
 *  enforces them), the first and second discount, whether it can still be edited, its edits. */
async function adminView(db: Db, o: Order): Promise<AdminOrder> {
  const [[row], changes] = await Promise.all([
    db
      .select({ first: orders.firstDiscountBp, second: orders.secondDiscountBp })
      .from(orders)
      .where(eq(orders.id, o.id)),
    db
      .select({ c: orderChanges, byName: users.name })
      .from(orderChanges)
      .leftJoin(users, eq(users.id, orderChanges.changedBy))
      .where(eq(orderChanges.orderId, o.id))
      .orderBy(asc(orderChanges.createdAt), asc(orderChanges.id)),
  ])
  return {
    ...o,
    allowed_events: allowedEvents(o.status, {
      paymentCode: o.payment_method.code,
      pickup: o.delivery.type === 'pickup',
      paid: o.payment_status === 'paid',
    }),
    first_discount_bp: row?.first ?? 0,
    second_discount_bp: row?.second ?? 0,
    editable: EDITABLE_STATUSES.includes(o.status),
    changes: changes.map(({ c, byName }) => ({
      at: c.createdAt.toISOString(),
      by: c.changedBy && byName ? { id: c.changedBy, name: byName } : null,
      changes: c.changes as AdminOrder['changes'][number]['changes'],
      total_before: c.totalBefore,
      total_after: c.totalAfter,
    })),
  }
}

async function loadAdminOrder(db: Db, id: number) {
  const order = await loadOrder(db, id)
  if (!order) throw new HttpError('not_found')
  return adminView(db, order)
}

export const adminOrderDetailRoutes = [
  implement(getAdminOrder, async ({ params }, { db }) => ({ data: await loadAdminOrder(db, params.id) })),
  implement(postAdminOrderEvent, async ({ params, body }, ctx) => {
    const me = (await ctx.user())!
    const event: OrderEvent =
      body.event === 'order.ship'
        ? { type: 'order.ship', carrier: body.carrier!, tracking: body.tracking! }
        : body.event === 'order.cancel'
          ? { type: 'order.cancel', reason: body.reason! }
          : ({ type: body.event } as OrderEvent)
    if (!(await loadOrder(ctx.db, params.id))) throw new HttpError('not_found')
    const order = await changeOrderStatus(
      ctx.db,
      { orderId: params.id, event, actor: { id: me.id }, note: body.note ?? body.reason ?? null },
      ctx,
    )
    return { data: await adminView(ctx.db, order) }
  }),
  implement(editOrderEndpoint, async ({ params, body }, ctx) => {
    const me = (await ctx.user())!
    await editOrder(
      ctx.db,
      params.id,
      body,
      { id: me.id },
      m.oa_err_in_production({}, { locale: ctx.locale }),
      ctx.now(),
    )
    return { data: await loadAdminOrder(ctx.db, params.id) }
  }),
]
