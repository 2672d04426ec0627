import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { listProducts } from './catalog.contract'
import { MATCH_CAP } from './product-search'

// Listings at scale (decision 014): a search stops at MATCH_CAP matching products, and the
// kept orders and totals follow every write. On the real database (PGlite here, PostgreSQL
// with TEST_DATABASE_URL). Generated products carry invented words, so the seeded catalogue
// never matches them: "zefiro" in MATCH_CAP + 100 descriptions, "brezza" in
// 30 descriptions and one name. The last 5 "zefiro" products, stored after the first
// MATCH_CAP, are in a category of their own.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>
let lonelyCategory: string
let bigCategory: string
const many = MATCH_CAP + 100
const sku = (n: number) => `CAPTEST-${String(n).padStart(5, '0')}`

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
  const db = database.db
  const [first, lonely] = (
    (await db.execute(
      sql`select c.id, t.slug from categories c join category_translations t on t.category_id = c.id and t.locale = 'it' order by c.id`,
    )) as unknown as {
      rows: Array<{ id: number; slug: string }>
    }
  ).rows.slice(-2)
  lonelyCategory = lonely!.slug
  bigCategory = first!.slug
  await db.execute(sql`
    insert into products (category_id, sku, base_price, reseller_price, other_price, created_at)
    select case when g > ${many - 5}::int and g <= ${many}::int then ${lonely!.id}::int else ${first!.id}::int end, 'CAPTEST-' || lpad(g::text, 5, '0'),
           10000 + g, 9000 + g, 9500 + g, now() - make_interval(secs => g)
    from generate_series(1, ${many + 31}::int) g`)
  // Rows 1…many: "zefiro" in the description only; the 30 after: "brezza" in the description;
  // the last: "brezza" in its name (the only name match, and the oldest of its search).
  await db.execute(sql`
    insert into product_translations (product_id, locale, name, slug, short_description, description)
    select p.id, 'it',
           case when n = ${many + 31}::int then 'Anta brezza ' || n else 'Anta ' || n end,
           'captest-' || n, null,
           case when n <= ${many}::int then 'Legno zefiro numero ' || n when n < ${many + 31}::int then 'Vento brezza numero ' || n else 'Anta' end
    from (select id, substr(sku, 9)::int as n from products where sku like 'CAPTEST-%') p`)
})
afterAll(() => database?.close())

type List = import('zod').output<typeof listProducts.response>

async function list(query: string): Promise<List> {
  const res = await api.call(`/products?${query}`)
  expect(res.status, query).toBe(200)
  return listProducts.response.parse(await res.json())
}

describe('GET /products?q= with many matches', () => {
  it(`stops at ${MATCH_CAP} products, says so, and pages within them`, async () => {
    const first = await list('q=zefiro&per_page=100&facets=true')
    expect(first.meta).toMatchObject({ total: MATCH_CAP, total_capped: true, total_pages: MATCH_CAP / 100 })
    expect(first.data).toHaveLength(100)
    // The facets and the price range describe the same bounded set, not the whole catalogue.
    expect(first.facets!.price).not.toBeNull()
    const last = await list(`q=zefiro&per_page=100&page=${MATCH_CAP / 100}`)
    expect(last.data).toHaveLength(100)
    expect((await list(`q=zefiro&per_page=100&page=${MATCH_CAP / 100 + 1}`)).data).toEqual([])
    // Every page is distinct: the relevance order is total (rank, newest, id).
    const seen = new Set<number>()
    for (let page = 1; page <= MATCH_CAP / 100; page++)
      for (const p of (await list(`q=zefiro&per_page=100&page=${page}`)).data) seen.add(p.id)
    expect(seen.size).toBe(MATCH_CAP)
  })

  // Issue 16 (decisions 014, 029): a capped search keeps the best matches, not the first the
  // index returns. This product is stored after the first MATCH_CAP "zefiro" ones and is the
  // only one with the word in its name: a scan that stops at the cap never saw it.
  it('a capped search keeps the most relevant matches: a late name match comes first', async () => {
    const late = `captest-${many - 6}`
    await database.db.execute(sql`update product_translations set name = 'Anta zefiro speciale' where slug = ${late}`)
    try {
      const first = await list('q=zefiro&per_page=10')
      expect(first.meta).toMatchObject({ total: MATCH_CAP, total_capped: true })
      expect(first.data[0]!.name).toBe('Anta zefiro speciale')
    } finally {
      await database.db.execute(sql`update product_translations set name = ${`Anta ${many - 6}`} where slug = ${late}`)
    }
  })

  it('applies the category before the cap: a small category gets all of its matches, exactly', async () => {
    const few = await list(`q=zefiro&category=${lonelyCategory}`)
    expect(few.meta).toMatchObject({ total: 5, total_capped: false })
    expect(few.data.map((p) => p.sku).sort()).toEqual([4, 3, 2, 1, 0].map((k) => sku(many - k)))
  })

  it('counts and ranks exactly below the cap: the name match comes first, then the newest', async () => {
    const found = await list('q=brezza&per_page=100')
    expect(found.meta).toMatchObject({ total: 31, total_capped: false })
    expect(found.data[0]!.name).toMatch(/^Anta brezza /)
    const rest = found.data.slice(1).map((p) => p.sku)
    expect(rest).toEqual([...rest].sort()) // same rank: newest first, i.e. the lowest number here
  })

  it('sorts the matches by price when asked, and leaves listings without a search uncapped', async () => {
    const byPrice = (await list('q=zefiro&sort=price_desc&per_page=50')).data.map((p) => p.price)
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a))
    const all = await list('per_page=1')
    expect(all.meta.total).toBeGreaterThan(MATCH_CAP + 100)
    expect(all.meta.total_capped).toBe(false)
  })

  it('sees a write at once: matches, totals and facets are kept per data version only', async () => {
    const before = await list('q=brezza&facets=true')
    await database.db.execute(
      sql`update product_translations set name = 'Anta brezza nuova' where slug = ${`captest-${many - 10}`}`,
    )
    const after = await list('q=brezza&facets=true')
    expect(after.meta.total).toBe(before.meta.total + 1)
    expect(after.data[0]!.name).toMatch(/^Anta brezza/)
  })

  it('lists a category by name consistently across pages and sees a rename at once', async () => {
    const whole = await list(`category=${bigCategory}&sort=name_asc&per_page=100`)
    const paged = [
      ...(await list(`category=${bigCategory}&sort=name_asc&per_page=50`)).data,
      ...(await list(`category=${bigCategory}&sort=name_asc&per_page=50&page=2`)).data,
    ]
    expect(paged.map((p) => p.id)).toEqual(whole.data.map((p) => p.id))
    expect(whole.meta.total).toBe((await list(`category=${bigCategory}&per_page=1`)).meta.total)
    await database.db.execute(
      sql`update product_translations set name = '000 Anta prima' where slug = ${`captest-${many - 20}`}`,
    )
    expect((await list(`category=${bigCategory}&sort=name_asc&per_page=1`)).data[0]!.name).toBe('000 Anta prima')
  })
})
