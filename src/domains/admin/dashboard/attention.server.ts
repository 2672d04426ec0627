import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { orders } from '~/db/schema'
import type { Db } from '~/db/types'
import { loadSettings } from '~/domains/settings/settings.server'
import { mailContext } from '~/domains/orders/documents/order-mail.server'
import { paymentReminderEmail } from '~/domains/orders/documents/order-emails'
import { loadOrder } from '~/domains/orders/order-read.server'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ApiServices } from '~/domains/shared/api-route'
import { productionBoard } from '../production/production.server'
import type { Dashboard } from './dashboard.contract'

// What needs the owner today (issue 43, decision 100): bank transfers still awaited after the
// shop's reminder period, and orders past their production due date.

const DAY = 86_400_000
/** A second reminder within a day would only annoy the customer (and a double click sends none). */
export const REMINDER_INTERVAL_MS = DAY
const LIST_LIMIT = 50

const isBankTransfer = sql`${orders.paymentSnapshot}->>'code' = 'bank_transfer'`

export async function overduePayments(db: Db, now: Date): Promise<Dashboard['overdue_payments']> {
  const { payment_reminder_days: days } = await loadSettings(db)
  const before = new Date(now.getTime() - days * DAY)
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      customer: orders.customerName,
      email: orders.customerEmail,
      total: orders.total,
      createdAt: orders.createdAt,
      remindedAt: orders.paymentRemindedAt,
    })
    .from(orders)
    .where(and(isBankTransfer, isNull(orders.paidAt), ne(orders.status, 'cancelled'), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(LIST_LIMIT)
  return {
    after_days: days,
    orders: rows.map((r) => ({
      id: r.id,
      number: r.number,
      customer: r.customer ?? '',
      email: r.email ?? '',
      total: r.total,
      placed_at: r.createdAt.toISOString(),
      days_waiting: Math.floor((now.getTime() - r.createdAt.getTime()) / DAY),
      reminded_at: r.remindedAt?.toISOString() ?? null,
    })),
  }
}

export async function lateOrders(db: Db, now: Date, locale: Locale): Promise<Dashboard['late_orders']> {
  const board = await productionBoard(db, {}, now, locale)
  return board.data
    .filter((c) => c.late)
    .slice(0, LIST_LIMIT)
    .map((c) => ({ id: c.id, number: c.number, customer: c.customer, status: c.status, due_date: c.due_date }))
}

/**
 * E-mails the customer how to pay an awaited bank transfer and stamps the order. The stamp is
 * taken first, by one conditional update, so two clicks (or two administrators) send one e-mail.
 */
export async function sendPaymentReminder(
  db: Db,
  services: Pick<ApiServices, 'mailer' | 'publicUrl'>,
  orderId: number,
  now: Date,
  locale: Locale,
) {
  const order = await loadOrder(db, orderId)
  if (!order) throw new HttpError('not_found')
  const o = { locale }
  if (
    order.payment_method.code !== 'bank_transfer' ||
    order.payment_status === 'paid' ||
    order.status === 'cancelled' ||
    !order.customer.email
  )
    throw new HttpError('conflict', undefined, m.adm_dash_reminder_not_due({}, o))
  const since = new Date(now.getTime() - REMINDER_INTERVAL_MS)
  const [stamped] = await db
    .update(orders)
    .set({ paymentRemindedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.paidAt),
        or(isNull(orders.paymentRemindedAt), lt(orders.paymentRemindedAt, since)),
      ),
    )
    .returning({ id: orders.id })
  if (!stamped) throw new HttpError('conflict', undefined, m.adm_dash_reminder_too_soon({}, o))
  const days = Math.floor((now.getTime() - new Date(order.created_at).getTime()) / DAY)
  const sent = await services.mailer.send(db, paymentReminderEmail(order, await mailContext(db, services), days))
  return { reminded_at: now.toISOString(), email_status: sent.status }
}
