import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { products } from './catalog'
import { orders } from './commerce'
import { quoteRequests } from './quotes'
import { createdAt, id, ts, updatedAt } from './columns'

// The shop's quote for a request (issue 44 point 2, decision 106): one per request, built from
// lines priced on the server, numbered when first sent, reviewed and accepted by the customer
// through a secret link. Accepted, it is frozen into an order at exactly these amounts.

/** `product` and `configured` are priced by the checkout's own path; `free` and `discount` by the shop. */
export const quoteLineKind = pgEnum('quote_line_kind', ['product', 'configured', 'free', 'discount'])

/** The year's last quote number (`Q2026-0001`…), taken in the sending transaction: no holes. */
export const quoteCounters = pgTable('quote_counters', {
  year: integer().primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

export type QuoteMessage = { at: string; text: string }

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    // Null until the quote is first sent: a draft takes no number.
    number: varchar({ length: 20 }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    note: text(),
    // VAT included, integer cents: the sum of the lines less the discounts, as last sent.
    totalCents: integer('total_cents').notNull().default(0),
    // Only the SHA-256 of the customer's link token is kept (as every other token, decision 005).
    tokenHash: varchar('token_hash', { length: 64 }),
    sentAt: ts('sent_at'),
    acceptedAt: ts('accepted_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    // The customer's requests for changes, oldest first.
    messages: jsonb().$type<QuoteMessage[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_request_idx').on(t.requestId),
    uniqueIndex('quotes_number_idx').on(t.number),
    uniqueIndex('quotes_token_idx').on(t.tokenHash),
  ],
)

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: id(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    kind: quoteLineKind().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    // What the checkout prices a product or configured line from (slug, variants, configuration).
    input: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sku: varchar({ length: 80 }),
    description: varchar({ length: 300 }).notNull(),
    quantity: integer().notNull(),
    // VAT included, integer cents; a discount's is the amount taken off (positive).
    unitCents: integer('unit_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    // The line's kind for the 10 % split on a home (decision 099): significant, good or service,
    // as the shop chose it; null = derived from the line (quote-job.ts).
    vatKind: varchar('vat_kind', { length: 12 }),
    snapshot: jsonb().notNull().default({}),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId, t.position)],
)
