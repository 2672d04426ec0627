import type { Db, Tx } from '~/db/types'
import { enqueueJobs, rememberInJob } from '~/domains/jobs/queue.server'
import type { JobHandlers } from '~/domains/jobs/worker.server'
import type { ApiServices } from '~/domains/shared/api-route'
import { orderMail } from './documents/order-mail.server'
import { customerVisibleStatuses } from './documents/order-emails'
import { loadOrder } from './order-read.server'
import type { OrderStatus } from './orders.schemas'

// What happened to an order, for the people who must hear of it (issue 11): the customer's
// confirmation (with the PDF), the shop's new-order notice, one e-mail per status change the
// customer sees. The order's own transaction enqueues one job per message (decision 033): the
// answer never waits on the PDF or SMTP, a rolled-back order sends nothing, and a crash between
// commit and sending loses nothing — a worker (any process) sends it later.
// The body (templates, PDF, recipients) belongs to order-docs: documents/order-mail.server.ts.

export type OrderNotification =
  | { type: 'placed'; orderId: number }
  | { type: 'status'; orderId: number; from: OrderStatus; to: OrderStatus }

export type NotifyServices = Pick<ApiServices, 'mailer' | 'publicUrl' | 'now'>

export const ORDER_MAIL_JOB = 'order.mail'
type Audience = 'customer' | 'shop'
type OrderMailPayload = { event: OrderNotification; audience: Audience; outbox_id?: number }

/** The jobs of `event`: one per message (a retry of one never repeats the other). */
export function orderMailJobs(event: OrderNotification) {
  const audiences: Audience[] =
    event.type === 'placed'
      ? ['customer', 'shop']
      : customerVisibleStatuses.some((s) => s === event.to)
        ? ['customer']
        : []
  return audiences.map((audience) => ({
    kind: ORDER_MAIL_JOB,
    payload: { event, audience } satisfies OrderMailPayload,
  }))
}

/** Queues the e-mails of `event` in the caller's transaction. */
export async function enqueueOrderMail(tx: Tx | Db, event: OrderNotification): Promise<void> {
  await enqueueJobs(tx, orderMailJobs(event))
}

/** The worker's side: render (the PDF for the customer's confirmation) and send one message. */
export const orderJobHandlers = (services: NotifyServices): JobHandlers => ({
  [ORDER_MAIL_JOB]: async ({ db, job, stillHeld }) => {
    const { event, audience, outbox_id } = job.payload as OrderMailPayload
    const order = await loadOrder(db, event.orderId)
    if (!order || !order.customer.email) return
    const email = await orderMail(db, services, event, audience, order)
    if (!email) return
    // Rendering took a while: if our lease was lost meanwhile, another worker sends it.
    if (!(await stillHeld())) throw new Error('lease lost before sending')
    const sent = await services.mailer.send(db, email, { outboxId: outbox_id ?? null })
    if (sent.status === 'failed') {
      // The next attempt updates the same outbox row instead of adding another.
      await rememberInJob(db, job, { outbox_id: sent.id })
      throw new Error(`SMTP sending failed (outbox ${sent.id})`)
    }
  },
})

/** Sends the e-mails of `event` at once (no queue): tests of the templates. */
export async function notifyOrder(db: Db, services: NotifyServices, event: OrderNotification): Promise<void> {
  const order = await loadOrder(db, event.orderId)
  if (!order || !order.customer.email) return
  for (const audience of ['customer', 'shop'] as const) {
    const email = await orderMail(db, services, event, audience, order)
    if (email) await services.mailer.send(db, email)
  }
}
