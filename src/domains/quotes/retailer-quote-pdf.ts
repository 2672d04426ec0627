import { documentVat, isVatRate, type VatRate } from '~/domains/cart/pricing'
import type { OrderDocument, ShopIdentity } from '~/domains/orders/documents/order-document'
import { orderPdf } from '~/domains/orders/documents/order-pdf'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { RetailerQuote } from './retailer-quote.schemas'

// The retailer's quote as its client reads it (decision 111), with the order confirmation's
// look: the retailer as the seller, its logo, and the client's prices — this document is built
// from `client_*` amounts only, so the retailer's cost (the shop's trade price) cannot leak.

/** The client's view: every amount is the client's price; the cost fields are not read. */
export function clientDocument(quote: RetailerQuote): OrderDocument {
  const goods = quote.lines.map((l) => ({
    rate: (isVatRate(l.vat_rate) ? l.vat_rate : 22) as VatRate,
    gross: l.client_line_cents,
  }))
  const breakdown = documentVat({ goods, discount: 0, shipping: 0, fee: 0, defaultRate: 22 }).map(
    ({ rate, net, vat, gross }) => ({ rate, net, vat, gross }),
  )
  const total = goods.reduce((n, g) => n + g.gross, 0)
  const net = breakdown.reduce((n, r) => n + r.net, 0)
  const address = (quote.client.address ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ')
  return {
    id: quote.id,
    number: quote.number ?? `#${quote.id}`,
    status: 'pending',
    created_at: quote.sent_at ?? quote.created_at,
    locale: quote.locale,
    customer: { id: null, name: quote.client.name, email: quote.client.email, role: 'user' },
    prices_include_vat: true,
    lines: quote.lines.map((l) => ({
      id: l.id,
      sku: '',
      name: l.description,
      quantity: l.quantity,
      unit_price: l.client_unit_cents,
      line_total: l.client_line_cents,
      vat_rate: l.vat_rate,
      made_to_measure: l.made_to_measure,
      variants: [],
      extra_option: null,
      choices: [],
    })),
    subtotal: total,
    discount_total: 0,
    coupon_code: null,
    shipping_total: 0,
    payment_fee: 0,
    total,
    net_total: net,
    vat_total: total - net,
    vat_breakdown: breakdown,
    delivery: {
      type: 'address',
      address: {
        recipient: quote.client.name,
        street: address,
        postcode: '',
        city: '',
        province: null,
        country: 'IT',
        phone: null,
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
    notes: quote.note,
  }
}

export function retailerQuotePdf(
  quote: RetailerQuote,
  seller: ShopIdentity,
  logo: Uint8Array | null,
  locale: Locale,
): Promise<Uint8Array<ArrayBuffer>> {
  const o = { locale }
  const terms = [m.quote_retail_pdf_terms({ name: seller.name }, o), ...(quote.note ? [quote.note] : [])]
  const number = quote.number ?? `#${quote.id}`
  return orderPdf(clientDocument(quote), seller, locale, {
    title: m.quote_offer_pdf_title({}, o),
    numberLabel: m.quote_offer_admin_number({ number }, o),
    terms,
    logo,
  })
}
