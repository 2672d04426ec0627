import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, productTranslations, promotionProducts, promotions, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import type { Product } from '~/domains/catalog/catalog.schemas'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { recordStatements } from '~/test/statements'
import { quoteCart } from './cart.contract'
import type { CartQuote } from './cart.schemas'

// The cart's product rows are kept per data version (decision 058 addendum): a cart priced again
// reads no product, yet every write shows on the next quote, the caller's tier still applies, and
// a promotion starts and ends at its times without a write.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let statements: string[] = []
const clock = { now: new Date('2026-10-15T10:00:00Z') } // outside every seeded promotion
const tokens = {} as Record<'user' | 'reseller', string>
const hour = 60 * 60_000

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db, { clock })
  recordStatements(database.db, (text) => statements.push(text))
  for (const [role, email] of [
    ['user', 'cliente@soglia.test'],
    ['reseller', 'reseller@soglia.test'],
  ] as const) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    tokens[role] = (
      await createSession(database.db, row!.id, clock.now, { ip: null, userAgent: 'cart memo test' })
    ).token
  }
})
afterAll(() => database?.close())

const quoted = async (slug: string, token: string): Promise<CartQuote> => {
  const res = await api.call('/cart/quote?locale=it', {
    method: 'POST',
    json: { lines: [{ slug, quantity: 1, variant_ids: choice }] },
    token,
  })
  const json = await res.json()
  expect(res.status, JSON.stringify(json)).toBe(200)
  return quoteCart.response.parse(json).data
}
const productReads = () => statements.filter((s) => /from "?products"? /.test(s) || /join products /.test(s)).length
async function productOf(slug: string) {
  const [row] = await database.db
    .select({ id: products.id, basePrice: products.basePrice, resellerPrice: products.resellerPrice })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(eq(productTranslations.slug, slug))
  return row!
}
const handle = 'maniglia-aria-con-rosetta-tonda'
// The handle's finish is a required choice (issue 39): the one that costs nothing extra.
let choice: number[] = []
beforeAll(async () => {
  const res = await api.call(`/products/${handle}`, {})
  const product = ((await res.json()) as { data: Product }).data
  choice = product.variant_groups.map((g) => g.variants.find((v) => v.price === 0)!.id)
})

describe('cart rows kept per data version', () => {
  it('price the same cart again without reading a product, in each caller’s tier', async () => {
    const row = await productOf(handle)
    const first = await quoted(handle, tokens.user)
    statements = []
    expect(await quoted(handle, tokens.user)).toEqual(first)
    const trade = await quoted(handle, tokens.reseller)
    expect(productReads()).toBe(0)
    expect(first.lines[0]!.unit_price).toBe(row.basePrice)
    expect(trade.lines[0]!.unit_price).toBe(row.resellerPrice)
  })

  it('show a price change and an unpublished product on the next quote', async () => {
    const row = await productOf(handle)
    await database.db
      .update(products)
      .set({ basePrice: row.basePrice + 500 })
      .where(eq(products.id, row.id))
    expect((await quoted(handle, tokens.user)).lines[0]!.unit_price).toBe(row.basePrice + 500)
    await database.db.update(products).set({ published: false }).where(eq(products.id, row.id))
    expect((await quoted(handle, tokens.user)).lines[0]!.valid).toBe(false)
    await database.db.update(products).set({ published: true, basePrice: row.basePrice }).where(eq(products.id, row.id))
  })

  it('apply a promotion from its start to its end, with nothing written between', async () => {
    const row = await productOf(handle)
    const start = new Date(clock.now.getTime() + hour)
    const [promo] = await database.db
      .insert(promotions)
      .values({
        discountType: 'percentage',
        discountValue: 10,
        startsAt: start,
        endsAt: new Date(start.getTime() + hour),
      })
      .returning()
    await database.db.insert(promotionProducts).values({ promotionId: promo!.id, productId: row.id })
    expect((await quoted(handle, tokens.user)).lines[0]!.unit_price).toBe(row.basePrice)

    statements = []
    clock.now = new Date(start.getTime() + 60_000)
    const during = (await quoted(handle, tokens.user)).lines[0]!
    expect(during.unit_price).toBe(Math.round(row.basePrice * 0.9))
    expect(during.regular_unit_price).toBe(row.basePrice)
    clock.now = new Date(start.getTime() + 2 * hour)
    expect((await quoted(handle, tokens.user)).lines[0]!.unit_price).toBe(row.basePrice)
    expect(productReads()).toBe(0)
  })
})
