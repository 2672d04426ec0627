// A product's further categories (`product_categories`, set in the back office) count like its
// main one on the storefront: category listings, their totals and facets, search within a
// category and the tree's counts — read through the page cache, so a change shows at once.
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { dataVersion } from '~/db/data-version.server'
import { apiPolicy } from '~/server/page-cache/cache-policy'
import { createPageCache, type PageCache } from '~/server/page-cache/page-cache.server'
import { seededApi } from '~/test/seeded-api'

const seeded = seededApi()
let cache: PageCache

beforeEach(() => {
  cache = createPageCache({ readVersion: () => dataVersion(seeded.db()), maxBytes: 4 * 1024 * 1024, maxAgeMs: 60_000 })
})

type Item = { id: number; name: string }
type Listing = {
  data: Item[]
  meta: { total: number }
  facets?: { attributes: Array<{ values: Array<{ count: number }> }> }
}
type Category = { slug: string; product_count: number }

async function get<T>(path: string) {
  const request = new Request(`http://shop.test/api${path}`)
  const response = await cache.handle(
    request,
    () => seeded.api().handler(new Request(request.url), { ip: null }),
    apiPolicy,
  )
  expect(response.status, path).toBe(200)
  return { cache: response.headers.get('x-cache'), body: (await response.json()) as T }
}
const listing = async (query: string) => (await get<Listing>(`/products?per_page=100&facets=true&${query}`)).body
const counts = async () => {
  const tree = (await get<{ data: Category[] }>('/categories')).body.data
  return (slug: string) => tree.find((c) => c.slug === slug)!.product_count
}
const firstOf = async (slug: string) => (await listing(`category=${slug}&sort=name_asc`)).data[0]!
const addFurther = (productId: number, slug: string) =>
  seeded.db().execute(sql`insert into product_categories (product_id, category_id)
    select ${productId}, category_id from category_translations where slug = ${slug} and locale = 'it'`)

describe('further categories on the storefront', () => {
  it('lists, counts and facets a product in its further category, each product once', async () => {
    // Sliding and flush doors are both under interior doors; armoured doors are not.
    const flush = await firstOf('porte-filo-muro')
    const armoured = await firstOf('porte-blindate')
    const before = await counts()
    const sliding = await listing('category=porte-scorrevoli')
    const slidingByName = await listing('category=porte-scorrevoli&sort=name_asc')
    expect(sliding.data.map((p) => p.id)).not.toContain(flush.id)
    expect((await get('/categories')).cache).toBe('HIT')

    await addFurther(flush.id, 'porte-scorrevoli')
    await addFurther(armoured.id, 'porte-scorrevoli')

    const after = await counts()
    expect(after('porte-scorrevoli')).toBe(before('porte-scorrevoli') + 2)
    // The flush door was already under interior doors: the parent counts it once.
    expect(after('porte-interne')).toBe(before('porte-interne') + 1)
    expect(after('porte-filo-muro')).toBe(before('porte-filo-muro'))
    expect(after('porte-blindate')).toBe(before('porte-blindate'))

    const now = await get<Listing>('/products?per_page=100&facets=true&category=porte-scorrevoli')
    expect(now.cache).toBe('MISS')
    expect(now.body.meta.total).toBe(sliding.meta.total + 2)
    expect(now.body.data.map((p) => p.id)).toEqual(expect.arrayContaining([flush.id, armoured.id]))
    expect(now.body.meta.total).toBe(after('porte-scorrevoli'))
    // The name-ordered listing (kept per data version) and the parent's listing follow too.
    expect((await listing('category=porte-scorrevoli&sort=name_asc')).meta.total).toBe(slidingByName.meta.total + 2)
    expect((await listing('category=porte-interne')).data.map((p) => p.id)).toContain(armoured.id)
    // Facet counts cover the product: some value now counts more than before.
    const facetSum = (l: Listing) => l.facets!.attributes.flatMap((a) => a.values).reduce((s, v) => s + v.count, 0)
    expect(facetSum(now.body)).toBeGreaterThan(facetSum(sliding))
    // A search within the category finds it by name.
    const found = await listing(`category=porte-scorrevoli&q=${encodeURIComponent(armoured.name)}`)
    expect(found.data.map((p) => p.id)).toContain(armoured.id)
  })

  it('counts a further category equal to the main one once', async () => {
    const before = await counts()
    const product = await firstOf('finestre')
    await addFurther(product.id, 'finestre')
    const after = await counts()
    expect(after('finestre')).toBe(before('finestre'))
    expect((await listing('category=finestre')).meta.total).toBe(after('finestre'))
  })
})
