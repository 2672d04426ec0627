import codiceFiscale from 'codice-fiscale-js'
import type { FieldErrors } from '~/lib/api/errors'
import type { OrderAddress, OrderBilling, PlaceOrderBody } from '~/domains/orders/orders.schemas'
import { parseEuVatNumber } from './eu-vat'
import { isValidPartitaIva, PRIVATE_SDI_CODE } from './tax-ids'

/** FatturaPA's recipient code for a buyer abroad. */
const FOREIGN_SDI_CODE = 'XXXXXXX'

// Italian billing data (issue 11): receipt or invoice. An invoice needs a partita IVA and/or a
// codice fiscale with valid check characters, and a company needs its SDI recipient code or a
// PEC; a private person gets SDI "0000000". Errors come back per field (`billing.vat_number`).

const { CodiceFiscale } = codiceFiscale as unknown as { CodiceFiscale: { check: (cf: string) => boolean } }

/** A 16-character codice fiscale (people; omocodia included) or an 11-digit one (companies). */
export function isValidCodiceFiscale(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isValidPartitaIva(value)
  if (!/^[A-Z0-9]{16}$/.test(value)) return false
  try {
    return CodiceFiscale.check(value)
  } catch {
    return false
  }
}

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
  const add = (field: string, key: string) => ((fields[`billing.${field}`] ??= []).push(key), undefined)
  const vat = billing.vat_number || null
  const taxCode = billing.tax_code || null
  const pec = billing.pec || null
  // A business of another EU member state is identified by its own VAT number (art. 41 transfers).
  const eu = billing.eu_vat_number ? parseEuVatNumber(billing.eu_vat_number) : null
  if (billing.eu_vat_number && !eu) add('eu_vat_number', 'validation_eu_vat')
  if (!vat && !taxCode && !billing.eu_vat_number) add('vat_number', 'validation_vat_or_tax_code')
  if (vat && !isValidPartitaIva(vat)) add('vat_number', 'validation_vat_check')
  if (taxCode && !isValidCodiceFiscale(taxCode)) add('tax_code', 'validation_tax_code_check')
  // A business (P.IVA or a company name) receives e-invoices: SDI code or PEC. A person: 0000000.
  // A buyer abroad receives none through SDI: "XXXXXXX".
  const business = Boolean(vat || billing.company)
  const sdi = eu ? FOREIGN_SDI_CODE : billing.sdi_code || null
  if (!eu && business && !pec && (!sdi || sdi === PRIVATE_SDI_CODE)) add('sdi_code', 'validation_sdi_or_pec')
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
