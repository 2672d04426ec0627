import type { EmailAttachment, OutgoingEmail } from '~/domains/email/mailer.server'
import { splitVat, type VatRate } from '~/domains/cart/pricing'
import { lineDescription } from '../line-description'
import type { OrderStatusMail } from '~/domains/email/order-templates'
import { formatCents } from '~/lib/format/money'
import { baseLocale, localizePath, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { formatDate, localeOf, madeToMeasureLines, type OrderDocument, type ShopIdentity } from './order-document'
import { paymentText } from './payment-text'

// Which e-mails an order event sends, to whom, in which locale (issue 11). Pure: the notifier
// loads the order and the settings, renders the PDF and hands these to the mailer.

export type OrderMailContext = {
  site: string
  publicUrl: string
  shopEmail: string
  shop: ShopIdentity
  color?: string
}

/** The statuses the customer hears about (one e-mail each). */
export const customerVisibleStatuses: readonly OrderStatusMail[] = [
  'confirmed_admin',
  'start_production',
  'shipped',
  'delivered',
  'cancelled',
]

const link = (ctx: OrderMailContext, path: string, locale: Locale) =>
  `${ctx.publicUrl.replace(/\/$/, '')}${localizePath(path, locale)}`

/** The order's lines and total as the customer sees prices: net + "+ IVA" for trade customers. */
export function summaryRows(order: OrderDocument, locale: Locale): string[] {
  const money = (cents: number) => formatCents(cents, locale)
  const plusVat = order.prices_include_vat ? '' : ` ${m.od_mail_plus_vat({}, { locale })}`
  return [
    ...order.lines.map((l, index) => {
      // The choices under the line, as on the PDF (issue 39): the e-mail is what the customer keeps.
      const details = lineDescription(l, locale)
      // "+ IVA" beside a net amount, never a VAT-inclusive one (issue 39).
      const amount = order.prices_include_vat
        ? l.line_total
        : (order.net_amounts?.lines[index] ?? splitVat(l.line_total, l.vat_rate as VatRate).net)
      return m.od_mail_line(
        {
          quantity: String(l.quantity),
          name: details ? `${l.name} (${details})` : l.name,
          amount: `${money(amount)}${plusVat}`,
        },
        { locale },
      )
    }),
    order.prices_include_vat
      ? m.od_mail_total({ amount: money(order.total) }, { locale })
      : m.od_mail_total_net({ net: money(order.net_total), gross: money(order.total) }, { locale }),
    // VAT per rate (decision 042): each rate's tax on its taxable amount, as the PDF's table.
    ...order.vat_breakdown.map((r) =>
      m.od_mail_vat_row({ rate: String(r.rate), vat: money(r.vat), net: money(r.net) }, { locale }),
    ),
    m.od_mail_payment({ method: order.payment_method.name }, { locale }),
  ]
}

export function placedEmails(order: OrderDocument, ctx: OrderMailContext, pdf?: EmailAttachment): OutgoingEmail[] {
  const locale = localeOf(order)
  const o = { locale }
  const notes = [paymentText(order, ctx.shop, locale)].filter((n): n is string => Boolean(n))
  if (order.payment_method.code === 'card' && order.payment_status !== 'paid') notes.push(m.od_mail_card_pay({}, o))
  const excluded = madeToMeasureLines(order)
  if (excluded.length) notes.push(m.od_mail_made_to_measure({ lines: excluded.map((l) => l.name).join(', ') }, o))
  const emails: OutgoingEmail[] = [
    {
      to: order.customer.email,
      locale,
      site: ctx.site,
      color: ctx.color,
      attachments: pdf ? [pdf] : undefined,
      data: {
        template: 'order_placed',
        name: order.customer.name,
        number: order.number,
        date: formatDate(order.created_at, locale),
        link: link(ctx, `/account/orders/${order.id}`, locale),
        summary: summaryRows(order, locale),
        notes,
      },
    },
  ]
  // The shop works in Italian whatever the customer's language.
  if (ctx.shopEmail)
    emails.push({
      to: ctx.shopEmail,
      locale: baseLocale,
      site: ctx.site,
      color: ctx.color,
      data: {
        template: 'order_shop_notice',
        number: order.number,
        customer: order.customer.name,
        email: order.customer.email,
        total: formatCents(order.total, baseLocale),
        method: order.payment_method.name,
        link: `${ctx.publicUrl.replace(/\/$/, '')}/administration/orders/${order.id}`,
        summary: summaryRows(order, baseLocale),
      },
    })
  return emails
}

export function statusEmail(
  order: OrderDocument & { cancel_reason?: string | null },
  to: string,
  ctx: OrderMailContext,
): OutgoingEmail | null {
  const status = customerVisibleStatuses.find((s) => s === to)
  if (!status) return null
  const locale = localeOf(order)
  return {
    to: order.customer.email,
    locale,
    site: ctx.site,
    color: ctx.color,
    data: {
      template: 'order_status',
      name: order.customer.name,
      number: order.number,
      status,
      link: link(ctx, `/account/orders/${order.id}`, locale),
      carrier: order.shipment?.carrier,
      tracking: order.shipment?.tracking,
      reason: order.cancel_reason ?? null,
    },
  }
}

/** A reminder for a bank transfer still awaited (issue 43): how to pay again, in the order's locale. */
export function paymentReminderEmail(order: OrderDocument, ctx: OrderMailContext, days: number): OutgoingEmail {
  const locale = localeOf(order)
  return {
    to: order.customer.email,
    locale,
    site: ctx.site,
    color: ctx.color,
    data: {
      template: 'order_payment_reminder',
      name: order.customer.name,
      number: order.number,
      date: formatDate(order.created_at, locale),
      days,
      link: link(ctx, `/account/orders/${order.id}`, locale),
      notes: [paymentText(order, ctx.shop, locale)].filter((n): n is string => Boolean(n)),
    },
  }
}
