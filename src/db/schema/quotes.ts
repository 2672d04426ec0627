import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, id, locale, ts, updatedAt } from './columns'

// Quote and measurement-visit requests (issue 44, decision 097). A visitor asks without an
// account: the contact is kept on the request; `user_id` is the signed-in customer who asked,
// or the account linked when the shop accepts. The status follows quote-request.machine.ts;
// the database keeps only its value (the machine is the one place that says what may follow).
export const quoteRequestStatus = pgEnum('quote_request_status', [
  'requested',
  'visit_planned',
  'measured',
  'quoted',
  'accepted',
  'declined',
  'expired',
])
export const quoteRequestKind = pgEnum('quote_request_kind', ['doors', 'windows', 'shutters'])

/** The year's last request number (`P2026-0001`…), taken in the insert's transaction: no holes. */
export const quoteRequestCounters = pgTable('quote_request_counters', {
  year: integer().primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    number: varchar({ length: 20 }).notNull(),
    status: quoteRequestStatus().notNull().default('requested'),
    kinds: quoteRequestKind().array().notNull(),
    openings: integer().notNull(),
    // Starting points: catalogue products by slug (as linked) and configured items, as asked.
    items: jsonb().$type<Array<{ product_slug: string; note?: string | null }>>().notNull().default([]),
    street: varchar({ length: 200 }).notNull(),
    postcode: varchar({ length: 5 }).notNull(),
    city: varchar({ length: 120 }).notNull(),
    province: varchar({ length: 2 }).notNull(),
    // Preferred time windows, e.g. `mon_morning`, `sat_afternoon`.
    timeWindows: text('time_windows').array().notNull(),
    name: varchar({ length: 120 }).notNull(),
    email: varchar({ length: 254 }).notNull(),
    phone: varchar({ length: 40 }).notNull(),
    note: text(),
    locale: locale(),
    // An erased account (GDPR) leaves the request with its contact; the link goes.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitAt: ts('visit_at'),
    // The visit's time window ends here, and who comes (issue 44 point 3, decision 106).
    visitUntil: ts('visit_until'),
    technician: varchar({ length: 120 }),
    // RFC 5545 SEQUENCE of the visit's invitation: 0 when first planned, +1 at each re-planning,
    // so the customer's calendar replaces the event of the same UID (decision 112).
    visitSequence: integer('visit_sequence').notNull().default(0),
    // SHA-256 of the visit e-mail's link token (the customer asks to move the visit); a new one per planning.
    visitTokenHash: varchar('visit_token_hash', { length: 64 }),
    // The customer's request to move the planned visit, until the shop plans it again.
    visitMove: jsonb('visit_move').$type<{ at: string; time_windows: string[]; note: string | null }>(),
    // The measures taken at the visit, one per opening (millimetres).
    measures: jsonb()
      .$type<
        Array<{
          width_mm: number
          height_mm: number
          wall_mm: number | null
          side: 'left' | 'right' | null
          note: string | null
        }>
      >()
      .notNull()
      .default([]),
    quoteCents: integer('quote_cents'),
    reason: text(),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quote_requests_number_idx').on(t.number),
    uniqueIndex('quote_requests_visit_token_idx').on(t.visitTokenHash),
    index('quote_requests_status_idx').on(t.status, t.createdAt),
    index('quote_requests_user_idx').on(t.userId, t.createdAt),
    check('quote_requests_openings_check', sql`${t.openings} between 1 and 99`),
  ],
)

/**
 * A photo of an opening, checked by the media pipeline (type from the bytes, size, pixels) and
 * kept out of the public media library: it shows a customer's home. Uploaded before the request
 * is sent (`request_id` null, claimed with its `token`), then attached to it.
 */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    id: id(),
    requestId: integer('request_id').references(() => quoteRequests.id, { onDelete: 'cascade' }),
    // Taken at the visit: the measured opening it shows (index into the request's measures, decision 112); null = sent with the request.
    opening: integer(),
    token: varchar({ length: 64 }).notNull(),
    file: varchar({ length: 80 }).notNull(),
    mime: varchar({ length: 40 }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_photos_token_idx').on(t.token), index('quote_photos_request_idx').on(t.requestId)],
)
