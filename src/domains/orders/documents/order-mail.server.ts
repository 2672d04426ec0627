import type { Db } from '~/db/types'
import type { OutgoingEmail } from '~/domains/email/mailer.server'
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
    address: legal.address
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
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
 * The e-mail of one order event for one audience: on `placed` the customer's confirmation with
 * the PDF, or the shop's notice; on a status change the customer's e-mail when the status is one
 * they hear of. Null when there is nothing to send (no shop address, a status nobody hears of).
 * The job queue sends each (decision 033), so a retry of one never repeats the other.
 */
export async function orderMail(
  db: Db,
  services: Pick<NotifyServices, 'publicUrl'>,
  event: OrderNotification,
  audience: 'customer' | 'shop',
  order: OrderDocument & { cancel_reason?: string | null },
): Promise<OutgoingEmail | null> {
  const ctx = await mailContext(db, services)
  if (event.type === 'placed') {
    // Only the customer's message carries the PDF: the shop's notice does not pay for rendering it.
    const pdf = audience === 'customer' ? await orderPdf(order, ctx.shop, localeOf(order)) : null
    const [customer, shop] = placedEmails(
      order,
      ctx,
      pdf ? { filename: pdfFileName(order), content: pdf, contentType: 'application/pdf' } : undefined,
    )
    return (audience === 'customer' ? customer : shop) ?? null
  }
  return audience === 'customer' ? statusEmail(order, event.to, ctx) : null
}

/** Both audiences' e-mails of one event, sent now (the job queue sends them one job each). */
export async function sendOrderMail(
  db: Db,
  services: NotifyServices,
  event: OrderNotification,
  order: OrderDocument & { cancel_reason?: string | null },
) {
  for (const audience of ['customer', 'shop'] as const) {
    const email = await orderMail(db, services, event, audience, order)
    if (email) await services.mailer.send(db, email)
  }
}
