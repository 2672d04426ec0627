import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '~/db/schema'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { SEEDED_AT } from '~/test/seeded-at'
import { createTestApi } from '~/test/api'

// Issue 39: Omnibus on the listings (art. 17-bis): a card with a promotion's previous price shows
// the same lowest-30-days price as the product page, and an admin's price rise during the
// promotion does not inflate it.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
type Summary = {
  id: number
  slug: string
  price: number
  regular_price: number | null
  lowest_price_30d?: number | null
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock: { now: SEEDED_AT } }) // inside the seeded Black Friday promotion
})
afterAll(() => database?.close())

const listing = async () => ((await (await api.call('/products?per_page=100')).json()) as { data: Summary[] }).data
const page = async (slug: string) => ((await (await api.call(`/products/${slug}`)).json()) as { data: Summary }).data

describe('Omnibus on listings', () => {
  it('every promoted card carries the product page’s lowest price of the 30 days before the promotion', async () => {
    const promoted = (await listing()).filter((p) => p.regular_price !== null)
    expect(promoted.length).toBeGreaterThan(0)
    for (const card of promoted) {
      expect(card.lowest_price_30d, card.slug).toEqual(expect.any(Number))
      expect(card.lowest_price_30d, card.slug).toBe((await page(card.slug)).lowest_price_30d)
    }
    for (const card of (await listing()).filter((p) => p.regular_price === null))
      expect(card.lowest_price_30d ?? null).toBeNull()
  })

  it('a price raised during the promotion inflates the regular price, not the Omnibus one', async () => {
    const [card] = (await listing()).filter((p) => p.regular_price !== null)
    const before = card!.lowest_price_30d!
    await database.db
      .update(products)
      .set({ basePrice: card!.regular_price! + 20_000 })
      .where(eq(products.id, card!.id))
    const after = (await listing()).find((p) => p.id === card!.id)!
    expect(after.regular_price).toBe(card!.regular_price! + 20_000)
    expect(after.lowest_price_30d).toBe(before)
    expect(after.lowest_price_30d).toBe((await page(card!.slug)).lowest_price_30d)
  })
})
