import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/lib/i18n/locales'
import { orderParts, type OrderEmailTemplate } from './order-templates'
import { formatCents } from '~/lib/format/money'

// Localized e-mails in the six locales, each with a plain-text part and a simple, accessible
// HTML part. The order e-mails' words are in order-templates.ts.

export type EmailTemplate =
  | { template: 'verify_email'; name: string; link: string; change?: boolean }
  | { template: 'reset_password'; name: string; link: string }
  // Issue 41: a one-time sign-in link, the owner's way in while password guesses are capped.
  | { template: 'sign_in_link'; name: string; link: string }
  | { template: 'password_changed'; name: string; resetLink: string }
  | { template: 'welcome'; name: string; link: string }
  | { template: 'account_exists'; name: string; link: string }
  // Issue 14: to the old address after a change, with the undo link; a retailer's invitation.
  | { template: 'email_changed'; name: string; newEmail: string; link: string }
  | { template: 'team_invitation'; name: string; retailer: string; link: string }
  // Double opt-in: the address has no account, hence no name to greet.
  | { template: 'newsletter_confirm'; link: string }
  // Issue 42: some days after a delivery, the products of the order not reviewed yet.
  | { template: 'review_invitation'; name: string; number: string; products: Array<{ name: string; link: string }> }
  // A quote or visit request's acknowledgement (decision 097): the number to quote back.
  | { template: 'quote_received'; name: string; number: string; photos: number }
  // The shop's quote (decision 106): the secret link where the customer reviews and accepts it.
  | { template: 'quote_sent'; name: string; number: string; link: string; cents: number; expiresOn: string }
  // A retailer's quote to its own client (decision 111), the PDF attached: the client's total only.
  | { template: 'retailer_quote_sent'; name: string; retailer: string; number: string; cents: number; contact: string }
  // The measurement visit planned or moved (decision 106), with its .ics invitation attached.
  | { template: 'visit_planned'; name: string; number: string; when: string; technician: string | null; link: string }
  // To the shop: the customer asks to move the planned visit (decision 112); the half-days already in words.
  | {
      template: 'visit_move_asked'
      name: string
      number: string
      customer: string
      email: string
      windows: string
      note: string | null
    }
  // To the shop: the customer asks for changes to a quote.
  | { template: 'quote_changes'; name: string; number: string; customer: string; email: string; message: string }
  // A newsletter campaign (decision 104): the administrator's Markdown, rendered and sanitized.
  | { template: 'newsletter_campaign'; subject: string; text: string; html: string }
  | OrderEmailTemplate

export type RenderedEmail = { subject: string; text: string; html: string }

type Parts = {
  subject: string
  intro: string
  action?: { label: string; link: string }
  notes: string[]
  /** A short list under the intro (an order's lines and totals). */
  rows?: string[]
  /** The words of the link under the footer, when it is not the newsletter's unsubscribe. */
  unsubscribeLabel?: string
  /** Overrides the greeting by name and the account footer (e-mails to addresses with no account). */
  greeting?: string
  footer?: string
  /** Sanitized HTML in place of the intro's paragraph (a campaign's body). */
  introHtml?: string
}

