import { isLocale, type Locale } from '~/lib/i18n/locales'

// The part of an `Order` (CONTRACT-ORDERS.md, orders.schemas.ts) that the documents read.
// Structural on purpose: the PDF and the e-mails depend on these fields only, so the full
// `Order` is assignable to it and a test can build one by hand.

export type DocAddress = {
  recipient?: string | null
  company?: string | null
  street?: string | null
  postcode?: string | null
  city?: string | null
  province?: string | null
  country?: string | null
  phone?: string | null
}

export type DocBilling =
  | { document: 'receipt' }
  | {
      document: 'invoice'
      name: string
      company?: string | null
      vat_number?: string | null
      eu_vat_number?: string | null
      tax_code?: string | null
      sdi_code?: string | null
      pec?: string | null
      address: DocAddress
    }

export type DocLine = {
  id: number
  sku: string
  name: string
  quantity: number
  unit_price: number
  line_total: number
  vat_rate: number
  made_to_measure: boolean
  variants: Array<{ id: number; name: string; group?: string }>
  extra_option: { id: number; name: string; package_price: number } | null
  extra_options?: Array<{ id: number; name: string; package_price: number }>
  choices: Array<{ step: string; value: string }>
}

export type OrderDocument = {
  id: number
  number: string
  status: string
  created_at: string
  locale: string
  customer: { id: number | null; name: string; email: string; role: string }
  prices_include_vat: boolean
  lines: DocLine[]
  subtotal: number
  discount_total: number
  coupon_code: string | null
  shipping_total: number
  payment_fee: number
  total: number
  net_total: number
  vat_total: number
  /** The rate of lines without their own (the shop's standard or the administrator's); absent in old fixtures. */
  vat_rate?: number
  vat_breakdown: Array<{ rate: number; net: number; vat: number; gross: number }>
  /** Net amounts that add up (decision 085); absent in old fixtures. */
  net_amounts?: {
    lines: number[]
    subtotal: number
    discount: number
    shipping: number
    payment_fee: number
    net: number
  }
  delivery: { type: string; address: DocAddress | null }
  shipping_option: { id: number; name: string } | null
  payment_method: {
    code: string
    kind: string
    name: string
    instructions: string | null
    iban: string | null
    reference: string | null
  }
  payment_status: string
  billing: DocBilling
  acknowledgements: { terms_at: string | null; made_to_measure_at: string | null; made_to_measure_line_ids: number[] }
  estimated_delivery: { from: string; to: string } | null
  shipment: { carrier: string; tracking: string } | null
  /** An accepted installation quote's declaration (decisions 099, 108); absent elsewhere. */
  installation?: DocInstallation | null
  customer_reference: string | null
  notes: string | null
}

export type DocInstallation = {
  use: 'maintenance' | 'renovation' | 'none'
  deduction: 'none' | 'renovation_bonus' | 'ecobonus'
  tax_code: string | null
  significant_value: number
  rest_value: number
  shop_vat_number: string | null
}

/** The seller's data printed on the document (settings: site name, legal data, bank account). */
export type ShopIdentity = {
  name: string
  legalName: string
  address: string[]
  vatNumber: string
  taxCode: string
  email: string
  phone: string
  iban: string
  bankHolder: string
  siteUrl: string
}

export const localeOf = (order: Pick<OrderDocument, 'locale'>, fallback: Locale = 'it'): Locale =>
  isLocale(order.locale) ? order.locale : fallback

export const formatDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date(iso))

export const addressLines = (a: DocAddress | null | undefined): string[] =>
  a
    ? [
        a.company,
        a.recipient,
        a.street,
        [a.postcode, a.city, a.province ? `(${a.province})` : null].filter(Boolean).join(' '),
        a.country && a.country !== 'IT' ? a.country : null,
        a.phone,
      ].filter((s): s is string => Boolean(s && s.trim()))
    : []

export { lineDetails } from '../line-description'

/** The lines excluded from the 14-day withdrawal right (Codice del Consumo art. 59(c)). */
export const madeToMeasureLines = (order: Pick<OrderDocument, 'lines' | 'acknowledgements'>) => {
  const acknowledged = new Set(order.acknowledgements.made_to_measure_line_ids)
  return order.lines.filter((l) => l.made_to_measure || acknowledged.has(l.id))
}

// The contract's `Order` must stay printable: this line stops compiling the day it is not.
export type OrderIsPrintable = import('../orders.schemas').Order extends OrderDocument ? true : never
const _printable: OrderIsPrintable = true
void _printable
