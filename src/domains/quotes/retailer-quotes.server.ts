import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { retailerQuoteLines, retailerQuotes, users } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { priceCart } from '~/domains/cart/cart.server'
import { divideHalfUp, tierForRole } from '~/domains/catalog/pricing'
import { lineTotal } from '~/domains/cart/pricing'
import { lineFieldErrors, placeOrder } from '~/domains/orders/place-order.server'
import type { PlaceOrderBody } from '~/domains/orders/orders.schemas'
import { loadSettings } from '~/domains/settings/settings.server'
import type { ApiServices, ApiUser } from '~/domains/shared/api-route'
import { HttpError } from '~/lib/api/errors'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import { romeYear } from '~/domains/orders/order-number.server'
import type { RetailerQuote, RetailerQuoteBody } from './retailer-quote.schemas'
import type { z } from 'zod'
import type { retailerQuoteOrderBody } from './retailer-quote.schemas'

// A retailer's quotes to its own clients (decision 111). The cost of each line is the shop's
// price at the retailer's tier, priced by the checkout's own path (priceCart), and frozen when
// the quote is sent; the client's price is the cost plus the markup. The order from the shop
// goes through placeOrder with the quote's cart lines, so it is charged the retailer's price and
// the checkout's 409 price_changed answers when the shop's price moved since the quote was sent.

type QuoteRow = typeof retailerQuotes.$inferSelect
type LineRow = typeof retailerQuoteLines.$inferSelect
type NewLine = Omit<typeof retailerQuoteLines.$inferInsert, 'quoteId'>
type OrderBody = z.output<typeof retailerQuoteOrderBody>

/** The client's unit price: the cost plus the markup, rounded half up to the cent. */
export const clientUnit = (cost: number, markupPercent: number) => cost + divideHalfUp(cost * markupPercent, 100)

const numberOf = (year: number, n: number) => `R${year}-${String(n).padStart(4, '0')}`

/** Prices the lines at the retailer's tier today; a line the cart refuses is a 422 on `lines.{i}`. */
async function priceLines(
  db: Db,
  user: ApiUser,
  body: Pick<RetailerQuoteBody, 'lines' | 'markup_percent'>,
  locale: Locale,
  now: Date,
): Promise<NewLine[]> {
  const settings = await loadSettings(db)
  const cart = body.lines.map(({ markup_percent: _m, ...line }) => line)
  const priced = await priceCart(
    db,
    { lines: cart },
    { locale, tier: tierForRole(user.priceRole), vatRate: settings.cart_iva, now },
  )
  const fields = lineFieldErrors(priced.lines)
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', fields)
  return body.lines.map((l, position): NewLine => {
    const p = priced.lines[position]!
    const markup = l.markup_percent ?? null
    return {
      position,
      productId: p.product_id,
      input: cart[position]!,
      description: [p.name ?? p.slug, ...p.variants.map((v) => v.name), ...(p.extra_options ?? []).map((e) => e.name)]
        .join(' · ')
        .slice(0, 300),
      quantity: p.quantity,
      costCents: p.unit_price,
      markupPercent: markup,
      clientUnitCents: clientUnit(p.unit_price, markup ?? body.markup_percent),
      vatRate: p.vat_rate ?? settings.cart_iva,
      madeToMeasure: p.made_to_measure ?? false,
    }
  })
}

const sums = (lines: ReadonlyArray<Pick<LineRow, 'costCents' | 'clientUnitCents' | 'quantity'>>) => ({
  costCents: lines.reduce((n, l) => n + lineTotal(l.costCents, l.quantity), 0),
  clientCents: lines.reduce((n, l) => n + lineTotal(l.clientUnitCents, l.quantity), 0),
})

async function writeLines(tx: Tx, quoteId: number, lines: NewLine[]) {
  await tx.delete(retailerQuoteLines).where(eq(retailerQuoteLines.quoteId, quoteId))
  await tx.insert(retailerQuoteLines).values(lines.map((l) => ({ ...l, quoteId })))
}

const header = (body: RetailerQuoteBody, locale: Locale) => ({
  clientName: body.client.name,
  clientEmail: body.client.email,
  clientAddress: body.client.address || null,
  markupPercent: body.markup_percent,
  note: body.note || null,
  locale: body.locale ?? locale,
})

export async function createRetailerQuote(
  db: Db,
  user: ApiUser,
  body: RetailerQuoteBody,
  locale: Locale,
  now: Date,
): Promise<number> {
  const lines = await priceLines(db, user, body, body.locale ?? locale, now)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(retailerQuotes)
      .values({ retailerId: user.id, ...header(body, locale), ...sums(lines), createdAt: now })
      .returning({ id: retailerQuotes.id })
    await writeLines(tx, row!.id, lines)
    return row!.id
  })
}

