import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { DocInstallation } from './documents/order-document'

// What an installation order's documents say of the customer's declaration (decisions 099,
// 108): the rate's ground, the value of the beni significativi apart, the deduction's wording
// and, for a bank transfer, the "bonifico parlante" and its causale. Client-safe: the order
// screens, the PDF, the e-mail and the invoice read the same sentences. None of it is advice:
// the texts say what the customer must check.

type Installation = DocInstallation

/** The law each deduction's bonifico parlante names (Agenzia delle Entrate guides; decision 108). */
const DEDUCTION_LAW = {
  renovation_bonus: 'art. 16-bis DPR 917/1986',
  ecobonus: 'art. 1 c. 344-347 L. 296/2006',
} as const

/**
 * The causale of the bonifico parlante, in Italian whatever the customer's language: it is read
 * by the banks (which apply the 8 % withholding of DL 78/2010 art. 25 on it) and by the tax
 * office. It holds the law, the payment's object, the codice fiscale of who claims the deduction
 * and the partita IVA of who is paid.
 */
export function bonificoCausale(i: Installation, orderNumber: string): string | null {
  if (i.deduction === 'none' || !i.tax_code) return null
  return [
    `Bonifico per detrazione ${DEDUCTION_LAW[i.deduction]}`,
    `pagamento ordine n. ${orderNumber}`,
    `C.F. beneficiario detrazione ${i.tax_code}`,
    `P.IVA beneficiario bonifico ${i.shop_vat_number ?? ''}`,
  ].join(' - ')
}

/** The ground of the job's VAT and the beni significativi's value, as the documents state them. */
export function installationLines(i: Installation, locale: Locale): string[] {
  const o = { locale }
  const money = (c: number) => formatCents(c, locale)
  const use = {
    maintenance: m.inst_use_maintenance({}, o),
    renovation: m.inst_use_renovation({}, o),
    none: m.inst_use_none({}, o),
  }[i.use]
  const out: string[] = [use]
  if (i.use === 'maintenance' && i.significant_value > 0)
    out.push(m.inst_significant({ value: money(i.significant_value), rest: money(i.rest_value) }, o))
  if (i.deduction !== 'none') out.push(deductionWording(i, locale))
  out.push(m.inst_check({}, o))
  return out
}

/** The invoice's wording for the deduction sought. */
export function deductionWording(i: Installation, locale: Locale): string {
  const code = i.tax_code ?? ''
  return i.deduction === 'ecobonus'
    ? m.inst_deduction_ecobonus({ tax_code: code }, { locale })
    : m.inst_deduction_renovation_bonus({ tax_code: code }, { locale })
}

/** For a bank transfer: which bonifico to use, its causale, and what to check with the bank. */
export function transferLines(i: Installation, orderNumber: string, locale: Locale): string[] {
  const causale = bonificoCausale(i, orderNumber)
  if (!causale) return []
  const o = { locale }
  const kind =
    i.deduction === 'ecobonus' ? m.inst_transfer_kind_ecobonus({}, o) : m.inst_transfer_kind_renovation({}, o)
  return [
    m.inst_transfer_intro({ kind }, o),
    `${m.inst_transfer_causale({}, o)}: ${causale}`,
    m.inst_transfer_withholding({}, o),
  ]
}
