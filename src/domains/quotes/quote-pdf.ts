import type { quoteRequests } from '~/db/schema'
import { formatDate, type OrderDocument, type ShopIdentity } from '~/domains/orders/documents/order-document'
import { orderPdf } from '~/domains/orders/documents/order-pdf'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { QuoteOffer } from './quote-offer.schemas'

// The quote as a PDF with the order confirmation's look (decision 106): the same seller and
// customer blocks, lines, VAT per rate and withdrawal notice, laid out by orderPdf itself.

type Request = typeof quoteRequests.$inferSelect

export function quoteDocument(offer: QuoteOffer, request: Request): OrderDocument {
  const goods = offer.lines.filter((l) => l.kind !== 'discount')
  const net = offer.vat_breakdown.reduce((n, r) => n + r.net, 0)
  return {
    id: offer.id,
    number: offer.number ?? request.number,
    status: offer.status,
    created_at: offer.sent_at ?? request.createdAt.toISOString(),
    locale: request.locale,
    customer: { id: request.userId, name: request.name, email: request.email, role: 'user' },
    prices_include_vat: true,
    lines: goods.map((l) => ({
      id: l.id,
      sku: l.sku ?? '',
      name: l.description,
      quantity: l.quantity,
      unit_price: l.unit_cents,
      line_total: l.line_cents,
      vat_rate: l.vat_rate,
      made_to_measure: l.made_to_measure,
      variants: [],
      extra_option: null,
      choices: [],
    })),
    subtotal: offer.subtotal_cents,
    discount_total: offer.discount_cents,
    coupon_code: null,
    shipping_total: 0,
    payment_fee: 0,
    total: offer.total_cents,
    net_total: net,
    vat_total: offer.total_cents - net,
    vat_breakdown: offer.vat_breakdown,
    delivery: {
      type: 'address',
      address: {
        recipient: request.name,
        street: request.street,
        postcode: request.postcode,
        city: request.city,
        province: request.province,
        country: 'IT',
        phone: request.phone,
      },
    },
    shipping_option: null,
    payment_method: { code: '', kind: 'local', name: '', instructions: null, iban: null, reference: null },
    payment_status: 'unpaid',
    billing: { document: 'receipt' },
    acknowledgements: { terms_at: null, made_to_measure_at: null, made_to_measure_line_ids: [] },
    estimated_delivery: null,
    shipment: null,
    customer_reference: null,
    notes: offer.note,
  }
}

export function quotePdf(
  offer: QuoteOffer,
  request: Request,
  shop: ShopIdentity,
  locale: Locale,
): Promise<Uint8Array<ArrayBuffer>> {
  const o = { locale }
  const terms: string[] = [
    m.quote_offer_pdf_valid({ date: formatDate(`${offer.expires_on}T12:00:00Z`, locale) }, o),
    m.quote_offer_pdf_request({ number: request.number }, o),
  ]
  if (offer.note) terms.push(offer.note)
  return orderPdf(quoteDocument(offer, request), shop, locale, {
    title: m.quote_offer_pdf_title({}, o),
    numberLabel: m.quote_offer_admin_number({ number: offer.number ?? request.number }, o),
    terms,
  })
}
