import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, productTranslations, promotionProducts, promotions } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { SEEDED_AT } from '~/test/seeded-at'
import { recordStatements } from '~/test/statements'

// Decision 054: a listing's page of ids and the stored rows of its summaries are kept per data
// version. The same listing asked again reads no product row; a write is seen by the next read;
// a trade token's prices and a promotion's dates still apply per request.

let database: TestDatabase
const clock = { now: new Date(SEEDED_AT) } // the seeded data's own time: the same promotions run on any day
let api: ReturnType<typeof createTestApi>
let statements: string[] = []
type Summary = { id: number; name: string; price: number; regular_price: number | null; tier: string }
type Listing = { data: Summary[]; meta: { total: number } }

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  recordStatements(database.db, (text) => statements.push(text))
})
afterAll(() => database?.close())

const list = async (query: string, token?: string): Promise<Listing> => {
  const res = await api.call(`/products?${query}`, token ? { token } : {})
  expect(res.status).toBe(200)
  return (await res.json()) as Listing
}
const productReads = () => statements.filter((s) => /from "products"/.test(s)).length

async function signIn(email: string): Promise<string> {
  const res = await api.call('/auth/login', { method: 'POST', json: { email, password: 'soglia-demo' } })
  return ((await res.json()) as { access_token: string }).access_token
}

describe('listings kept per data version', () => {
  it('answer the same listing again without reading products', async () => {
    const first = await list('category=porte-interne&sort=price_asc')
    expect(first.data.length).toBeGreaterThan(0)
    statements = []
    const again = await list('category=porte-interne&sort=price_asc')
    expect(again).toEqual(first)
    expect(productReads()).toBe(0)
    // Another sort or page is another entry.
    statements = []
    await list('category=porte-interne&sort=price_desc')
    expect(productReads()).toBeGreaterThan(0)
  })

  it('show a rename, a price change and an unpublished product on the next read', async () => {
    const before = await list('category=porte-interne&sort=price_asc&per_page=100')
    const [cheapest, second] = before.data
    await database.db
      .update(productTranslations)
      .set({ name: 'Porta rinominata' })
      .where(eq(productTranslations.productId, second!.id))
    await database.db.update(products).set({ basePrice: 1 }).where(eq(products.id, second!.id))
    await database.db.update(products).set({ published: false }).where(eq(products.id, cheapest!.id))
    const after = await list('category=porte-interne&sort=price_asc&per_page=100')
    expect(after.meta.total).toBe(before.meta.total - 1)
    expect(after.data.find((p) => p.id === cheapest!.id)).toBeUndefined()
    expect(after.data[0]).toMatchObject({ id: second!.id, name: 'Porta rinominata', price: 1 })
  })

  it("price a trade token's listing at its tier from the same stored rows", async () => {
    const anonymous = await list('category=porte-interne&sort=newest')
    statements = []
    const reseller = await list('category=porte-interne&sort=newest', await signIn('reseller@soglia.test'))
    expect(reseller.data.map((p) => p.id)).toEqual(anonymous.data.map((p) => p.id))
    expect(reseller.data.every((p) => p.tier === 'reseller')).toBe(true)
    expect(reseller.data.some((p, i) => p.price !== anonymous.data[i]!.price)).toBe(true)
    // The reseller's page is priced by tier: its ids come from the tier's own entry, not a guess.
    expect(statements.filter((s) => /from "products"/.test(s) && /"product_translations"/.test(s))).toHaveLength(0)
  })

  it("apply a promotion's dates at the hour of the request, without a write", async () => {
    const target = (await list('category=porte-interne&sort=newest')).data.find((p) => p.regular_price === null)!
    const start = new Date(clock.now.getTime() + 60 * 60_000)
    const [promo] = await database.db
      .insert(promotions)
      .values({
        discountType: 'percentage',
        discountValue: 10,
        startsAt: start,
        endsAt: new Date(start.getTime() + 60 * 60_000),
      })
      .returning()
    await database.db.insert(promotionProducts).values({ promotionId: promo!.id, productId: target.id })
    expect(
      (await list('category=porte-interne&sort=newest')).data.find((p) => p.id === target.id)!.regular_price,
    ).toBeNull()
    clock.now = new Date(start.getTime() + 60_000) // started; nothing written since the last read
    const during = (await list('category=porte-interne&sort=newest')).data.find((p) => p.id === target.id)!
    expect(during.regular_price).toBe(target.price)
    expect(during.price).toBeLessThan(target.price)
  })
})
