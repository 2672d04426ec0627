import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  categories,
  categoryTranslations,
  productCategories,
  products,
  promotionProducts,
  promotions,
  promotionTranslations,
  users,
} from '~/db/schema'
import { rowsOf } from '~/db/rows'
import { createSession } from '~/domains/auth/session.server'
import { quoteCart } from '~/domains/cart/cart.contract'
import { listPromotions } from '~/domains/content/promotions.contract'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { getProduct, listProducts } from './catalog.contract'

/** A complete line's choices that add nothing to the price: one surcharge-free variant per required group (issue 39). */
const freeChoices = (product: {
  variant_groups: Array<{ required: boolean; variants: Array<{ id: number; price: number }> }>
}) =>
  product.variant_groups
    .filter((g) => g.required && g.variants.length > 0)
    .map((g) => g.variants.find((v) => v.price === 0)!.id)

// Decision 069: a promotion on a category with no products of its own applies to every product
// that category's listing shows: those of the categories below it, and those placed there as a
// further category. The product page, the listing and the cart (so the order) agree.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let token: string
const clock = { now: new Date('2027-03-05T12:00:00Z') } // outside every seeded promotion
type Target = { id: number; slug: string; price: number }
const targets = {} as Record<'child' | 'further' | 'outside', Target>

async function categoryId(slug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.locale, 'it'), eq(categoryTranslations.slug, slug)))
  return row!.id
}

/** Published products sold by the piece (not made to measure) whose main category is `slug`. */
async function productsIn(slug: string): Promise<Target[]> {
  const result = await database.db.execute(sql`
    select p.id, t.slug, p.base_price as price from products p
    join product_translations t on t.product_id = p.id and t.locale = 'it'
    where p.published and not p.made_to_measure and p.category_id = ${await categoryId(slug)}
    order by p.id`)
  return rowsOf<Target>(result).map((r) => ({ id: Number(r.id), slug: r.slug, price: Number(r.price) }))
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'cliente@soglia.test'))
  token = (await createSession(database.db, user!.id, clock.now, { ip: null, userAgent: 'category promotion test' }))
    .token
  // The promotion is on "Maniglie e accessori"; "Maniglie" and "Ferramenta" are below it.
  const [handle] = await productsIn('maniglie')
  const [fitting, other] = await productsIn('ferramenta')
  if (!handle || !fitting || !other)
    throw new Error('the seed has a handle and two hardware products sold by the piece')
  targets.child = handle!
  // Two hardware products moved to a category of their own, outside the promotion's; one of them
  // placed back in "Ferramenta" as a further category.
  const [elsewhere] = await database.db.insert(categories).values({}).returning({ id: categories.id })
  await database.db
    .insert(categoryTranslations)
    .values({ categoryId: elsewhere!.id, locale: 'it', name: 'Altrove', slug: 'altrove-prova' })
  for (const moved of [fitting!, other!])
    await database.db.update(products).set({ categoryId: elsewhere!.id }).where(eq(products.id, moved.id))
  await database.db
    .insert(productCategories)
    .values({ productId: fitting!.id, categoryId: await categoryId('ferramenta') })
  targets.further = fitting!
  targets.outside = other!
  const [promotion] = await database.db
    .insert(promotions)
    .values({
      discountType: 'percentage',
      discountValue: 10,
      categoryId: await categoryId('maniglie-e-accessori'),
      startsAt: new Date('2027-03-01T00:00:00Z'),
      endsAt: new Date('2027-03-10T23:59:59Z'),
    })
    .returning({ id: promotions.id })
  await database.db
    .insert(promotionTranslations)
    .values({ promotionId: promotion!.id, locale: 'it', title: 'Accessori −10%' })
}, 120_000)
afterAll(() => database?.close())

const tenOff = (price: number) => price - Math.floor((price * 10 + 50) / 100)

describe('a promotion on a category', () => {
  it('discounts the products below it and those placed in it, and no other, wherever the price is shown', async () => {
    const listing = listProducts.response.parse(
      await (await api.call('/products?category=maniglie-e-accessori&per_page=100')).json(),
    )
    for (const [name, target] of Object.entries(targets)) {
      const expected = name === 'outside' ? target.price : tenOff(target.price)
      const page = getProduct.response.parse(await (await api.call(`/products/${target.slug}`)).json()).data
      expect(page.price, `${name}: product page`).toBe(expected)
      expect(page.promotion?.title ?? null, `${name}: product page`).toBe(name === 'outside' ? null : 'Accessori −10%')
      const res = await api.call('/cart/quote?locale=it', {
        method: 'POST',
        json: { lines: [{ slug: target.slug, quantity: 1, variant_ids: freeChoices(page) }] },
        token,
      })
      expect(res.status).toBe(200)
      expect(quoteCart.response.parse(await res.json()).data.lines[0]!.unit_price, `${name}: cart`).toBe(expected)
      // The category's listing shows exactly the products the promotion covers, at that price.
      const listed = listing.data.find((p) => p.id === target.id)
      expect(listed?.price, `${name}: listing`).toBe(name === 'outside' ? undefined : expected)
    }
  })

  it('is shown on the promotions page with its category, in the caller’s locale', async () => {
    for (const [locale, name] of [
      ['it', 'Maniglie e accessori'],
      ['en', 'Handles and accessories'],
    ] as const) {
      const res = await api.call(`/promotions?locale=${locale}`)
      expect(res.status).toBe(200)
      const { data } = listPromotions.response.parse(await res.json())
      const shown = data.find((p) => p.title === 'Accessori −10%')
      expect(shown?.products).toEqual([])
      expect(shown?.category).toMatchObject({
        name,
        slug: locale === 'it' ? 'maniglie-e-accessori' : expect.any(String),
      })
    }
    // A promotion with products of its own names no category, even with one set: it covers those products only.
    const [own] = await database.db
      .insert(promotions)
      .values({
        discountType: 'fixed',
        discountValue: 100,
        categoryId: await categoryId('porte-interne'),
        startsAt: new Date('2027-03-01T00:00:00Z'),
        endsAt: null,
      })
      .returning({ id: promotions.id })
    await database.db.insert(promotionTranslations).values({ promotionId: own!.id, locale: 'it', title: 'Un euro' })
    await database.db.insert(promotionProducts).values({ promotionId: own!.id, productId: targets.outside.id })
    const listed = listPromotions.response
      .parse(await (await api.call('/promotions?locale=it')).json())
      .data.find((p) => p.title === 'Un euro')
    expect(listed?.products.map((p) => p.id)).toEqual([targets.outside.id])
    expect(listed?.category).toBeNull()
  })
})
