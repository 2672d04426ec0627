import { allocate, isVatRate, lineTotal, splitVat, type VatRate } from '~/domains/cart/pricing'
import { renovationVatSplit, vatOn, type JobLineKind, type JobUse } from '~/domains/fiscal/renovation-vat'

// A quote's lines as an installation job on a home (decisions 099, 108): each line's kind for
// the split, and the document lines the order is written with once the customer declared the
// building's use. Client-safe: the acceptance page previews the totals with the same function
// the server writes the order with.

export const JOB_KINDS = ['significant', 'good', 'service'] as const satisfies readonly JobLineKind[]
export const isJobKind = (v: unknown): v is JobLineKind => (JOB_KINDS as readonly unknown[]).includes(v)

type QuoteLineLike = {
  kind: 'product' | 'configured' | 'free' | 'discount'
  quantity: number
  unitCents: number
  vatRate: number
  vatKind?: string | null
}

/**
 * The shop's choice, else: a catalogue product or configured door is a bene significativo (the
 * shop sells doors and windows; the catalogue has no product type, and the reading that puts
 * more at 22 % is never less than due), a free line (work, installation, disposal) a service.
 */
export const jobKindOf = (l: Pick<QuoteLineLike, 'kind' | 'vatKind'>): JobLineKind =>
  isJobKind(l.vatKind) ? l.vatKind : l.kind === 'free' ? 'service' : 'significant'

/** One document line: a quote line, or the part of one at a rate (a straddling line gives two). */
export type JobPart = { line: number; kind: JobLineKind; rate: VatRate; net: number; gross: number }
export type JobRate = { rate: VatRate; net: number; vat: number; gross: number }
export type QuoteJob = {
  parts: JobPart[]
  byRate: JobRate[]
  total: number
  significantValue: number
  restValue: number
}

const rateOf = (r: number): VatRate => (isVatRate(r) ? r : 22)

/**
 * The job under the declared use. The quote's amounts are VAT included at the rate the shop
 * quoted: the job's price is their net (what the work and goods cost, before tax), the VAT is
 * then the law's, so the total follows the declaration. A discount is part of the job's price:
 * it is shared over the lines (in proportion to their amounts, to the cent) before the split.
 * Each rate's VAT is rounded once (vatOn) and its gross shared over its parts by their nets,
 * so the parts add up to the rate's row exactly.
 */
export function quoteJob(lines: readonly QuoteLineLike[], use: JobUse): QuoteJob {
  const goods = lines.map((l, line) => ({ l, line })).filter(({ l }) => l.kind !== 'discount')
  const discount = lines.filter((l) => l.kind === 'discount').reduce((n, l) => n + l.unitCents * l.quantity, 0)
  const grosses = goods.map(({ l }) => lineTotal(l.unitCents, l.quantity))
  const off = allocate(
    Math.min(
      discount,
      grosses.reduce((a, b) => a + b, 0),
    ),
    grosses,
  )
  const job = goods.map(({ l }, i) => ({
    kind: jobKindOf(l),
    net: splitVat(grosses[i]! - off[i]!, rateOf(l.vatRate)).net,
  }))
  const split = renovationVatSplit(job, use)
  const flat = split.lines.flatMap((ps, i) =>
    ps.map((p) => ({ line: goods[i]!.line, kind: job[i]!.kind, rate: p.rate as VatRate, net: p.net })),
  )
  const byRate = split.byRate.map((r) => ({
    rate: r.rate as VatRate,
    net: r.net,
    vat: vatOn(r.net, r.rate),
    gross: r.net + vatOn(r.net, r.rate),
  }))
  const parts: JobPart[] = flat.map((p) => ({ ...p, gross: p.net }))
  for (const r of byRate) {
    const mine = parts.filter((p) => p.rate === r.rate)
    const shares = allocate(
      r.vat,
      mine.map((p) => p.net),
    )
    mine.forEach((p, k) => (p.gross = p.net + shares[k]!))
  }
  return {
    parts,
    byRate,
    total: byRate.reduce((n, r) => n + r.gross, 0),
    significantValue: split.significantValue,
    restValue: split.restValue,
  }
}
