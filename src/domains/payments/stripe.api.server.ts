import { and, eq, or, sql } from 'drizzle-orm'
import { orders, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { emailLink } from '~/domains/auth/links.server'
import { isLocale } from '~/lib/i18n/locales'
import { HttpError } from '~/lib/api/errors'
import { log } from '~/lib/log.server'
import { m } from '~/paraglide/messages.js'
import { implement, type ApiUser } from '~/domains/shared/api-route'
import { changeOrderStatus } from '~/domains/orders/order-status.server'
import { startCardPayment, stripeWebhook } from './stripe.contract'
import { createCheckoutSession, stripeClient, stripeConfigFromEnv, verifiedEvent } from './stripe.server'
import { applyStripeEvent } from './stripe-webhook.server'

/** The caller's own order, or (for a retailer) one of its users'; someone else's is a 404. */
async function payableOrder(db: Db, user: ApiUser, id: number) {
  const owner = or(
    eq(orders.userId, user.id),
    sql`${orders.userId} in (select ${users.id} from ${users} where ${users.parentId} = ${user.id})`,
  )
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      locale: orders.locale,
      paidAt: orders.paidAt,
      payment: orders.paymentSnapshot,
      email: orders.customerEmail,
    })
    .from(orders)
    .where(and(eq(orders.id, id), owner))
  if (!row) throw new HttpError('not_found')
  return row
}

export const stripeRoutes = [
  implement(startCardPayment, async ({ params }, ctx) => {
    const config = stripeConfigFromEnv()
    if (!config) throw new HttpError('not_found')
    const order = await payableOrder(ctx.db, (await ctx.user())!, params.id)
    const code = (order.payment as { code?: string } | null)?.code
    if (code !== 'card' || order.status !== 'pending' || order.paidAt) throw new HttpError('conflict')
    const locale = isLocale(order.locale) ? order.locale : ctx.locale
    const back = (outcome: string) => emailLink(ctx.publicUrl, `/account/orders/${order.id}?payment=${outcome}`, locale)
    const session = await createCheckoutSession(
      stripeClient(config),
      { id: order.id, number: order.number, total: order.total, locale, customerEmail: order.email },
      {
        success: back('done'),
        cancel: back('cancelled'),
        productName: m.od_pdf_number({ number: order.number }, { locale }),
      },
    )
    return { data: { url: session.url } }
  }),

  implement(stripeWebhook, async (_input, ctx) => {
    const config = stripeConfigFromEnv()
    if (!config) throw new HttpError('not_found')
    // The signature covers the exact bytes: the body is read here, never parsed before.
    const payload = await ctx.request.text()
    const stripe = stripeClient(config)
    const event = await verifiedEvent(
      stripe,
      payload,
      ctx.request.headers.get('stripe-signature'),
      config.webhookSecret,
    )
    if (!event) throw new HttpError('invalid_request')
    const outcome = await applyStripeEvent(ctx.db, event, async (orderId, note) => {
      try {
        // The one status service: row lock, history (by: the system), paid_at, then the e-mail.
        await changeOrderStatus(ctx.db, { orderId, event: { type: 'order.pay' }, actor: null, note }, ctx)
      } catch (error) {
        // Two deliveries at once: the second finds the order paid. Anything else is logged.
        if (!(error instanceof HttpError && error.code === 'invalid_transition')) throw error
      }
    })
    if (
      outcome.result === 'ignored' &&
      (outcome.reason === 'amount_mismatch' || outcome.reason === 'not_payable' || outcome.reason === 'paid_twice')
    )
      log().error(
        { eventId: event.id, ...outcome },
        'Stripe payment not applied to its order: check it by hand (refund?)',
      )
    return { received: true as const }
  }),
]
