import type { Db } from '~/db/types'
import type { ApiServices } from '~/server/api/router.server'
import type { OrderStatus } from './orders.schemas'

// What happened to an order, for the people who must hear of it (issue 11): the customer's
// confirmation (with the PDF), the shop's new-order notice, one e-mail per status change the
// customer sees. orders-core calls this after the transaction commits, through
// `services.defer`, so an answer never waits on SMTP and a rolled-back order sends nothing.
// The body (templates, PDF, recipients) belongs to order-docs.

export type OrderNotification = { type: 'placed'; orderId: number } | { type: 'status'; orderId: number; from: OrderStatus; to: OrderStatus }

export type NotifyServices = Pick<ApiServices, 'mailer' | 'publicUrl' | 'now'>

export async function notifyOrder(_db: Db, _services: NotifyServices, _event: OrderNotification): Promise<void> {
  // order-docs fills this in (e-mails in the customer's locale, the order PDF attached).
}
