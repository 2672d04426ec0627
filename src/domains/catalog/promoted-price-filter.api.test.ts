import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, promotionProducts, promotions, promotionTranslations, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { listProducts } from './catalog.contract'

// Issue 11, "what the page advertises is what the order charges": the catalogue's price filter,
// price sort and price facet use the price the visitor pays (tier price less a running
// promotion), and follow the clock when a promotion starts or ends without any write.
type List = import('zod').output<typeof listProducts.response>

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
const clock = { now: new Date('2027-03-05T12:00:00Z') } // far from the seeded Black Friday
let resellerToken: string
let target: { id: number; slug: string; categoryId: number; base: number; reseller: number }

async function list(query: string, token?: string): Promise<List> {
  const res = await api.call(`/products?per_page=100&facets=true&${query}`, { token })
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json())
}

async function addPromotion(values: {
  type: 'percentage' | 'fixed'
  value: number
  productIds?: number[]
  categoryId?: number
}) {
  const [row] = await database.db
    .insert(promotions)
    .values({
      discountType: values.type,
      discountValue: values.value,
      categoryId: values.categoryId ?? null,
      startsAt: new Date('2027-03-01T00:00:00Z'),
      endsAt: new Date('2027-03-10T23:59:59Z'),
    })
    .returning({ id: promotions.id })
  await database.db
    .insert(promotionTranslations)
    .values({ promotionId: row!.id, locale: 'it', title: `Prova ${row!.id}` })
  for (const productId of values.productIds ?? [])
    await database.db.insert(promotionProducts).values({ promotionId: row!.id, productId })
  return row!.id
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  const [reseller] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'reseller@soglia.test'))
  resellerToken = (await createSession(database.db, reseller!.id, clock.now, { ip: null, userAgent: 'test' })).token
  // The dearest published product: a 30 % promotion moves it well inside the range.
  const all = await list('sort=price_desc')
  const top = all.data[0]!
  const [row] = await database.db.select().from(products).where(eq(products.id, top.id))
  target = {
    id: top.id,
    slug: top.slug,
    categoryId: row!.categoryId,
    base: row!.basePrice,
    reseller: row!.resellerPrice,
  }
  await addPromotion({ type: 'percentage', value: 30, productIds: [target.id] })
}, 120_000)
afterAll(() => database?.close())

const promoted = (price: number) => price - Math.floor((price * 30 + 50) / 100)
const prices = (l: List) => l.data.map((p) => p.price)

describe('GET /products prices by the promoted price', () => {
  it('finds a promoted product under a ceiling below its list price and above its promoted price', async () => {
    const ceiling = Math.floor((target.base + promoted(target.base)) / 2)
    expect(ceiling).toBeLessThan(target.base)
    expect(ceiling).toBeGreaterThan(promoted(target.base))
    const under = await list(`price_max=${ceiling}`)
    const found = under.data.find((p) => p.id === target.id)
    expect(found, 'promoted product under the ceiling').toBeDefined()
    expect(found!.price).toBe(promoted(target.base))
    expect(found!.regular_price).toBe(target.base)
    // Every product listed costs what the filter promised; a floor above the promoted price drops it.
    for (const p of under.data) expect(p.price).toBeLessThanOrEqual(ceiling)
    const above = await list(`price_min=${promoted(target.base) + 1}`)
    expect(above.data.some((p) => p.id === target.id)).toBe(false)
    for (const p of above.data) expect(p.price).toBeGreaterThan(promoted(target.base))
    // The facet's range describes the prices shown (the whole shop fits on one page here).
    const all = await list('')
    expect(all.meta.total).toBeLessThanOrEqual(100)
    expect(all.facets!.price).toEqual({ min: Math.min(...prices(all)), max: Math.max(...prices(all)) })
  })

  it('uses the caller tier before the promotion (reseller)', async () => {
    const reseller = promoted(target.reseller)
    const under = await list(`price_min=${reseller}&price_max=${reseller}`, resellerToken)
    expect(under.data.map((p) => p.id)).toContain(target.id)
    for (const p of under.data) expect([p.price, p.tier]).toEqual([reseller, 'reseller'])
  })

  it('sorts by the promoted price, a category promotion included', async () => {
    const category = await addPromotion({ type: 'fixed', value: 15_000, categoryId: target.categoryId })
    for (const sort of ['price_asc', 'price_desc'] as const) {
      for (const token of [undefined, resellerToken]) {
        const l = await list(`sort=${sort}`, token)
        const sorted = [...prices(l)].sort((a, b) => (sort === 'price_asc' ? a - b : b - a))
        expect(prices(l), `${sort} ${token ? 'reseller' : 'visitor'}`).toEqual(sorted)
        expect(l.facets!.price).toEqual({ min: Math.min(...prices(l)), max: Math.max(...prices(l)) })
      }
    }
    // The category's products carry the fixed discount (or the product's better 30 %).
    const l = await list('sort=price_asc')
    expect(
      l.data.filter((p) => p.category.id === target.categoryId).every((p) => p.promotion !== null || p.price === 0),
    ).toBe(true)
    await database.db.delete(promotions).where(eq(promotions.id, category))
  })

  it('follows the clock: the promotion ends and the listing, count and facet go back to the list price', async () => {
    const ceiling = Math.floor((target.base + promoted(target.base)) / 2)
    const before = await list(`price_max=${ceiling}`)
    expect(before.data.some((p) => p.id === target.id)).toBe(true)
    clock.now = new Date('2027-03-11T00:00:00Z') // after the end, no write in between
    try {
      const after = await list(`price_max=${ceiling}`)
      expect(after.data.some((p) => p.id === target.id)).toBe(false)
      expect(after.meta.total).toBe(before.meta.total - 1)
      const all = await list('sort=price_desc')
      expect(all.data[0]!.id).toBe(target.id)
      expect(all.data[0]!.price).toBe(target.base)
      expect(all.facets!.price!.max).toBe(target.base)
    } finally {
      clock.now = new Date('2027-03-05T12:00:00Z')
    }
    // And starts again: the memoised count and facet of that key are not reused.
    const again = await list(`price_max=${ceiling}`)
    expect(again.meta.total).toBe(before.meta.total)
  })
})
