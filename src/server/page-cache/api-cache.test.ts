// Anonymous reads of the public API through the page cache (decision 011), on a real database
// with the real API handler as the "renderer": a stale or shared answer would show old prices,
// another locale's texts or another tier's prices.
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seededApi } from '~/test/seeded-api'
import { dataVersion } from '~/db/data-version.server'
import { apiCacheKey, apiPolicy } from './cache-policy'
import { createPageCache, type PageCache } from './page-cache.server'

const seeded = seededApi()
let reseller: string
let cache: PageCache
let calls: number

beforeAll(async () => {
  reseller = await seeded.signIn('reseller@soglia.test')
})

beforeEach(() => {
  calls = 0
  cache = createPageCache({ readVersion: () => dataVersion(seeded.db()), maxBytes: 4 * 1024 * 1024, maxAgeMs: 60_000 })
})

type Product = { slug: string; name: string; price: number }

async function get(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://shop.test/api${path}`, { headers })
  const response = await cache.handle(
    request,
    () => {
      calls++
      return seeded.api().handler(new Request(request.url, { headers }), { ip: null })
    },
    apiPolicy,
  )
  const body = await response.text()
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    body,
    json: JSON.parse(body) as { data: unknown },
  }
}

const firstProduct = async (headers: Record<string, string> = {}) => {
  const answer = await get('/products?per_page=1&sort=name_asc', headers)
  return { ...answer, product: (answer.json.data as Product[])[0]! }
}

describe('API answers in the page cache', () => {
  it('answers a repeated anonymous read from the cache, byte for byte', async () => {
    const first = await firstProduct()
    const second = await firstProduct()
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT'])
    expect(second.body).toBe(first.body)
    expect(calls).toBe(1)
  })

  it('shows a price change on the next read', async () => {
    const before = await firstProduct()
    await firstProduct()
    await seeded
      .db()
      .execute(
        sql`update products set base_price = base_price + 100 where id = (select product_id from product_translations where slug = ${before.product.slug} limit 1)`,
      )
    const after = await firstProduct()
    expect(after.cache).toBe('MISS')
    expect(after.product.price).toBe(before.product.price + 100)
  })

  it('never serves the anonymous answer to a signed-in reseller, nor keeps the reseller’s', async () => {
    const anonymous = await firstProduct()
    const signedIn = await firstProduct({ authorization: `Bearer ${reseller}` })
    expect(signedIn.cache).toBeNull()
    expect(signedIn.product.slug).toBe(anonymous.product.slug)
    expect(signedIn.product.price).toBeLessThan(anonymous.product.price)
    const again = await firstProduct()
    expect(again.cache).toBe('HIT')
    expect(again.product.price).toBe(anonymous.product.price)
  })

  it('keeps one answer per locale, from the parameter or Accept-Language', async () => {
    const italian = await get('/categories')
    const english = await get('/categories', { 'accept-language': 'en-GB,en;q=0.9' })
    const englishParam = await get('/categories?locale=en')
    expect(english.cache).toBe('MISS')
    expect(english.body).not.toBe(italian.body)
    expect(englishParam.body).toBe(english.body)
    expect((await get('/categories', { 'accept-language': 'en' })).cache).toBe('HIT')
  })

  it('keeps no error answer', async () => {
    const bad = await get('/products?price_min=-5')
    expect(bad.status).toBe(400)
    expect(bad.cache).toBeNull()
    expect((await get('/products?price_min=-5')).cache).toBeNull()
  })
})

describe('apiCacheKey', () => {
  const key = (path: string, init: RequestInit = {}) => apiCacheKey(new Request(`http://shop.test${path}`, init))

  it('covers the public catalogue and content reads only', () => {
    for (const path of [
      '/api/settings',
      '/api/products?q=porta',
      '/api/products/porta-x',
      '/api/categories',
      '/api/pages/chi-siamo',
      '/api/blog-posts',
      '/api/faq',
      '/api/configurator/models/1',
    ])
      expect(key(path), path).not.toBeNull()
    for (const path of [
      '/api/auth/user',
      '/api/account/orders',
      '/api/admin/stats',
      '/api/openapi.json',
      '/api/docs',
      '/api/products/x/y',
    ])
      expect(key(path), path).toBeNull()
  })

  it('leaves out writes, bearer tokens and session cookies', () => {
    expect(key('/api/products', { method: 'POST', body: '{}' })).toBeNull()
    expect(key('/api/products', { headers: { authorization: 'Bearer x' } })).toBeNull()
    expect(key('/api/products', { headers: { cookie: 'soglia_session=abc' } })).toBeNull()
    expect(key('/api/products', { headers: { cookie: 'other=1' } })).not.toBeNull()
  })
})
