import { createHash, randomBytes } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { orders, quoteCounters, quoteLines, quoteRequests, quotes } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { priceCart } from '~/domains/cart/cart.server'
import { documentVat, isVatRate, lineTotal, type VatRate } from '~/domains/cart/pricing'
import { romeYear } from '~/domains/orders/order-number.server'
import { lineFieldErrors } from '~/domains/orders/place-order.server'
import { loadSettings } from '~/domains/settings/settings.server'
import { HttpError, type FieldErrors } from '~/lib/api/errors'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import type { QuoteOffer, QuoteOfferLine, SaveQuoteBody } from './quote-offer.schemas'
import { isJobKind, jobKindOf } from './quote-job'
import type { QuoteStatus } from './quote-request.machine'

// The shop's quote for a request (decision 106): built from lines the server prices, summed on
// the server, numbered per year without holes when first sent, opened by the customer through a
// link whose token only the customer holds (the database keeps its hash).

type Request = typeof quoteRequests.$inferSelect
type QuoteRow = typeof quotes.$inferSelect
type LineRow = typeof quoteLines.$inferSelect
type NewLine = Omit<typeof quoteLines.$inferInsert, 'quoteId'>

/** The request statuses in which the shop may (re)build the quote: after the measurement. */
const EDITABLE: readonly QuoteStatus[] = ['measured', 'quoted']

export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('hex')
const numberOf = (year: number, n: number) => `Q${year}-${String(n).padStart(4, '0')}`
const romeDay = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now)
/** A quote can be accepted through its expiry day, in Rome's calendar. */
export const isExpired = (expiresOn: string, now: Date) => romeDay(now) > expiresOn

export type QuoteTotals = {
  subtotal: number
  discount: number
  total: number
  vat_breakdown: QuoteOffer['vat_breakdown']
}

/** Σ goods and services, less the discounts; VAT per rate on the document (decision 042). */
export function quoteTotals(
  lines: ReadonlyArray<Pick<LineRow, 'kind' | 'quantity' | 'unitCents' | 'vatRate'>>,
): QuoteTotals {
  const goods = lines
    .filter((l) => l.kind !== 'discount')
    .map((l) => ({
      rate: (isVatRate(l.vatRate) ? l.vatRate : 22) as VatRate,
      gross: lineTotal(l.unitCents, l.quantity),
    }))
  const subtotal = goods.reduce((n, g) => n + g.gross, 0)
  const discount = lines.filter((l) => l.kind === 'discount').reduce((n, l) => n + l.unitCents * l.quantity, 0)
  const rows = documentVat({ goods, discount, shipping: 0, fee: 0, defaultRate: 22 })
  return {
    subtotal,
    discount,
    total: subtotal - discount,
    vat_breakdown: rows.map(({ rate, net, vat, gross }) => ({ rate, net, vat, gross })),
  }
}

/** Prices the lines: products and configured doors through the checkout's path, at today's price. */
async function priceLines(db: Db, body: SaveQuoteBody, locale: Locale, now: Date): Promise<NewLine[]> {
  const settings = await loadSettings(db)
  const products = body.lines.flatMap((l, i) => (l.kind === 'product' ? [{ line: l, i }] : []))
  const priced = products.length
    ? await priceCart(
        db,
        { lines: products.map(({ line: { kind: _kind, vat_kind: _vatKind, ...cart } }) => cart) },
        { locale, tier: 'base', vatRate: settings.cart_iva, now },
      )
    : { lines: [] }
  const invalid = lineFieldErrors(priced.lines)
  // The cart's errors name the product lines' own positions: back to the quote's.
  const fields: FieldErrors = Object.fromEntries(
    Object.entries(invalid).map(([key, v]) => [
      key.replace(/^lines\.(\d+)/, (_, n: string) => `lines.${products[Number(n)]!.i}`),
      v,
    ]),
  )
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', fields)
  const byIndex = new Map(products.map(({ i }, n) => [i, priced.lines[n]!]))
  const out = body.lines.map((l, position): NewLine => {
    if (l.kind === 'free')
      return {
        position,
        kind: 'free',
        description: l.description,
        quantity: l.quantity,
        unitCents: l.unit_cents,
        vatRate: l.vat_rate,
        vatKind: l.vat_kind ?? null,
      }
    if (l.kind === 'discount')
      return {
        position,
        kind: 'discount',
        description: l.description,
        quantity: 1,
        unitCents: l.unit_cents,
        vatRate: 22,
      }
    const p = byIndex.get(position)!
    const { kind: _kind, vat_kind: vatKind, ...input } = l
    return {
      position,
      kind: l.configuration ? 'configured' : 'product',
      vatKind: vatKind ?? null,
      productId: p.product_id,
      input,
      sku: p.sku ?? p.slug,
      description: p.name ?? p.slug,
      quantity: p.quantity,
      unitCents: p.unit_price,
      vatRate: p.vat_rate ?? settings.cart_iva,
      madeToMeasure: p.made_to_measure ?? false,
      snapshot: {
        variants: p.variants,
        extra_option: p.extra_option,
        choices: p.choices ?? [],
        configuration: l.configuration ?? null,
      },
    }
  })
  const totals = quoteTotals(out)
  if (totals.total <= 0) throw new HttpError('validation_failed', { lines: ['quote_offer_error_discount'] })
  return out
}