/** The quote, if it is this retailer's: anyone else's is 404 (its existence is not told). */
async function owned(db: Db | Tx, retailerId: number, id: number, lock = false): Promise<QuoteRow> {
  const query = db
    .select()
    .from(retailerQuotes)
    .where(and(eq(retailerQuotes.id, id), eq(retailerQuotes.retailerId, retailerId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new HttpError('not_found')
  return row
}

/** Editing a sent quote takes it back to a draft: the client gets the new one when sent again. */
export async function updateRetailerQuote(
  db: Db,
  user: ApiUser,
  id: number,
  body: RetailerQuoteBody,
  locale: Locale,
  now: Date,
): Promise<void> {
  const lines = await priceLines(db, user, body, body.locale ?? locale, now)
  await db.transaction(async (tx) => {
    const row = await owned(tx, user.id, id, true)
    if (row.status !== 'draft' && row.status !== 'sent')
      throw new HttpError('invalid_transition', undefined, 'quote_retail_error_closed')
    await tx
      .update(retailerQuotes)
      .set({ ...header(body, locale), ...sums(lines), status: 'draft', updatedAt: now })
      .where(eq(retailerQuotes.id, id))
    await writeLines(tx, id, lines)
  })
}

/**
 * Sending freezes the costs at today's tier price (the quote's markup kept per line), takes the
 * retailer's next number on the first send, and marks it sent; the caller e-mails the client.
 */
export async function sendRetailerQuote(db: Db, user: ApiUser, id: number, now: Date): Promise<void> {
  const current = await owned(db, user.id, id)
  const old = await linesOf(db, id)
  const repriced = await priceLines(
    db,
    user,
    {
      markup_percent: current.markupPercent,
      lines: old.map((l) => ({ ...(l.input as RetailerQuoteBody['lines'][number]), markup_percent: l.markupPercent })),
    },
    isLocale(current.locale) ? current.locale : 'it',
    now,
  )
  await db.transaction(async (tx) => {
    const row = await owned(tx, user.id, id, true)
    if (row.status !== 'draft' && row.status !== 'sent')
      throw new HttpError('invalid_transition', undefined, 'quote_retail_error_closed')
    let number = row.number
    if (!number) {
      // The retailer's own series: its account row's lock serialises two sends, so no two take one number.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
      const year = romeYear(now)
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(retailerQuotes)
        .where(and(eq(retailerQuotes.retailerId, user.id), sql`${retailerQuotes.number} like ${`R${year}-%`}`))
      number = numberOf(year, n + 1)
    }
    await tx
      .update(retailerQuotes)
      .set({ number, status: 'sent', sentAt: now, ...sums(repriced), updatedAt: now })
      .where(eq(retailerQuotes.id, id))
    await writeLines(tx, id, repriced)
  })
}

/** The client's answer, recorded by the retailer: only a sent quote is accepted or declined. */
export async function decideRetailerQuote(
  db: Db,
  retailerId: number,
  id: number,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await owned(tx, retailerId, id, true)
    if (row.status !== 'sent') throw new HttpError('invalid_transition', undefined, 'quote_retail_error_not_sent')
    await tx.update(retailerQuotes).set({ status, decidedAt: now, updatedAt: now }).where(eq(retailerQuotes.id, id))
  })
}

/**
 * An accepted quote becomes the retailer's order from the shop: the quote's cart lines through
 * the checkout's placeOrder, at the retailer's tier — never the client's prices. The expected
 * total is the frozen cost unless the retailer confirms another (shipping, a fee, a moved price).
 * The quote's id is the idempotency key, so a double click places one order.
 */
export async function orderRetailerQuote(
  db: Db,
  user: ApiUser,
  id: number,
  body: OrderBody,
  services: ApiServices,
  locale: Locale,
): Promise<number> {
  const row = await owned(db, user.id, id)
  if (row.orderId) throw new HttpError('conflict', undefined, 'quote_retail_error_ordered')
  if (row.status !== 'accepted') throw new HttpError('invalid_transition', undefined, 'quote_retail_error_not_accepted')
  const lines = await linesOf(db, id)
  const order: PlaceOrderBody = {
    ...body,
    lines: lines.map((l) => l.input as PlaceOrderBody['lines'][number]),
    coupon_code: null,
    customer_reference: body.customer_reference || row.number,
    expected_total: body.expected_total ?? row.costCents,
  }
  const { order: placed } = await placeOrder(db, order, {
    user,
    locale,
    now: services.now(),
    services,
    idempotencyKey: `retailer-quote-${id}`,
  })
  const now = services.now()
  const [done] = await db
    .update(retailerQuotes)
    .set({ orderId: placed.id, status: 'ordered', updatedAt: now })
    .where(and(eq(retailerQuotes.id, id), eq(retailerQuotes.status, 'accepted')))
    .returning({ id: retailerQuotes.id })
  if (!done) throw new HttpError('conflict', undefined, 'quote_retail_error_ordered')
  return placed.id
}

export const linesOf = (db: Db | Tx, quoteId: number) =>
  db
    .select()
    .from(retailerQuoteLines)
    .where(eq(retailerQuoteLines.quoteId, quoteId))
    .orderBy(asc(retailerQuoteLines.position))

function toQuote(row: QuoteRow, lines: LineRow[]): RetailerQuote {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    client: { name: row.clientName, email: row.clientEmail, address: row.clientAddress },
    locale: row.locale,
    markup_percent: row.markupPercent,
    note: row.note,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      input: l.input,
      description: l.description,
      quantity: l.quantity,
      cost_cents: l.costCents,
      markup_percent: l.markupPercent,
      client_unit_cents: l.clientUnitCents,
      client_line_cents: lineTotal(l.clientUnitCents, l.quantity),
      vat_rate: l.vatRate,
      made_to_measure: l.madeToMeasure,
    })),
    cost_cents: row.costCents,
    client_cents: row.clientCents,
    made_to_measure: lines.some((l) => l.madeToMeasure),
    sent_at: row.sentAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
  }
}

export async function getRetailerQuote(db: Db, retailerId: number, id: number): Promise<RetailerQuote> {
  const row = await owned(db, retailerId, id)
  return toQuote(row, await linesOf(db, id))
}

export async function listRetailerQuotes(db: Db, retailerId: number): Promise<RetailerQuote[]> {
  const rows = await db
    .select()
    .from(retailerQuotes)
    .where(eq(retailerQuotes.retailerId, retailerId))
    .orderBy(desc(retailerQuotes.createdAt), desc(retailerQuotes.id))
    .limit(200)
  // A list shows the totals; the lines are read with the quote.
  return rows.map((r) => toQuote(r, []))
}
