import { eq, sql } from 'drizzle-orm'
import { fiscalDocumentCounters, fiscalDocuments, orders } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { loadOrder } from '~/domains/orders/order-read.server'
import { romeYear } from '~/domains/orders/order-number.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError, type FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { localeOf } from '~/domains/orders/documents/order-document'
import { buildFiscalData, buyerOf, missingBuyerData, missingSellerData, sellerOf } from './fiscal-data'
import type { FiscalData, FiscalKind } from './fiscal.schemas'

// Issuing a fiscal document (decision 031). One transaction: the order row is locked (two
// clicks on the same order wait for each other, and the second finds the first's document),
// the rules are checked, the per-series-and-year counter row is incremented and the document
// inserted. The counter's row lock orders concurrent issuers; a failure after it rolls the
// increment back with everything else, so the numbers that exist have no gaps.

const prefixes: Record<FiscalKind, string> = { invoice: 'FT', credit_note: 'NC', receipt: 'RC' }
export const formatDocumentNumber = (kind: FiscalKind, year: number, n: number) =>
  `${prefixes[kind]}-${year}-${String(n).padStart(6, '0')}`

/** FatturaPA ProgressivoInvio and file-name progressive: the row id in base 36 (unique per sender). */
export const progressiveOf = (id: number) => id.toString(36).toUpperCase().padStart(5, '0')

export async function nextDocumentNumber(
  tx: Tx,
  kind: FiscalKind,
  at: Date,
): Promise<{ year: number; sequence: number }> {
  const year = romeYear(at)
  const [row] = await tx
    .insert(fiscalDocumentCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [fiscalDocumentCounters.kind, fiscalDocumentCounters.year],
      set: { lastNumber: sql`${fiscalDocumentCounters.lastNumber} + 1` },
    })
    .returning({ n: fiscalDocumentCounters.lastNumber })
  return { year, sequence: row!.n }
}

type OrderState = { status: string; receiptInsteadOfInvoice: boolean; cancelReason: string | null }
type Issued = { id: number; kind: string; number: string; data: unknown }

/** What stops `kind` being issued for this order now: an error, or field keys missing (empty: it can be issued). */
export function refusal(
  kind: FiscalKind,
  o: OrderState,
  issued: Issued[],
  locale: Locale,
): { error: string } | { missing: string[] } {
  const l = { locale }
  if (issued.some((d) => d.kind === kind)) return { error: m.fd_err_already({}, l) }
  if (kind === 'credit_note') {
    if (o.status !== 'cancelled') return { error: m.fd_err_credit_not_cancelled({}, l) }
    if (!issued.some((d) => d.kind === 'invoice')) return { error: m.fd_err_credit_no_invoice({}, l) }
    return { missing: [] }
  }
  if (o.status === 'cancelled') return { error: m.fd_err_cancelled({}, l) }
  const offered = o.receiptInsteadOfInvoice ? 'receipt' : 'invoice'
  if (kind !== offered)
    return { error: kind === 'invoice' ? m.fd_err_receipt_chosen({}, l) : m.fd_err_invoice_chosen({}, l) }
  return { missing: [] }
}

export type IssueInput = { orderId: number; kind: FiscalKind; actorId: number | null; now: () => Date; locale: Locale }

export async function issueFiscalDocument(db: Db, input: IssueInput) {
  const l = { locale: input.locale }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: orders.status,
        receiptInsteadOfInvoice: orders.receiptInsteadOfInvoice,
        cancelReason: orders.cancelReason,
      })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update')
    if (!row) throw new HttpError('not_found')
    const issued = await tx
      .select({
        id: fiscalDocuments.id,
        kind: fiscalDocuments.kind,
        number: fiscalDocuments.number,
        data: fiscalDocuments.data,
      })
      .from(fiscalDocuments)
      .where(eq(fiscalDocuments.orderId, input.orderId))
    const refused = refusal(input.kind, row, issued, input.locale)
    if ('error' in refused) {
      const existing = issued.find((d) => d.kind === input.kind)
      throw new HttpError(
        'conflict',
        undefined,
        refused.error,
        existing ? { document_id: existing.id, number: existing.number } : undefined,
      )
    }
    const order = (await loadOrder(tx, input.orderId))!
    const settings = await loadSettings(tx)
    if (input.kind !== 'receipt') {
      // The credit note repeats its invoice's customer: check the order's billing as the invoice did.
      const missing = [...missingBuyerData(order), ...missingSellerData(sellerOf(settings))]
      if (missing.length > 0) {
        const fields: FieldErrors = Object.fromEntries(missing.map((k) => [k, [m.fd_err_missing_field({}, l)]]))
        throw new HttpError('validation_failed', fields, m.fd_err_incomplete({ fields: missing.join(', ') }, l))
      }
    }
    const { year, sequence } = await nextDocumentNumber(tx, input.kind, input.now())
    // The date is read after the counter's lock: a later number never carries an earlier date.
    const issuedAt = input.now()
    const number = formatDocumentNumber(input.kind, year, sequence)
    const invoice = issued.find((d) => d.kind === 'invoice')
    const data: FiscalData = buildFiscalData({
      kind: input.kind,
      number,
      issuedAt,
      order,
      settings,
      related: invoice ? { number: invoice.number, date: (invoice.data as FiscalData).date } : null,
      reason:
        input.kind === 'credit_note'
          ? m.fd_credit_reason({ reason: row.cancelReason ?? '-' }, { locale: localeOf(order) })
          : null,
    })
    // A credit note reverses exactly what its invoice stated.
    if (input.kind === 'credit_note' && invoice) {
      const inv = invoice.data as FiscalData
      Object.assign(data, {
        buyer: inv.buyer ?? buyerOf(order),
        lines: inv.lines,
        summary: inv.summary,
        total: inv.total,
        net_total: inv.net_total,
        vat_total: inv.vat_total,
        customer_name: inv.customer_name,
      })
    }
    const [doc] = await tx
      .insert(fiscalDocuments)
      .values({
        orderId: input.orderId,
        kind: input.kind,
        year,
        sequence,
        number,
        issuedAt,
        relatedId: input.kind === 'credit_note' ? (invoice?.id ?? null) : null,
        customerName: data.customer_name.slice(0, 200),
        total: data.total,
        data,
        issuedBy: input.actorId,
      })
      .returning()
    return doc!
  })
}
