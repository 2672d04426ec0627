import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceHistory, products } from '~/db/schema'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { SEEDED_AT } from '~/test/seeded-at'
import { createTestApi } from '~/test/api'

let database: TestDatabase
let api: ReturnType<typeof createTestApi>
type Product = { id: number; slug: string; price: number; lowest_price_30d: number | null }

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock: { now: SEEDED_AT } }) // the seeded price history's and promotions' own time
})
afterAll(() => database?.close())

const product = async (slug: string) => ((await (await api.call(`/products/${slug}`)).json()) as { data: Product }).data

describe('Omnibus price on the product API', () => {
  it('shows the lowest earlier price for the seeded reductions only', async () => {
    const list = (await (await api.call('/products?per_page=100')).json()) as { data: Array<{ slug: string }> }
    const details = await Promise.all(list.data.map((p) => product(p.slug)))
    const reduced = details.filter((p) => p.lowest_price_30d !== null)
    expect(reduced.length).toBeGreaterThanOrEqual(5)
    for (const p of reduced) expect(p.lowest_price_30d!).toBeGreaterThan(p.price)
  })

  it('records every price change (database trigger) and reports a new reduction', async () => {
    const list = (await (await api.call('/products?per_page=100')).json()) as { data: Array<{ slug: string }> }
    const details = await Promise.all(list.data.map((p) => product(p.slug)))
    const target = details.find((p) => p.lowest_price_30d === null)!
    const before = await database.db.select().from(priceHistory).where(eq(priceHistory.productId, target.id))
    await database.db
      .update(products)
      .set({ basePrice: target.price - 5000 })
      .where(eq(products.id, target.id))
    const after = await database.db.select().from(priceHistory).where(eq(priceHistory.productId, target.id))
    expect(after.length).toBe(before.length + 1)
    expect(after.at(-1)).toMatchObject({ tier: 'base', price: target.price - 5000 })
    const now = await product(target.slug)
    expect(now.price).toBe(target.price - 5000)
    expect(now.lowest_price_30d).toBe(target.price)
  })
})
