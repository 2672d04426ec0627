import type { Db } from '~/db/types'
import type { Settings } from '~/domains/settings/settings.schemas'
import { loadSettings } from '~/domains/settings/settings.server'
import type { OrderNotification, NotifyServices } from '../order-notify.server'
import { localeOf, type OrderDocument, type ShopIdentity } from './order-document'
import { placedEmails, statusEmail, type OrderMailContext } from './order-emails'
import { orderPdf } from './order-pdf'

/** The seller on documents: the site name, the legal data and bank account of the settings. */
export function shopIdentity(settings: Settings): ShopIdentity {
  const legal = settings.shop_legal
  return {
    name: settings.site_name,
    legalName: legal.company || settings.shop_bank_holder || settings.site_name,
    address: legal.address.split('\n').map((l) => l.trim()).filter(Boolean),
    vatNumber: legal.vat_number,
    taxCode: legal.tax_code,
    email: settings.shop_email,
    phone: legal.phone,
    iban: settings.shop_iban,
    bankHolder: settings.shop_bank_holder,
    siteUrl: settings.site_url,
  }
}

export async function mailContext(db: Db, services: Pick<NotifyServices, 'publicUrl'>): Promise<OrderMailContext> {
  const settings = await loadSettings(db)
  return {
    site: settings.site_name,
    publicUrl: services.publicUrl,
    shopEmail: settings.shop_email,
    shop: shopIdentity(settings),
    color: settings.vuetify_colors.light.primary,
  }
}

export const pdfFileName = (order: Pick<OrderDocument, 'number'>) => `${order.number}.pdf`

/**
 * The e-mails of one order event: on `placed` the customer's confirmation with the PDF and the
 * shop's notice; on a status change the customer's e-mail when the status is one they hear of.
 * Each goes through the mailer (SMTP, or the outbox table without SMTP).
 */
export async function sendOrderMail(db: Db, services: NotifyServices, event: OrderNotification, order: OrderDocument & { cancel_reason?: string | null }) {
  const ctx = await mailContext(db, services)
  if (event.type === 'placed') {
    const pdf = await orderPdf(order, ctx.shop, localeOf(order))
    for (const email of placedEmails(order, ctx, { filename: pdfFileName(order), content: pdf, contentType: 'application/pdf' }))
      await services.mailer.send(db, email)
    return
  }
  const email = statusEmail(order, event.to, ctx)
  if (email) await services.mailer.send(db, email)
}
