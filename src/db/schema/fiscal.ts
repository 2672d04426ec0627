import { index, integer, jsonb, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { orders } from './commerce'
import { cents, createdAt, id, ts } from './columns'

// Fiscal documents of an order (issue 12, decision 031): a receipt, an invoice (with its
// FatturaPA XML) or a credit note. Each is numbered per series and year without gaps: the
// counter row below is incremented inside the document's transaction, like order numbers.
// `data` freezes what was issued (seller, buyer, lines, VAT summary, payment), so the PDF and
// the XML downloaded later are always the document as issued, whatever changes afterwards.

export const fiscalDocuments = pgTable(
  'fiscal_documents',
  {
    id: id(),
    // An order with fiscal documents cannot be deleted (the documents are tax records).
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** 'receipt' | 'invoice' | 'credit_note' */
    kind: varchar({ length: 20 }).notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    number: varchar({ length: 20 }).notNull(),
    issuedAt: ts('issued_at').notNull(),
    // A credit note's invoice.
    relatedId: integer('related_id'),
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    total: cents('total'),
    data: jsonb().notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One document of each kind per order: issuing again is refused, never a second number.
    uniqueIndex('fiscal_documents_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('fiscal_documents_number_idx').on(t.kind, t.year, t.sequence),
    index('fiscal_documents_issued_idx').on(t.issuedAt),
  ],
)

export const fiscalDocumentCounters = pgTable(
  'fiscal_document_counters',
  {
    kind: varchar({ length: 20 }).notNull(),
    year: integer().notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
)