function parts(data: EmailTemplate, site: string, locale: Locale): Parts {
  const o = { locale }
  switch (data.template) {
    case 'order_placed':
    case 'order_status':
    case 'order_shop_notice':
    case 'order_payment_reminder':
      return orderParts(data, site, locale)
    case 'verify_email':
      return {
        subject: m.email_verify_subject({}, o),
        intro: data.change ? m.email_change_intro({}, o) : m.email_verify_intro({}, o),
        action: { label: m.email_verify_action({}, o), link: data.link },
        notes: [m.email_verify_expiry({}, o)],
      }
    case 'reset_password':
      return {
        subject: m.email_reset_subject({}, o),
        intro: m.email_reset_intro({}, o),
        action: { label: m.email_reset_action({}, o), link: data.link },
        notes: [m.email_reset_expiry({}, o)],
      }
    case 'sign_in_link':
      return {
        subject: m.email_signin_subject({}, o),
        intro: m.email_signin_intro({}, o),
        action: { label: m.email_signin_action({}, o), link: data.link },
        notes: [m.email_signin_expiry({}, o)],
      }
    case 'password_changed':
      return {
        subject: m.email_changed_subject({}, o),
        intro: m.email_changed_intro({}, o),
        action: { label: m.email_exists_action({}, o), link: data.resetLink },
        notes: [m.email_changed_warning({}, o)],
      }
    case 'welcome':
      return {
        subject: m.email_welcome_subject({ site }, o),
        intro: m.email_welcome_intro({}, o),
        action: { label: m.email_welcome_action({}, o), link: data.link },
        notes: [],
      }
    case 'account_exists':
      return {
        subject: m.email_exists_subject({}, o),
        intro: m.email_exists_intro({}, o),
        action: { label: m.email_exists_action({}, o), link: data.link },
        notes: [],
      }
    case 'email_changed':
      return {
        subject: m.email_address_changed_subject({}, o),
        intro: m.email_address_changed_intro({ newEmail: data.newEmail }, o),
        action: { label: m.email_address_changed_action({}, o), link: data.link },
        notes: [m.email_address_changed_note({}, o)],
      }
    case 'team_invitation':
      return {
        subject: m.email_invitation_subject({ retailer: data.retailer, site }, o),
        intro: m.email_invitation_intro({ retailer: data.retailer, site }, o),
        action: { label: m.email_invitation_action({}, o), link: data.link },
        notes: [m.email_invitation_note({}, o)],
      }
    case 'newsletter_confirm':
      return {
        subject: m.email_newsletter_subject({ site }, o),
        greeting: m.email_newsletter_greeting({}, o),
        intro: m.email_newsletter_intro({}, o),
        action: { label: m.email_newsletter_action({}, o), link: data.link },
        notes: [m.email_newsletter_note({}, o)],
        footer: m.email_newsletter_footer({ site }, o),
      }
    case 'review_invitation':
      return {
        subject: m.email_review_subject({ number: data.number }, o),
        intro: m.email_review_intro({ number: data.number }, o),
        rows: data.products.map((p) => `${p.name}: ${p.link}`),
        action: data.products[0] && { label: m.email_review_action({}, o), link: data.products[0].link },
        notes: [m.email_review_note({}, o)],
        unsubscribeLabel: m.email_review_stop_label({}, o),
      }
    case 'newsletter_campaign':
      return {
        subject: data.subject,
        greeting: m.email_newsletter_greeting({}, o),
        intro: data.text,
        introHtml: data.html,
        notes: [],
        footer: m.email_newsletter_footer({ site }, o),
      }
    case 'quote_received':
      return {
        subject: m.quotes_email_subject({ number: data.number, site }, o),
        intro: m.quotes_email_intro({ number: data.number }, o),
        notes: [m.quotes_email_photos({ count: data.photos }, o), m.quotes_email_next({}, o)],
      }
    case 'quote_sent':
      return {
        subject: m.quote_offer_email_subject({ number: data.number, site }, o),
        intro: m.quote_offer_email_intro({ number: data.number, total: formatCents(data.cents, locale) }, o),
        action: { label: m.quote_offer_email_action({}, o), link: data.link },
        notes: [
          m.quote_offer_email_expiry(
            {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
                new Date(data.expiresOn),
              ),
            },
            o,
          ),
          m.quote_offer_email_private({}, o),
        ],
      }
    case 'retailer_quote_sent':
      // The client is the retailer's, not the shop's: the retailer's name heads it and signs it.
      return {
        subject: m.quote_retail_email_subject({ number: data.number, retailer: data.retailer }, o),
        intro: m.quote_retail_email_intro(
          { number: data.number, retailer: data.retailer, total: formatCents(data.cents, locale) },
          o,
        ),
        notes: [
          m.quote_retail_email_pdf({}, o),
          ...(data.contact ? [m.quote_retail_email_contact({ contact: data.contact }, o)] : []),
        ],
        footer: data.retailer,
      }
    case 'visit_planned':
      return {
        subject: m.visit_email_subject({ number: data.number, site }, o),
        intro: m.visit_email_intro({ number: data.number, when: data.when }, o),
        // The customer asks to move it on the link's page (decision 112).
        action: { label: m.visit_email_move_action({}, o), link: data.link },
        notes: [
          ...(data.technician ? [m.visit_email_technician({ name: data.technician }, o)] : []),
          m.visit_email_calendar({}, o),
        ],
      }
    case 'visit_move_asked':
      return {
        subject: m.visit_move_shop_subject({ number: data.number }, o),
        intro: m.visit_move_shop_intro(
          { number: data.number, customer: data.customer, email: data.email, windows: data.windows },
          o,
        ),
        notes: data.note ? [data.note] : [],
      }
    case 'quote_changes':
      return {
        subject: m.quote_offer_changes_subject({ number: data.number }, o),
        intro: m.quote_offer_changes_intro({ number: data.number, customer: data.customer, email: data.email }, o),
        notes: [data.message],
      }
  }
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** `unsubscribe`: the link that stops such e-mails (the newsletter's, the review invitations'), shown under the footer. */
export function renderEmail(
  data: EmailTemplate,
  site: string,
  locale: Locale,
  color = '#387e84',
  unsubscribe?: string,
): RenderedEmail {
  const p = parts(data, site, locale)
  const o = { locale }
  const greeting = p.greeting ?? m.email_greeting({ name: 'name' in data ? data.name : '' }, o)
  const signature = m.email_signature({ site }, o)
  const footer = p.footer ?? m.email_footer({ site }, o)
  const unsubscribeLabel = p.unsubscribeLabel ?? m.email_unsubscribe_label({}, o)
  const text = [
    greeting,
    '',
    p.intro,
    ...(p.rows?.length ? ['', ...p.rows.map((r) => `- ${r}`)] : []),
    ...(p.action ? ['', `${p.action.label}: ${p.action.link}`] : []),
    ...p.notes.flatMap((n) => ['', n]),
    '',
    signature,
    '',
    '--',
    footer,
    ...(unsubscribe ? [`${unsubscribeLabel}: ${unsubscribe}`] : []),
  ].join('\n')
  const button = p.action
    ? `<p style="margin:24px 0"><a href="${escape(p.action.link)}" style="background:${escape(color)};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escape(p.action.label)}</a></p>` +
      `<p style="font-size:13px;color:#4d5759">${escape(m.email_link_fallback({}, o))}<br><a href="${escape(p.action.link)}">${escape(p.action.link)}</a></p>`
    : ''
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(p.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2425;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">` +
    `<p>${escape(greeting)}</p>${p.introHtml ?? `<p>${escape(p.intro)}</p>`}` +
    (p.rows?.length
      ? `<ul style="padding-left:20px">${p.rows.map((r) => `<li>${escape(r)}</li>`).join('')}</ul>`
      : '') +
    button +
    p.notes.map((n) => `<p>${escape(n)}</p>`).join('') +
    `<p>${escape(signature)}</p><hr style="border:none;border-top:1px solid #d5dcdd"><p style="font-size:12px;color:#4d5759">${escape(footer)}</p>` +
    (unsubscribe
      ? `<p style="font-size:12px;color:#4d5759"><a href="${escape(unsubscribe)}" style="color:#1d2425">${escape(unsubscribeLabel)}</a></p>`
      : '') +
    `</body></html>`
  return { subject: p.subject, text, html }
}
