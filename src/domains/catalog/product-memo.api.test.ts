import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, promotionProducts, promotions } from '~/db/schema'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { SEEDED_AT } from '~/test/seeded-at'

// Decision 044: a product as stored and its active promotions are kept per data version. A
// write is seen by the next read (anonymous or with a customer's token), and a promotion's
// dates still apply at the hour of the request, with no write in between.

let database: TestDatabase
const clock = { now: new Date(SEEDED_AT) } // the seeded data's own time: the same promotions run on any day
let api: ReturnType<typeof createTestApi>
let token: string
type Product = { id: number; slug: string; price: number; regular_price: number | null }

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  const res = await api.call('/auth/login', {
    method: 'POST',
    json: { email: 'cliente@soglia.test', password: 'soglia-demo' },
  })
  token = ((await res.json()) as { access_token: string }).access_token
})
afterAll(() => database?.close())

const read = async (slug: string, withToken = false) => {
  const res = await api.call(`/products/${slug}`, withToken ? { token } : {})
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: Product }).data
}

async function unpromotedProduct(): Promise<Product> {
  const list = (await (await api.call('/products?per_page=100')).json()) as { data: Array<Product> }
  return list.data.find((p) => p.regular_price === null)!
}

describe('product reads kept per data version', () => {
  it('show a price change on the next read, anonymous and with a token', async () => {
    const target = await unpromotedProduct()
    expect((await read(target.slug)).price).toBe(target.price)
    expect((await read(target.slug, true)).price).toBe(target.price)
    await database.db
      .update(products)
      .set({ basePrice: target.price + 1000 })
      .where(eq(products.id, target.id))
    expect((await read(target.slug)).price).toBe(target.price + 1000)
    expect((await read(target.slug, true)).price).toBe(target.price + 1000)
  })

  it("apply a promotion's dates at the hour of the request, without a write", async () => {
    const target = await unpromotedProduct()
    const start = new Date(clock.now.getTime() + 60 * 60_000)
    const end = new Date(clock.now.getTime() + 2 * 60 * 60_000)
    const [promo] = await database.db
      .insert(promotions)
      .values({ discountType: 'percentage', discountValue: 10, startsAt: start, endsAt: end })
      .returning()
    await database.db.insert(promotionProducts).values({ promotionId: promo!.id, productId: target.id })
    const before = await read(target.slug)
    expect(before.regular_price).toBeNull()

    clock.now = new Date(start.getTime() + 60_000) // the promotion has started; nothing was written
    const during = await read(target.slug, true)
    expect(during.regular_price).toBe(before.price)
    expect(during.price).toBe(before.price - Math.round(before.price / 10))

    clock.now = new Date(end.getTime() + 60_000) // and ended
    expect((await read(target.slug)).regular_price).toBeNull()
  })
})
