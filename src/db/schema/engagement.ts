import { boolean, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { users } from './accounts'
import { createdAt, id, ts } from './columns'
import { outboxStatus, subscriberStatus } from './enums'

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    locale: varchar({ length: 5 }).notNull().default('it'),
    status: subscriberStatus().notNull().default('pending'),
    // Double opt-in: the hashed token of the confirmation link.
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    // The unsubscribe link of every newsletter e-mail (and its List-Unsubscribe header). Kept
    // readable, unlike the confirmation token: each e-mail sent must carry it, and it grants
    // nothing but "unsubscribe this address". Set at the first e-mail; the same for life, so
    // the links of old e-mails keep working.
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }),
    termsAcceptedAt: ts('terms_accepted_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    unsubscribedAt: ts('unsubscribed_at'),
    // Consent given outside the site (a paper form, a fair, the shop counter: decision 104):
    // where and when, the proof the Garante asks for. Null for the site's double opt-in.
    consentSource: varchar('consent_source', { length: 120 }),
    consentAt: ts('consent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsubscribe_token_idx').on(t.unsubscribeToken),
  ],
)

// Proof of consent (GDPR / Garante): what was chosen, when, by which browser.
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    consentId: uuid('consent_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    necessary: boolean().notNull().default(true),
    analytics: boolean().notNull(),
    marketing: boolean().notNull(),
    ipHash: varchar('ip_hash', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_consent_idx').on(t.consentId)],
)

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 300 }).notNull(),
    text: text().notNull(),
    html: text(),
    template: varchar({ length: 60 }).notNull(),
    locale: varchar({ length: 5 }).notNull().default('it'),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text('last_error'),
    // A newsletter's unsubscribe address, sent again as the List-Unsubscribe header on a resend.
    listUnsubscribe: varchar('list_unsubscribe', { length: 500 }),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
)
