import { jsonb, pgTable, integer, varchar } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { updatedAt } from './columns'

/**
 * A signed-in customer's cart on the server (decision 028): choices only, never a price, the
 * same shape as the browser's saved copy. One row per user; it goes with the account.
 */
export const savedCarts = pgTable('saved_carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb().notNull().$type<unknown[]>().default([]),
  couponCode: varchar('coupon_code', { length: 40 }),
  updatedAt: updatedAt(),
})
