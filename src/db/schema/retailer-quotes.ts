import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { orders } from './commerce'
import { createdAt, id, locale, ts, updatedAt } from './columns'

// A retailer's own quotes to its clients (issue 44 point 6, decision 111). Owned by the retailer
// account (never its users); the client is a contact, not an account of the shop. Each line keeps
// the retailer's cost (the shop's price at the retailer's tier, frozen when sent) apart from the
// client's price, so nothing that reaches the client can carry the cost.
export const retailerQuoteStatus = pgEnum('retailer_quote_status', ['draft', 'sent', 'accepted', 'declined', 'ordered'])

/** The retailer's letterhead: the details and logo its quotes carry in place of the shop's. */
export const retailerBranding = pgTable('retailer_branding', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: varchar('business_name', { length: 120 }).notNull(),
  vatNumber: varchar('vat_number', { length: 20 }),
  address: text(),
  phone: varchar({ length: 40 }),
  email: varchar({ length: 254 }),
  // The logo, checked by the media pipeline, stored apart from the public library.
  logoFile: varchar('logo_file', { length: 80 }),
  updatedAt: updatedAt(),
})

export const retailerQuotes = pgTable(
  'retailer_quotes',
  {
    id: id(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Per retailer, taken on the first send (its own series, not the shop's).
    number: varchar({ length: 20 }),
    status: retailerQuoteStatus().notNull().default('draft'),
    clientName: varchar('client_name', { length: 120 }).notNull(),
    clientEmail: varchar('client_email', { length: 254 }).notNull(),
    clientAddress: text('client_address'),
    locale: locale(),
    markupPercent: integer('markup_percent').notNull().default(0),
    note: text(),
    costCents: integer('cost_cents').notNull().default(0),
    clientCents: integer('client_cents').notNull().default(0),
    sentAt: ts('sent_at'),
    decidedAt: ts('decided_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('retailer_quotes_retailer_idx').on(t.retailerId, t.createdAt),
    uniqueIndex('retailer_quotes_number_idx').on(t.retailerId, t.number),
    check('retailer_quotes_markup_check', sql`${t.markupPercent} between 0 and 500`),
  ],
)

export const retailerQuoteLines = pgTable(
  'retailer_quote_lines',
  {
    id: id(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => retailerQuotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: integer('product_id'),
    // The cart line it was built from (slug, variants, extras, configuration): the order's line.
    input: jsonb().$type<Record<string, unknown>>().notNull(),
    description: varchar({ length: 300 }).notNull(),
    quantity: integer().notNull(),
    costCents: integer('cost_cents').notNull(),
    // Null: the quote's overall markup.
    markupPercent: integer('markup_percent'),
    clientUnitCents: integer('client_unit_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
  },
  (t) => [index('retailer_quote_lines_quote_idx').on(t.quoteId, t.position)],
)
