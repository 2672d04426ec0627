import { documentVat, isVatRate, splitVat, type VatRate } from '~/domains/cart/pricing'
import { lineDetails, localeOf, type OrderDocument } from '~/domains/orders/documents/order-document'
import type { Settings } from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'
import type {
  FiscalBuyer,
  FiscalData,
  FiscalKind,
  FiscalLine,
  FiscalSeller,
  FiscalSummaryRow,
  PaymentMode,
} from './fiscal.schemas'

// From an order to the frozen content of its fiscal document (decision 031): the seller from
// the settings, the buyer from the order's billing data, every amount split into net and VAT.
// Pure: the issuing transaction (fiscal-issue.server.ts) stores the result as it is.

const digits = (v: string | null | undefined) => (v ?? '').replace(/\s+/g, '').replace(/^IT/i, '')

export function sellerOf(settings: Settings): FiscalSeller {
  const l = settings.shop_legal
  return {
    name: l.company || settings.shop_bank_holder || settings.site_name,
    vat_number: digits(l.vat_number),
    tax_code: digits(l.tax_code).toUpperCase(),
    street: l.street,
    zip: l.zip,
    city: l.city,
    province: l.province.toUpperCase(),
    country: (l.country || 'IT').toUpperCase(),
    rea_office: l.rea_office.toUpperCase(),
    rea_number: l.rea_number,
    regime_fiscale: l.regime_fiscale || 'RF01',
    pec: l.pec,
    phone: l.phone,
    email: settings.shop_email,
    iban: settings.shop_iban.replace(/\s+/g, ''),
  }
}

/** The shop's data FatturaPA needs that the settings lack, as `shop_legal.*` keys. */
export function missingSellerData(s: FiscalSeller): string[] {
  const missing: string[] = []
  if (!/^\d{11}$/.test(s.vat_number)) missing.push('shop_legal.vat_number')
  if (!s.street) missing.push('shop_legal.street')
  if (!/^\d{5}$/.test(s.zip) && s.country === 'IT') missing.push('shop_legal.zip')
  if (!s.city) missing.push('shop_legal.city')
  if (!/^[A-Z]{2}$/.test(s.country)) missing.push('shop_legal.country')
  if (Boolean(s.rea_office) !== Boolean(s.rea_number))
    missing.push(s.rea_office ? 'shop_legal.rea_number' : 'shop_legal.rea_office')
  return missing
}

export function buyerOf(order: Pick<OrderDocument, 'billing'>): FiscalBuyer | null {
  const b = order.billing
  if (b.document !== 'invoice') return null
  return {
    name: b.name,
    company: b.company || null,
    vat_number: digits(b.vat_number) || null,
    eu_vat: b.eu_vat_number ? { country: b.eu_vat_number.slice(0, 2), code: b.eu_vat_number.slice(2) } : null,
    tax_code: digits(b.tax_code).toUpperCase() || null,
    sdi_code: b.sdi_code || null,
    pec: b.pec || null,
    street: b.address.street ?? '',
    zip: b.address.postcode ?? '',
    city: b.address.city ?? '',
    province: b.address.province || null,
    country: (b.address.country || 'IT').toUpperCase(),
  }
}

/** What an invoice needs of the customer that the order lacks, as `billing.*` keys. */
export function missingBuyerData(order: Pick<OrderDocument, 'billing'>): string[] {
  const b = buyerOf(order)
  if (!b) return ['billing.document']
  const missing: string[] = []
  if (!b.name && !b.company) missing.push('billing.name')
  if (!b.vat_number && !b.tax_code && !b.eu_vat) missing.push('billing.vat_number')
  if (!b.street) missing.push('billing.address.street')
  if (!b.city) missing.push('billing.address.city')
  if (b.country === 'IT' && !/^\d{5}$/.test(b.zip)) missing.push('billing.address.postcode')
  // A business receives e-invoices through its SDI code or its PEC (a person: 0000000).
  if (b.vat_number && !b.eu_vat && !b.pec && (!b.sdi_code || b.sdi_code === '0000000')) missing.push('billing.sdi_code')
  return missing
}

const paymentModes: Record<string, PaymentMode> = {
  bank_transfer: 'MP05',
  cash_on_delivery: 'MP01',
  in_store: 'MP01',
  card: 'MP08',
  paypal: 'MP08',
}
export const paymentMode = (code: string): PaymentMode => paymentModes[code] ?? 'MP05'

/** A signed gross amount split at `rate` (a discount is negative). */
function split(gross: number, rate: VatRate) {
  const { net } = splitVat(Math.abs(gross), rate)
  return gross < 0 ? -net : net
}

