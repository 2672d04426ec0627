import { eq, sql } from 'drizzle-orm'
import { orders, orderStatusHistory, shippingOptions } from '~/db/schema'
import { estimatedDelivery } from '~/domains/shipping/shipping'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { ApiServices } from '~/domains/shared/api-route'
import { nextStatus, type OrderEvent } from './order-status.machine'
import { enqueueReviewInvitation } from '~/domains/reviews/invitation.server'
import { enqueueOrderMail } from './order-notify.server'
import { loadOrder } from './order-read.server'
import type { Order, OrderStatus } from './orders.schemas'

// Every status change goes through here (decision 018): the customer's cancel, the Stripe
// webhook's payment, the admin's buttons. The machine decides; this records the history (who,
// when), sets the dates of spec §3 and queues its e-mail in the same transaction (decision 033).

export type StatusActor = { id: number; name?: string } | null

export type ChangeStatusInput = {
  orderId: number
  event: OrderEvent
  /** Who changed it; null for the system (payment webhook). */
  actor: StatusActor
  note?: string | null
}

type DateColumn =
  | 'confirmedAt'
  | 'productionStartedAt'
  | 'productionEndedAt'
  | 'shippedAt'
  | 'deliveredAt'
  | 'cancelledAt'
const dateOn: Partial<Record<OrderStatus, DateColumn>> = {
  confirmed_admin: 'confirmedAt',
  start_production: 'productionStartedAt',
  end_production: 'productionEndedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
}

/**
 * The estimated delivery as the real dates move it (issue 43): once shipped, the option's transit
 * days from today; once delivered, that day. Before that, the checkout's estimate stands.
 */
async function realEstimate(
  db: Db,
  shippingOptionId: number | null,
  to: OrderStatus,
  now: Date,
): Promise<{ from: string; to: string } | null> {
  if (to === 'delivered') {
    return estimatedDelivery(now, 0, { min: 0, max: 0 })
  }
  if (to !== 'shipped' || shippingOptionId === null) return null
  const [option] = await db
    .select({ min: shippingOptions.shippingDaysMin, max: shippingOptions.shippingDaysMax })
    .from(shippingOptions)
    .where(eq(shippingOptions.id, shippingOptionId))
  return option ? estimatedDelivery(now, 0, option) : null
}

export async function changeOrderStatus(
  db: Db,
  input: ChangeStatusInput,
  services: Pick<ApiServices, 'now' | 'wakeJobs'>,
): Promise<Order> {
  const now = services.now()
  const step = await db.transaction(async (tx) => {
    // The row lock makes two changes of one order (admin click + webhook) run one after the other.
    const [row] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
    if (!row) throw new HttpError('not_found')
    const payment = (row.paymentSnapshot ?? {}) as { code?: string }
    const context = {
      paymentCode: payment.code ?? '',
      pickup: row.deliveryType === 'pickup',
      paid: row.paidAt !== null,
    }
    const next = nextStatus(row.status, context, input.event)
    if (!next) throw new HttpError('invalid_transition')
    const dates: Partial<Record<DateColumn | 'paidAt', Date>> = {}
    const column = next.to !== next.from ? dateOn[next.to] : undefined
    if (column) dates[column] = now
    if (next.context.paid && !context.paid) dates.paidAt = now
    const event = input.event
    const estimate = next.to !== next.from ? await realEstimate(tx, row.shippingOptionId, next.to, now) : null
    await tx
      .update(orders)
      .set({
        status: next.to,
        ...dates,
        ...(estimate ? { estimatedDeliveryFrom: estimate.from, estimatedDeliveryTo: estimate.to } : {}),
        ...(event.type === 'order.ship' ? { shipmentCarrier: event.carrier, shipmentTracking: event.tracking } : {}),
        ...(event.type === 'order.cancel' ? { cancelReason: event.reason ?? null } : {}),
        updatedAt: now,
      })
      .where(eq(orders.id, row.id))
    // A payment recorded without a status change (cash on delivery paid early) is history too.
    await tx.insert(orderStatusHistory).values({
      orderId: row.id,
      fromStatus: row.status,
      toStatus: next.to,
      changedBy: input.actor?.id ?? null,
      note:
        input.note ??
        (event.type === 'order.cancel'
          ? (event.reason ?? null)
          : event.type === 'order.pay' && next.to === next.from
            ? 'paid'
            : null),
      createdAt: sql`${now.toISOString()}::timestamptz`,
    })
    if (next.to !== next.from)
      await enqueueOrderMail(tx, { type: 'status', orderId: row.id, from: row.status, to: next.to })
    if (next.to === 'delivered' && next.from !== 'delivered') await enqueueReviewInvitation(tx, row.id, now)
    return next
  })
  const order = await loadOrder(db, input.orderId)
  if (!order) throw new HttpError('not_found')
  if (step.to !== step.from) services.wakeJobs?.()
  return order
}
