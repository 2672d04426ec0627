import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '~/db/types'
import { orders, orderStatusHistory } from '~/db/schema'

// What a verified Stripe event does to an order. Only a completed, paid Checkout Session of
// the order's exact amount pays it; everything else (other events, a replay, an order already
// paid or cancelled) changes nothing and is answered 200, so Stripe stops retrying.

export type WebhookOutcome =
  | { result: 'paid'; orderId: number }
  | {
      result: 'ignored'
      reason: 'event_type' | 'unpaid' | 'no_order' | 'already_paid' | 'paid_twice' | 'amount_mismatch' | 'not_payable'
      orderId?: number
    }

/** `note` goes in the status history: "Stripe <session id>", how a replay is recognised. */
export type PayOrder = (orderId: number, note: string) => Promise<void>

export async function applyStripeEvent(db: Db, event: Stripe.Event, pay: PayOrder): Promise<WebhookOutcome> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded')
    return { result: 'ignored', reason: 'event_type' }
  const session = event.data.object
  if (session.payment_status !== 'paid') return { result: 'ignored', reason: 'unpaid' }
  const orderId = Number(session.metadata?.order_id ?? session.client_reference_id)
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return { result: 'ignored', reason: 'no_order' }
  const [order] = await db
    .select({ id: orders.id, status: orders.status, total: orders.total, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order) return { result: 'ignored', reason: 'no_order' }
  if (order.paidAt) {
    // A replay names the session that paid; another session means the customer paid twice.
    const note = `Stripe ${session.id}`
    const [same] = await db
      .select({ id: orderStatusHistory.id })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.note, note)))
    return { result: 'ignored', reason: same ? 'already_paid' : 'paid_twice', orderId }
  }
  if (session.amount_total !== order.total || session.currency?.toLowerCase() !== 'eur')
    return { result: 'ignored', reason: 'amount_mismatch', orderId }
  if (order.status === 'cancelled') return { result: 'ignored', reason: 'not_payable', orderId }
  await pay(orderId, `Stripe ${session.id}`)
  return { result: 'paid', orderId }
}
