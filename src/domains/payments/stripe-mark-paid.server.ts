import { eq } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { orders, orderStatusHistory } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { nextStatus } from '~/domains/orders/order-status.machine'
import { notifyOrder, type NotifyServices } from '~/domains/orders/order-notify.server'
import type { ApiServices } from '~/server/api/router.server'

// TODO(merge): orders-core's changeOrderStatus (order-status.server.ts) does exactly this for
// every event; once it is on main, the webhook calls it with { type: 'order.pay' } and this file
// goes. Until then: the same machine, a row lock (two webhook deliveries at once pay once),
// the history row, and the e-mail after commit.
export async function markOrderPaid(db: Db, services: NotifyServices & Pick<ApiServices, 'defer'>, orderId: number, note: string) {
  const step = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.status, paidAt: orders.paidAt, payment: orders.paymentSnapshot, deliveryType: orders.deliveryType })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!row) throw new HttpError('not_found')
    const paymentCode = (row.payment as { code?: string } | null)?.code ?? ''
    const next = nextStatus(row.status, { paymentCode, pickup: row.deliveryType === 'pickup', paid: row.paidAt !== null }, { type: 'order.pay' })
    if (!next) throw new HttpError('invalid_transition')
    const now = services.now()
    await tx.update(orders).set({ status: next.to, paidAt: now, updatedAt: now }).where(eq(orders.id, orderId))
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: next.from, toStatus: next.to, changedBy: null, note, createdAt: now })
    return next
  })
  if (step.from !== step.to) services.defer(() => notifyOrder(db, services, { type: 'status', orderId, from: step.from, to: step.to }))
}
