import type { quoteLines } from '~/db/schema'
import type { JobLineKind, JobUse } from '~/domains/fiscal/renovation-vat'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { quoteJob } from './quote-job'
import type { QuoteTotals } from './quote-offer.server'

// The order lines of an accepted installation quote under the customer's declaration
// (decisions 099, 108): one per quote line, two for a bene significativo straddling the limit
// (FatturaPA takes one rate per line), each named with its share so every document reads it.

/** The version of the declaration's text the acceptance page shows; stored with the order. */
export const INSTALLATION_TEXT_VERSION = '2026-12-v1'

type LineRow = typeof quoteLines.$inferSelect

export type JobOrderLine = {
  line: LineRow
  sku: string
  name: string
  quantity: number
  unitPrice: number
  lineTotal: number
  vatRate: number
  vatKind: JobLineKind
}

export function jobOrderLines(lines: readonly LineRow[], use: JobUse, quoteNumber: string, locale: Locale) {
  const job = quoteJob(lines, use)
  const out: JobOrderLine[] = job.parts.map((p) => {
    const l = lines[p.line]!
    const straddles = job.parts.filter((q) => q.line === p.line).length > 1
    const suffix =
      p.kind === 'significant'
        ? straddles
          ? m.order_line_significant_part({ rate: p.rate }, { locale })
          : m.order_line_significant({}, { locale })
        : ''
    // A part keeps the line's quantity only when it is the whole line (unit × quantity exact).
    const whole = !straddles && p.gross % l.quantity === 0
    return {
      line: l,
      sku: l.sku ?? `${quoteNumber}/${l.position + 1}`,
      name: `${whole || l.quantity === 1 ? '' : `${l.quantity} × `}${l.description}${suffix ? ` — ${suffix}` : ''}`.slice(
        0,
        200,
      ),
      quantity: whole ? l.quantity : 1,
      unitPrice: whole ? p.gross / l.quantity : p.gross,
      lineTotal: p.gross,
      vatRate: p.rate,
      vatKind: p.kind,
    }
  })
  const totals: QuoteTotals = {
    subtotal: job.total,
    discount: 0,
    total: job.total,
    vat_breakdown: job.byRate.toSorted((a, b) => b.rate - a.rate),
  }
  return { lines: out, totals, significantValue: job.significantValue, restValue: job.restValue }
}
