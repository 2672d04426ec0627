import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/lib/i18n/locales'

// The order e-mails (issue 11), in the customer's locale. Amounts and lines arrive already
// formatted (the order domain decides net or gross, see order-emails.ts); here only words.

export type OrderStatusMail = 'confirmed_admin' | 'start_production' | 'shipped' | 'delivered' | 'cancelled'

export type OrderEmailTemplate =
  | {
      template: 'order_placed'
      name: string
      number: string
      date: string
      link: string
      summary: string[]
      notes: string[]
    }
  | {
      template: 'order_status'
      name: string
      number: string
      status: OrderStatusMail
      link: string
      carrier?: string
      tracking?: string
      reason?: string | null
    }
  | {
      template: 'order_payment_reminder'
      name: string
      number: string
      date: string
      days: number
      link: string
      notes: string[]
    }
  | {
      template: 'order_shop_notice'
      number: string
      customer: string
      email: string
      total: string
      method: string
      link: string
      summary: string[]
    }

export type OrderParts = {
  subject: string
  intro: string
  action: { label: string; link: string }
  notes: string[]
  rows?: string[]
  greeting?: string
  footer: string
}

export function orderParts(data: OrderEmailTemplate, site: string, locale: Locale): OrderParts {
  const o = { locale }
  const footer = m.od_mail_footer({ site }, o)
  const action = { label: m.od_mail_action_order({}, o), link: data.link }
  switch (data.template) {
    case 'order_placed':
      return {
        subject: m.od_mail_placed_subject({ number: data.number }, o),
        intro: m.od_mail_placed_intro({ number: data.number, date: data.date }, o),
        rows: data.summary,
        action,
        notes: data.notes,
        footer,
      }
    case 'order_shop_notice':
      return {
        subject: m.od_mail_shop_subject({ number: data.number, total: data.total }, o),
        greeting: m.od_mail_shop_greeting({}, o),
        intro: m.od_mail_shop_intro(
          { number: data.number, customer: data.customer, email: data.email, total: data.total, method: data.method },
          o,
        ),
        rows: data.summary,
        action: { label: m.od_mail_shop_action({}, o), link: data.link },
        notes: [],
        footer: m.od_mail_shop_footer({ site }, o),
      }
    case 'order_payment_reminder':
      return {
        subject: m.od_mail_reminder_subject({ number: data.number }, o),
        intro: m.od_mail_reminder_intro({ number: data.number, date: data.date, days: String(data.days) }, o),
        action,
        notes: [...data.notes, m.od_mail_reminder_paid_already({}, o)],
        footer,
      }
    case 'order_status': {
      const n = { number: data.number }
      const reason = data.reason ? [m.od_mail_reason({ reason: data.reason }, o)] : []
      const byStatus = {
        confirmed_admin: [m.od_mail_confirmed_subject(n, o), m.od_mail_confirmed_intro(n, o)],
        start_production: [m.od_mail_production_subject(n, o), m.od_mail_production_intro(n, o)],
        shipped: [
          m.od_mail_shipped_subject(n, o),
          m.od_mail_shipped_intro({ ...n, carrier: data.carrier ?? '', tracking: data.tracking ?? '' }, o),
        ],
        delivered: [m.od_mail_delivered_subject(n, o), m.od_mail_delivered_intro({ ...n, site }, o)],
        cancelled: [m.od_mail_cancelled_subject(n, o), m.od_mail_cancelled_intro(n, o)],
      } as const
      const [subject, intro] = byStatus[data.status]
      return { subject, intro, action, notes: data.status === 'cancelled' ? reason : [], footer }
    }
  }
}
