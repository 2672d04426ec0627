import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { products } from './catalog'
import { orders } from './commerce'
import { createdAt, id, locale, ts, updatedAt } from './columns'

// Product reviews from real buyers (issue 42, decision 095). A customer may review a product
// once, and only after one of their orders holding it was delivered: `order_id` is the order
// that proves it (the "verified purchase" mark). New reviews wait for the shop (`pending`);
// `published` ones are shown and counted in the product's rating, `hidden` ones never.
export const reviewStatus = pgEnum('review_status', ['pending', 'published', 'hidden'])

export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // An erased account (GDPR) takes its reviews with it.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The delivered order that verified the purchase; kept if the order is ever deleted.
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    title: varchar({ length: 120 }).notNull(),
    text: text().notNull(),
    locale: locale(),
    status: reviewStatus().notNull().default('pending'),
    reply: text(),
    repliedAt: ts('replied_at'),
    // When it was last published or hidden (the art. 22 trail of the shop's check).
    moderatedAt: ts('moderated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_idx').on(t.productId, t.userId),
    // A product's page: its published reviews, newest first.
    index('product_reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
)
