import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { createdAt, locale } from './columns'

/**
 * Addresses that used to belong to a product, category, page, blog post or collection
 * (decision 025). A database trigger records the old slug whenever a translation's slug
 * changes (migration content_slug_history), whoever changes it, so an old link answers 301
 * to the new address instead of 404.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    /** product | category | page | blog | collection */
    kind: varchar({ length: 20 }).notNull(),
    locale: locale(),
    slug: varchar({ length: 220 }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.locale, t.slug] }), index('slug_history_target_idx').on(t.kind, t.targetId)],
)
