import { isValidPartitaIva, PRIVATE_SDI_CODE } from './tax-ids'

// The invoice's identifiers as the order decides them (issue 11), pure and client-safe: the
// server runs these rules at "Ordina" (billing.server.ts) and the checkout's billing step runs
// the same ones when a field is left (issue 42), so the two never disagree. The checks that need
// a package are passed in: the server has them at hand, the browser loads them on demand.

export type InvoiceIds = {
  company?: string | null
  vat_number?: string | null
  eu_vat_number?: string | null
  tax_code?: string | null
  sdi_code?: string | null
  pec?: string | null
}

export type IdChecks = {
  /** The codice fiscale's check character; null where it is not known yet (shape only then). */
  codiceFiscale: ((value: string) => boolean) | null
  /** A VAT number of another EU member state; null to leave it to the server. */
  euVat: ((value: string) => boolean) | null
}

export type IdIssue = { field: 'vat_number' | 'eu_vat_number' | 'tax_code' | 'sdi_code'; key: string }

/** Each refused identifier with its message key (`validation_vat_check`…), in the server's order. */
export function invoiceIdIssues(billing: InvoiceIds, checks: IdChecks): IdIssue[] {
  const issues: IdIssue[] = []
  const vat = billing.vat_number || null
  const taxCode = billing.tax_code || null
  const euVat = billing.eu_vat_number || null
  const eu = euVat !== null && (checks.euVat?.(euVat) ?? true)
  if (euVat && !eu) issues.push({ field: 'eu_vat_number', key: 'validation_eu_vat' })
  if (!vat && !taxCode && !euVat) issues.push({ field: 'vat_number', key: 'validation_vat_or_tax_code' })
  if (vat && !isValidPartitaIva(vat)) issues.push({ field: 'vat_number', key: 'validation_vat_check' })
  if (taxCode && checks.codiceFiscale && !checks.codiceFiscale(taxCode))
    issues.push({ field: 'tax_code', key: 'validation_tax_code_check' })
  // A business (P.IVA or a company name) receives e-invoices: SDI code or PEC. A person: 0000000.
  // A buyer abroad receives none through SDI.
  const business = Boolean(vat || billing.company)
  const sdi = billing.sdi_code || null
  if (!eu && business && !billing.pec && (!sdi || sdi === PRIVATE_SDI_CODE))
    issues.push({ field: 'sdi_code', key: 'validation_sdi_or_pec' })
  return issues
}