/**
 * The order's lines, then the discount, shipping and payment fee as document lines, each at its
 * rate (decision 042). With several rates, the discount, shipping and fee are shared over them
 * exactly as the order's VAT breakdown shares them (pricing's documentVat): one document line
 * per rate, so each DatiRiepilogo row adds up from its own lines.
 */
export function documentLines(order: OrderDocument, defaultRate: VatRate): FiscalLine[] {
  const o = { locale: localeOf(order) }
  const rateOf = (r: number): VatRate => (isVatRate(r) ? r : defaultRate)
  const line = (
    description: string,
    code: string | null,
    quantity: number,
    gross: number,
    rate: VatRate,
    discount = false,
  ): FiscalLine => ({
    description,
    code,
    quantity,
    gross,
    net: split(gross, rate),
    vat_rate: rate,
    ...(discount && { discount }),
  })
  const out = order.lines.map((l) =>
    line([l.name, ...lineDetails(l, 'it')].join(' · '), l.sku, l.quantity, l.line_total, rateOf(l.vat_rate)),
  )
  const rows = documentVat({
    goods: order.lines.map((l) => ({ rate: rateOf(l.vat_rate), gross: l.line_total })),
    discount: order.discount_total,
    shipping: order.shipping_total,
    fee: order.payment_fee,
    defaultRate,
  })
  const several = rows.length > 1
  const tag = (text: string, rate: VatRate) =>
    several ? `${text} (${m.fd_line_vat_share({ rate: String(rate) }, o)})` : text
  const discountText = order.coupon_code ? m.fd_line_coupon({ code: order.coupon_code }, o) : m.fd_line_discount({}, o)
  const shippingText = order.shipping_option
    ? m.fd_line_shipping_named({ name: order.shipping_option.name }, o)
    : m.fd_line_shipping({}, o)
  const feeText = m.fd_line_fee({ name: order.payment_method.name }, o)
  for (const r of rows)
    if (r.discount > 0) out.push(line(tag(discountText, r.rate), null, 1, -r.discount, r.rate, true))
  for (const r of rows) if (r.shipping > 0) out.push(line(tag(shippingText, r.rate), null, 1, r.shipping, r.rate))
  for (const r of rows) if (r.fee > 0) out.push(line(tag(feeText, r.rate), null, 1, r.fee, r.rate))
  return out
}

/**
 * The VAT summary per rate from the order's own breakdown (the amounts the customer was
 * charged); `rounding` is what the lines' nets, rounded one by one, miss of the summary's net
 * (FatturaPA Arrotondamento), so lines and summary agree to the cent.
 */
export function summaryOf(order: OrderDocument, lines: FiscalLine[]): FiscalSummaryRow[] {
  return order.vat_breakdown.map((row) => {
    const linesNet = lines.filter((l) => l.vat_rate === row.rate).reduce((n, l) => n + l.net, 0)
    return { vat_rate: row.rate, net: row.net, vat: row.vat, gross: row.gross, rounding: row.net - linesNet }
  })
}

export const romeDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)

export type BuildInput = {
  kind: FiscalKind
  number: string
  issuedAt: Date
  order: OrderDocument
  settings: Settings
  related?: { number: string; date: string } | null
  reason?: string | null
  progressive?: string | null
}

export function buildFiscalData({
  kind,
  number,
  issuedAt,
  order,
  settings,
  related = null,
  reason = null,
  progressive = null,
}: BuildInput): FiscalData {
  const rate = isVatRate(order.vat_rate)
    ? order.vat_rate
    : isVatRate(order.vat_breakdown[0]?.rate)
      ? order.vat_breakdown[0]!.rate
      : 22
  const lines = documentLines(order, rate)
  const summary = summaryOf(order, lines)
  const buyer = kind === 'receipt' ? null : buyerOf(order)
  return {
    kind,
    number,
    date: romeDay(issuedAt),
    locale: localeOf(order),
    order: { id: order.id, number: order.number, created_at: order.created_at },
    seller: sellerOf(settings),
    buyer,
    customer_name: buyer ? buyer.company || buyer.name : order.customer.name,
    lines,
    summary,
    total: order.total,
    net_total: summary.reduce((n, r) => n + r.net, 0),
    vat_total: summary.reduce((n, r) => n + r.vat, 0),
    prices_include_vat: order.prices_include_vat,
    payment: {
      code: order.payment_method.code,
      name: order.payment_method.name,
      mode: paymentMode(order.payment_method.code),
      iban: order.payment_method.iban
        ? order.payment_method.iban.replace(/\s+/g, '')
        : settings.shop_iban.replace(/\s+/g, '') || null,
      paid: order.payment_status === 'paid',
    },
    related,
    reason,
    installation: order.installation ?? null,
    progressive,
  }
}
