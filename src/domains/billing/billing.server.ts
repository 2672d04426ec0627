import type { FieldErrors } from '~/lib/api/errors'
import type { OrderAddress, OrderBilling, PlaceOrderBody } from '~/domains/orders/orders.schemas'
import { parseEuVatNumber } from './eu-vat'
import { invoiceIdIssues } from './billing-rules'
import { isValidCodiceFiscale } from './codice-fiscale'
import { PRIVATE_SDI_CODE } from './tax-ids'

/** FatturaPA's recipient code for a buyer abroad. */
const FOREIGN_SDI_CODE = 'XXXXXXX'

// Italian billing data (issue 11): receipt or invoice. An invoice needs a partita IVA and/or a
// codice fiscale with valid check characters, and a company needs its SDI recipient code or a
// PEC; a private person gets SDI "0000000". Errors come back per field (`billing.vat_number`).

type Billing = PlaceOrderBody['billing']
type Invoice = Extract<Billing, { document: 'invoice' }>

export type BillingResult = { ok: true; billing: OrderBilling } | { ok: false; fields: FieldErrors }

export function toOrderAddress(a: Invoice['address'], region: string | null): OrderAddress {
  return {
    recipient: a.recipient,
    company: a.company ?? null,
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    province: a.province ?? null,
    region,
    country: a.country,
    phone: a.phone ?? null,
  }
}

export function checkBilling(billing: Billing, region: (a: Invoice['address']) => string | null): BillingResult {
  if (billing.document === 'receipt') return { ok: true, billing: { document: 'receipt' } }
  const fields: FieldErrors = {}
  const vat = billing.vat_number || null
  const taxCode = billing.tax_code || null
  const pec = billing.pec || null
  // A business of another EU member state is identified by its own VAT number (art. 41 transfers).
  const eu = billing.eu_vat_number ? parseEuVatNumber(billing.eu_vat_number) : null
  // The same rules as the checkout's billing step (billing-rules.ts), with every check at hand.
  const checks = { codiceFiscale: isValidCodiceFiscale, euVat: (v: string) => parseEuVatNumber(v) !== null }
  for (const issue of invoiceIdIssues(billing, checks)) (fields[`billing.${issue.field}`] ??= []).push(issue.key)
  // A buyer abroad receives no e-invoice through SDI: "XXXXXXX".
  const sdi = eu ? FOREIGN_SDI_CODE : billing.sdi_code || null
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    billing: {
      document: 'invoice',
      name: billing.name,
      company: billing.company ?? null,
      vat_number: vat,
      eu_vat_number: eu?.value ?? null,
      tax_code: taxCode,
      sdi_code: sdi ?? PRIVATE_SDI_CODE,
      pec,
      address: toOrderAddress(billing.address, region(billing.address)),
    },
  }
}
