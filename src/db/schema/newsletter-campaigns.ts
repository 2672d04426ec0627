import { index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, id, locale, ts, updatedAt } from './columns'
import { newsletterSubscribers } from './engagement'

// Newsletter campaigns (decision 104): a subject and a Markdown body per locale (Italian
// required, the others fall back to it), sent once to the subscribers confirmed at that time.

export const newsletterCampaigns = pgTable('newsletter_campaigns', {
  id: id(),
  // draft → sending (the recipients are fixed, the batches queued) → sent (no batch left).
  status: varchar({ length: 10 }).notNull().default('draft').$type<'draft' | 'sending' | 'sent'>(),
  sendingAt: ts('sending_at'),
  sentAt: ts('sent_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const newsletterCampaignTranslations = pgTable(
  'newsletter_campaign_translations',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    locale: locale(),
    subject: varchar({ length: 200 }).notNull(),
    body: text().notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.locale] })],
)

// One row per recipient, written when the campaign is sent: the unique address per campaign
// is what makes a second click or a retried batch unable to mail anyone twice.
export const newsletterCampaignSends = pgTable(
  'newsletter_campaign_sends',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    // Kept when the subscriber is erased, so the campaign's counts stay true.
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    email: varchar({ length: 254 }).notNull(),
    // pending → sending (taken by a batch, just before SMTP) → sent | failed | skipped (no longer confirmed).
    status: varchar({ length: 10 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'skipped'>(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('newsletter_sends_campaign_email_idx').on(t.campaignId, sql`lower(${t.email})`),
    index('newsletter_sends_status_idx').on(t.campaignId, t.status),
  ],
)
