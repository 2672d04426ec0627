import { useEffect, useState } from 'react'
import { invoiceIdIssues } from '~/domains/billing/billing-rules'
import { sdiCodeSchema, taxCodeSchema, vatNumberSchema } from '~/domains/orders/orders.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { translateKey } from '~/lib/validation/issues'

// The invoice's identifiers checked at the billing step, when a field is left (issue 42): the
// server's own rules (billing-rules.ts) — partita IVA check digit, codice fiscale check
// character, SDI code or PEC for a business — on the values as the server will read them.

type IdValues = {
  company: string
  vat_number: string
  eu_vat_number: string
  tax_code: string
  sdi_code: string
  pec: string
}

type Normaliser = { safeParse: (v: string) => { success: boolean; data?: string } }

// As the server reads the value ("IT 123…" → "123…"); a value of the wrong shape is passed as
// typed: its shape error is the one shown, this only adds what the shape cannot tell.
const read = (schema: Normaliser, v: string): string | null => {
  if (!v.trim()) return null
  const parsed = schema.safeParse(v)
  return parsed.success && parsed.data !== undefined ? parsed.data : v.trim()
}

/** Each refused identifier's translated message, by field name. */
export function invoiceIdErrors(
  v: IdValues,
  codiceFiscale: ((value: string) => boolean) | null,
  locale: Locale,
): Record<string, string> {
  const issues = invoiceIdIssues(
    {
      company: v.company.trim() || null,
      vat_number: read(vatNumberSchema, v.vat_number),
      eu_vat_number: v.eu_vat_number.trim() || null,
      tax_code: read(taxCodeSchema, v.tax_code),
      sdi_code: read(sdiCodeSchema, v.sdi_code),
      pec: v.pec.trim() || null,
    },
    // The EU number's check digits are the server's (an administrator's rare case).
    { codiceFiscale, euVat: null },
  )
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[issue.field] ??= translateKey(issue.key, locale)
  return fields
}

/**
 * The codice fiscale's check, loaded when the invoice form opens: its package carries the list
 * of comuni, too heavy for every visitor. Until it arrives the shape alone is checked here.
 */
export function useCodiceFiscaleCheck(enabled: boolean): ((value: string) => boolean) | null {
  const [check, setCheck] = useState<((value: string) => boolean) | null>(null)
  useEffect(() => {
    if (!enabled || check) return
    let live = true
    import('~/domains/billing/codice-fiscale').then(
      (mod) => live && setCheck(() => mod.isValidCodiceFiscale),
      () => undefined, // not loaded (offline): the server checks it at "Ordina"
    )
    return () => {
      live = false
    }
  }, [enabled, check])
  return check
}
