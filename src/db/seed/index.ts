import { sql } from 'drizzle-orm'
import { products, users } from '../schema'
import type { Db } from '../types'
import { seedAttributes } from './catalog/attributes'
import { seedCategories } from './catalog/categories'
import { seedCollections } from './catalog/collections'
import { seedConfigurator } from './catalog/configurator'
import { seedProducts } from './catalog/products'
import { seedCoupons } from './commerce/coupons'
import { seedPayments } from './commerce/payments'
import { seedPromotions } from './commerce/promotions'
import { seedShipping } from './commerce/shipping'
import { seedBlog } from './content/blog'
import { seedFaq } from './content/faq'
import { seedMediaAndDocuments } from './content/media'
import { seedPages } from './content/pages'
import { seedSlides } from './content/slides'
import type { SeedContext } from './context'
import { seedSettings } from './settings'
import { seedUsers } from './users'
import { seedReviews } from './reviews'

export { demoPassword, demoUsers } from './users'

/** True on a fresh database: no accounts and no catalogue yet. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1)
  if (user) return false
  const [product] = await db.select({ id: products.id }).from(products).limit(1)
  return !product
}

export type SeedOptions = {
  /**
   * The time the shop is seeded at (the real clock by default): relative dates (price history)
   * and seasonal ones (promotions, coupons: decision 061) are placed from it. Tests pin it.
   */
  now?: Date
}

/**
 * Fills the demo shop, on an empty database only: once a shop has accounts or products, its
 * owner's deletions and edits are the truth, and re-creating a demo row they deleted would undo
 * them (decision 025). Within a run every entity is matched on its natural key (e-mail, sku,
 * code, Italian slug or title), so a partial seed is completed rather than duplicated. One
 * transaction: all or nothing.
 */
export async function seedDatabase(
  db: Db,
  log: (msg: string) => void = () => {},
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const started = performance.now()
  if (!(await isDatabaseEmpty(db))) {
    log('seed: the database already holds a shop; nothing seeded, so no change of its owner is undone')
    return { seeded: false }
  }
  const inserted = await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, now: options.now ?? new Date(), log, inserted: 0 }
    await seedSettings(ctx)
    await seedUsers(ctx)
    await seedMediaAndDocuments(ctx)
    const categoryIds = await seedCategories(ctx)
    const valueIds = await seedAttributes(ctx)
    const productIds = await seedProducts(ctx, categoryIds, valueIds)
    await seedCollections(ctx, productIds)
    await seedConfigurator(ctx, productIds)
    await seedShipping(ctx)
    await seedPayments(ctx)
    await seedCoupons(ctx)
    await seedPromotions(ctx, categoryIds, productIds)
    await seedPages(ctx)
    await seedBlog(ctx)
    await seedFaq(ctx)
    await seedSlides(ctx)
    await seedReviews(ctx)
    return ctx.inserted
  })
  // The planner's statistics for what was just written: without them it plans every statement on
  // guessed sizes until autovacuum's next pass (never, where it is off, and PGlite has none),
  // which made PostgreSQL compile a one-millisecond order statement (decision 071).
  if (inserted > 0) await db.execute(sql`analyze`)
  const ms = Math.round(performance.now() - started)
  log(inserted > 0 ? `seed: done in ${ms} ms` : `seed: nothing to do (${ms} ms)`)
  return { seeded: inserted > 0 }
}