/** Builds or rebuilds the request's quote (after the measurement, until accepted). */
export async function saveQuote(db: Db, requestId: number, body: SaveQuoteBody, now: Date): Promise<void> {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId))
  if (!request) throw new HttpError('not_found')
  if (!EDITABLE.includes(request.status))
    throw new HttpError('invalid_transition', undefined, 'quote_offer_error_not_editable')
  const lines = await priceLines(db, body, isLocale(request.locale) ? request.locale : 'it', now)
  const { total } = quoteTotals(lines)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({ requestId, expiresOn: body.expires_on, note: body.note || null, totalCents: total, createdAt: now })
      .onConflictDoUpdate({
        target: quotes.requestId,
        set: { expiresOn: body.expires_on, note: body.note || null, totalCents: total, updatedAt: now },
      })
      .returning({ id: quotes.id })
    await tx.delete(quoteLines).where(eq(quoteLines.quoteId, row!.id))
    await tx.insert(quoteLines).values(lines.map((l) => ({ ...l, quoteId: row!.id })))
  })
}

/**
 * Sending, inside the request's move (its row locked): the amount is the quote's own sum, the
 * number is taken on the first send (a rolled-back send gives it back), and every send makes a
 * new link, so an older e-mail's link stops working.
 */
export async function sendQuote(
  tx: Tx,
  requestId: number,
  now: Date,
): Promise<{ cents: number; token: string; number: string } | null> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.requestId, requestId))
  if (!row) return null
  let number = row.number
  if (!number) {
    const year = romeYear(now)
    const [counter] = await tx
      .insert(quoteCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({ target: quoteCounters.year, set: { lastNumber: sql`${quoteCounters.lastNumber} + 1` } })
      .returning({ n: quoteCounters.lastNumber })
    number = numberOf(year, counter!.n)
  }
  const token = randomBytes(32).toString('base64url')
  await tx
    .update(quotes)
    .set({ number, tokenHash: hashQuoteToken(token), sentAt: now, updatedAt: now })
    .where(eq(quotes.id, row.id))
  return { cents: row.totalCents, token, number }
}

const toLine = (l: LineRow): QuoteOfferLine => ({
  id: l.id,
  kind: l.kind,
  product_id: l.productId,
  input: l.input as QuoteOfferLine['input'],
  sku: l.sku,
  description: l.description,
  quantity: l.quantity,
  unit_cents: l.unitCents,
  line_cents: lineTotal(l.unitCents, l.quantity),
  vat_rate: l.vatRate,
  vat_kind: jobKindOf(l),
  vat_kind_chosen: isJobKind(l.vatKind),
  made_to_measure: l.madeToMeasure,
})

export async function linesOf(db: Db | Tx, quoteId: number): Promise<LineRow[]> {
  return db.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.position))
}

export async function toOffer(db: Db | Tx, row: QuoteRow, request: Request, now: Date): Promise<QuoteOffer> {
  const lines = await linesOf(db, row.id)
  const totals = quoteTotals(lines)
  const order = row.orderId
    ? (await db.select({ number: orders.number }).from(orders).where(eq(orders.id, row.orderId)))[0]
    : undefined
  return {
    id: row.id,
    request_id: request.id,
    request_number: request.number,
    status: request.status,
    number: row.number,
    customer_name: request.name,
    expires_on: row.expiresOn,
    expired: isExpired(row.expiresOn, now),
    note: row.note,
    lines: lines.map(toLine),
    subtotal_cents: totals.subtotal,
    discount_cents: totals.discount,
    total_cents: totals.total,
    vat_breakdown: totals.vat_breakdown,
    made_to_measure: lines.some((l) => l.madeToMeasure),
    sent_at: row.sentAt?.toISOString() ?? null,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    order_id: row.orderId,
    order_number: order?.number ?? null,
    messages: row.messages,
  }
}

/** The request's quote for the shop, or for the customer whose request it is (else 404). */
export async function quoteOfRequest(db: Db, requestId: number, now: Date, ownerId?: number): Promise<QuoteOffer> {
  const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId))
  if (!request || (ownerId !== undefined && request.userId !== ownerId)) throw new HttpError('not_found')
  const [row] = await db.select().from(quotes).where(eq(quotes.requestId, requestId))
  // The customer sees a quote only once it was sent.
  if (!row || (ownerId !== undefined && !row.sentAt)) throw new HttpError('not_found')
  return toOffer(db, row, request, now)
}

/** The quote a link's token opens: exactly one, or 404 (also for a link a later send replaced). */
export async function quoteByToken(
  db: Db | Tx,
  token: string,
  lock = false,
): Promise<{ row: QuoteRow; request: Request }> {
  const query = db
    .select()
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.requestId))
    .where(eq(quotes.tokenHash, hashQuoteToken(token)))
  const [found] = lock ? await query.for('update') : await query
  if (!found) throw new HttpError('not_found')
  return { row: found.quotes, request: found.quote_requests }
}
