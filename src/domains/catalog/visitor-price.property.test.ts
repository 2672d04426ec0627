import { inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, productCategories, products, promotionProducts, promotions } from '~/db/schema'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { bestPromotion, priceFor, promotedPrice, type PriceTier } from './pricing'
import { promotionsFor } from './promotions.server'
import { runningPromotions, visitorPriceSql } from './visitor-price.server'

// Issue 11: for random promotions (percentage or amount, on products or on a category, inside,
// before or after their window, switched off), random further categories (decision 069: a
// category's promotion covers them and the categories below it) and random tier prices (0 and
// values past the 32-bit product of a percentage), the listing's SQL price equals the pricing
// module's price computed from the promotions the cart reads (`promotionsFor`).
let database: TestDatabase
let productRows: Array<{ id: number; categoryId: number }>
let categoryIds: number[]
const now = new Date('2027-06-15T12:00:00Z')
const DAY = 86_400_000

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  productRows = (
    await database.db.select({ id: products.id, categoryId: products.categoryId }).from(products).orderBy(products.id)
  ).slice(0, 12)
  // Every category, parents included: a promotion on a parent covers the categories below it.
  categoryIds = (await database.db.select({ id: categories.id }).from(categories).orderBy(categories.id)).map(
    (c) => c.id,
  )
}, 120_000)
afterAll(() => database?.close())

const window = fc.constantFrom<[number | null, number | null]>(
  [null, null],
  [-2, 2],
  [-2, -1],
  [1, 3],
  [0, 0],
  [null, -1],
  [1, null],
)
const promotionArb = fc.record({
  type: fc.constantFrom('percentage' as const, 'fixed' as const),
  value: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 400_000 })),
  target: fc.oneof(
    fc.record({ products: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 5 }) }),
    fc.record({ category: fc.nat() }),
  ),
  window,
  active: fc.boolean(),
})
const priceArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 500_000 }),
  fc.integer({ min: 21_474_837, max: 2_147_483_647 }),
)

describe('the listing price in SQL', () => {
  it('equals the pricing module for random promotions and prices', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(promotionArb, { maxLength: 5 }),
        fc.array(priceArb, { minLength: 3, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
        async (promos, [base, reseller, other], further) => {
          const db = database.db
          await db.delete(promotions)
          const ids = productRows.map((p) => p.id)
          await db.delete(productCategories).where(inArray(productCategories.productId, ids))
          const placed = further.map(([i, c]) => ({
            productId: ids[i % ids.length]!,
            categoryId: categoryIds[c % categoryIds.length]!,
          }))
          if (placed.length) await db.insert(productCategories).values(placed).onConflictDoNothing()
          // One product with random tier prices; the others keep the seed's.
          await db
            .update(products)
            .set({ basePrice: base!, resellerPrice: reseller!, otherPrice: other! })
            .where(inArray(products.id, ids.slice(0, 1)))
          for (const p of promos) {
            const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY))
            const [row] = await db
              .insert(promotions)
              .values({
                discountType: p.type,
                discountValue: p.value,
                active: p.active,
                startsAt: p.window[0] === 0 ? now : at(p.window[0]),
                endsAt: p.window[1] === 0 ? now : at(p.window[1]),
                categoryId: 'category' in p.target ? categoryIds[p.target.category % categoryIds.length]! : null,
              })
              .returning({ id: promotions.id })
            if ('products' in p.target) {
              const linked = [...new Set(p.target.products.map((i) => ids[i % ids.length]!))]
              await db
                .insert(promotionProducts)
                .values(linked.map((productId) => ({ promotionId: row!.id, productId })))
            }
          }
          const running = await runningPromotions(db, now)
          const byProduct = await promotionsFor(db, ids, 'it', now)
          for (const tier of ['base', 'reseller', 'other'] as PriceTier[]) {
            const rows = await db
              .select({
                id: products.id,
                base: products.basePrice,
                reseller: products.resellerPrice,
                other: products.otherPrice,
                sql: visitorPriceSql(tier, running).mapWith(Number),
              })
              .from(products)
              .where(inArray(products.id, ids))
            for (const r of rows) {
              const regular = priceFor({ base: r.base, reseller: r.reseller, other: r.other }, tier)
              const best = bestPromotion(regular, byProduct.get(r.id) ?? [])
              expect(r.sql, `product ${r.id} ${tier}`).toBe(best ? promotedPrice(regular, best) : regular)
            }
          }
        },
      ),
      { numRuns: 40 },
    )
  }, 180_000)

  it('is the bare tier column when no promotion runs (the tier price indexes stay usable)', () => {
    const query = database.db
      .select({ p: visitorPriceSql('reseller', []) })
      .from(products)
      .toSQL()
    expect(query.sql).toBe('select "reseller_price" from "products"')
  })
})
