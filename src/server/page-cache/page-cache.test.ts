// The page cache on a real database: the version counter is bumped by the migration's
// triggers, changes go through the real API or plain SQL, and the "renderer" builds its page
// from the real API, so a stale page would show the old data.
import { sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seededApi } from '~/test/seeded-api'
import { batchedReader, dataVersion, queryDataVersion } from '~/db/data-version.server'
import { createPageCache, isReplay, type PageCache } from './page-cache.server'

const seeded = seededApi()
let admin: string
let cache: PageCache
let renders: number
const clock = { now: 1_000_000 }

beforeAll(async () => {
  admin = await seeded.signIn('admin@soglia.test')
})

beforeEach(() => {
  renders = 0
  cache = createPageCache({
    readVersion: () => dataVersion(seeded.db()), // on PGlite: followed through NOTIFY
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    now: () => clock.now,
  })
})

/** A page made of what the shop shows: the site name and the newest product with its price. */
async function renderShop(): Promise<Response> {
  renders++
  const settings = (await (await seeded.api().call('/settings')).json()) as { data: { site_name: string } }
  const products = (await (await seeded.api().call('/products?per_page=1')).json()) as {
    data: Array<{ name: string; price: number }>
  }
  const p = products.data[0]!
  return new Response(`<html><h1>${settings.data.site_name}</h1><p>${p.name}: ${p.price}</p></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-request-id': `r${renders}` },
  })
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers })

async function visit(path: string, headers: Record<string, string> = {}, render = renderShop) {
  const response = await cache.handle(get(path, headers), render)
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    body: await response.text(),
    headers: response.headers,
  }
}

describe('page cache', () => {
  it('answers a second anonymous visit from the cache, byte for byte', async () => {
    const first = await visit('/negozio')
    const second = await visit('/negozio')
    expect(first.cache).toBe('MISS')
    expect(second.cache).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.headers.get('x-request-id')).toBeNull() // one response's own header is not replayed
    expect(renders).toBe(1)
  })

  it('adds each request’s own headers to its replay, which is marked complete; a bypass is not', async () => {
    const own = (id: string): Array<[string, string]> => [
      ['x-request-id', id],
      ['set-cookie', 'i18n_redirected=it'],
    ]
    const miss = await cache.handle(get('/own-headers'), renderShop, undefined, own('a'))
    const hit = await cache.handle(get('/own-headers', { 'accept-encoding': 'br' }), renderShop, undefined, own('b'))
    expect([isReplay(miss), isReplay(hit)]).toEqual([true, true])
    expect(hit.headers.get('x-request-id')).toBe('b')
    expect(hit.headers.get('set-cookie')).toBe('i18n_redirected=it')
    expect(hit.headers.get('content-encoding')).toBe('br')
    const bypass = await cache.handle(
      get('/own-headers', { authorization: 'Bearer x' }),
      renderShop,
      undefined,
      own('c'),
    )
    expect(isReplay(bypass)).toBe(false)
    expect(bypass.headers.get('x-request-id')).toBe(`r${renders}`)
  })

  it('serves hits compressed once per encoding, the same page once decoded', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib')
    const plain = await visit('/negozio')
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await cache.handle(get('/negozio', { 'accept-encoding': accept }), renderShop)
        expect(response.headers.get('x-cache')).toBe('HIT')
        expect(response.headers.get('content-encoding')).toBe(encoding)
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
        expect(decode(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(plain.body)
      }
    }
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(renders).toBe(1)
    expect(cache.stats().bytes).toBeGreaterThan(plain.body.length)
  })

  it('keys by the full URL', async () => {
    await visit('/negozio?q=porta')
    expect((await visit('/negozio?q=vetro')).cache).toBe('MISS')
    expect((await visit('/en/shop?q=porta')).cache).toBe('MISS')
    expect((await visit('/negozio?q=porta')).cache).toBe('HIT')
  })

  it('misses after an administrator changes a setting through the API (database trigger)', async () => {
    const before = await visit('/')
    expect((await visit('/')).cache).toBe('HIT')
    const res = await seeded
      .api()
      .call('/admin/settings', { method: 'PATCH', token: admin, json: { site_name: 'Soglia Nuova' } })
    expect(res.status).toBe(200)
    const after = await visit('/')
    expect(after.cache).toBe('MISS')
    expect(after.body).toContain('Soglia Nuova')
    expect(after.body).not.toBe(before.body)
    expect((await visit('/')).cache).toBe('HIT')
  })

  it('misses after a product changes by plain SQL, and after a price change', async () => {
    await visit('/negozio')
    const newest = (await (await seeded.api().call('/products?per_page=1')).json()) as { data: Array<{ id: number }> }
    const id = newest.data[0]!.id
    await seeded
      .db()
      .execute(
        sql`update product_translations set name = 'Porta Rinominata' where product_id = ${id} and locale = 'it'`,
      )
    const renamed = await visit('/negozio')
    expect(renamed.cache).toBe('MISS')
    expect(renamed.body).toContain('Porta Rinominata')
    await seeded.db().execute(sql`update products set base_price = 123456 where id = ${id}`)
    const repriced = await visit('/negozio')
    expect(repriced.cache).toBe('MISS')
    expect(repriced.body).toContain(': 123456<')
  })

  it('is not invalidated by writes to private tables (orders, subscribers, sessions)', async () => {
    const v1 = await queryDataVersion(seeded.db())
    await seeded
      .db()
      .execute(sql`insert into newsletter_subscribers (email, locale) values ('cache-test@example.com', 'it')`)
    await seeded
      .api()
      .call('/auth/login', { method: 'POST', json: { email: 'cliente@soglia.test', password: 'soglia-demo' } })
    expect(await queryDataVersion(seeded.db())).toBe(v1)
  })

  it('bumps the version once per transaction, not once per row or statement', async () => {
    const v1 = BigInt(await queryDataVersion(seeded.db()))
    await seeded.db().execute(sql`update products set weight_grams = weight_grams + 1, base_price = base_price + 1`)
    const v2 = BigInt(await queryDataVersion(seeded.db()))
    expect(v2).toBe(v1 + 1n) // price_history rows were written too, one statement per product
    await seeded.db().transaction(async (tx) => {
      await tx.execute(sql`update products set weight_grams = weight_grams + 1`)
      await tx.execute(sql`update settings set value = value where key = 'site_name'`)
    })
    expect(BigInt(await queryDataVersion(seeded.db()))).toBe(v2 + 1n)
    await seeded.db().execute(sql`update products set weight_grams = weight_grams - 2`)
    expect(BigInt(await queryDataVersion(seeded.db()))).toBe(v2 + 2n) // the next transaction bumps again
  })

  it('never caches for a signed-in visitor (session cookie or bearer token)', async () => {
    const signedIn: Array<Record<string, string>> = [
      { cookie: 'soglia_session=abc' },
      { cookie: 'x=1; soglia_session=abc' },
      { authorization: 'Bearer abc' },
    ]
    for (const headers of signedIn) {
      const a = await visit('/negozio', headers)
      const b = await visit('/negozio', headers)
      expect([a.cache, b.cache]).toEqual([null, null])
    }
    expect(renders).toBe(6)
    // Nor does a signed-in visit fill the cache for anonymous ones.
    expect((await visit('/negozio')).cache).toBe('MISS')
  })

  it.each([
    '/account',
    '/account/orders',
    '/en/account',
    '/checkout',
    '/en/checkout',
    '/administration',
    '/login',
    '/reset-password',
    '/api/products',
    '/_serverFn/x',
    '/newsletter/confirm/tok',
  ])('never caches %s', async (path) => {
    expect((await visit(path)).cache).toBeNull()
    expect((await visit(path)).cache).toBeNull()
    expect(renders).toBe(2)
  })

  it('never keeps a response that sets a cookie, is private or no-store, is not 200 or not HTML', async () => {
    const responses = [
      () => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }),
      () =>
        new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'private, max-age=0' } }),
      () => new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'cache-control': 'no-store' } }),
      () => new Response('<p>x</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
      () => new Response(null, { status: 307, headers: { location: '/' } }),
      () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    ]
    for (const [i, make] of responses.entries()) {
      const render = async () => (renders++, make())
      expect((await visit(`/page-${i}`, {}, render)).cache).toBeNull()
      expect((await visit(`/page-${i}`, {}, render)).cache).toBeNull()
    }
    expect(renders).toBe(responses.length * 2)
  })

  it('keeps one page per consent decision, the only cookie the layout renders from', async () => {
    const at = new Date(clock.now).toISOString()
    const consent = (analytics: boolean) =>
      `soglia_consent=${encodeURIComponent(JSON.stringify({ id: '3b241101-e2bb-4255-8caf-4136c566a962', analytics, marketing: false, at }))}`
    expect((await visit('/', { cookie: consent(true) })).cache).toBe('MISS')
    expect((await visit('/', { cookie: consent(false) })).cache).toBe('MISS')
    expect((await visit('/')).cache).toBe('MISS')
    expect((await visit('/', { cookie: `${consent(true)}; i18n_redirected=it; _ga=1` })).cache).toBe('HIT')
    expect((await visit('/', { cookie: 'soglia_consent=garbage' })).cache).toBe('HIT') // no valid decision = none
  })

  it('lets an entry live at most maxAge (promotions and Omnibus windows move with time)', async () => {
    await visit('/promozioni')
    clock.now += 59_000
    expect((await visit('/promozioni')).cache).toBe('HIT')
    clock.now += 2_000
    expect((await visit('/promozioni')).cache).toBe('MISS')
  })

  it('stays within its memory budget (LRU by bytes)', async () => {
    cache = createPageCache({
      readVersion: async () => '1',
      maxBytes: 64 * 1024,
      maxAgeMs: 60_000,
      maxEntryBytes: 32 * 1024,
    })
    const page = async () => new Response('x'.repeat(10_000), { headers: { 'content-type': 'text/html' } })
    for (let i = 0; i < 20; i++) await visit(`/p${i}`, {}, page)
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024)
    expect(cache.stats().entries).toBeLessThan(20)
    expect((await visit('/p19', {}, page)).cache).toBe('HIT') // the most recent stays
    expect((await visit('/p0', {}, page)).cache).toBe('MISS') // the oldest went
  })

  it('renders a cold page once for a burst of concurrent visitors', async () => {
    let calls = 0
    const slow = async () => {
      calls++
      await new Promise((r) => setTimeout(r, 30))
      return new Response('<p>slow</p>', { headers: { 'content-type': 'text/html' } })
    }
    const results = await Promise.all(Array.from({ length: 10 }, () => visit('/slow', {}, slow)))
    expect(calls).toBe(1)
    expect(results.map((r) => r.body)).toEqual(Array(10).fill('<p>slow</p>'))
  })

  it('renders uncached when the version cannot be read', async () => {
    const errors: unknown[] = []
    cache = createPageCache({
      readVersion: () => Promise.reject(new Error('down')),
      maxBytes: 1024,
      maxAgeMs: 1000,
      onError: (e) => errors.push(e),
    })
    expect((await visit('/')).cache).toBeNull()
    expect(errors).toHaveLength(1)
  })

  it('serves the page it had, whatever its age, while the database is unreachable (issue 41)', async () => {
    let down = false
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    cache = createPageCache({
      readVersion: () => (down ? Promise.reject(refused) : Promise.resolve('7')),
      maxBytes: 64 * 1024,
      maxAgeMs: 1000,
      now: () => clock.now,
    })
    const page = async () => new Response('<p>kept</p>', { headers: { 'content-type': 'text/html' } })
    expect((await visit('/', {}, page)).cache).toBe('MISS')
    down = true
    clock.now += 3_600_000
    const stale = await visit('/', {}, async () => {
      throw refused
    })
    expect(stale).toMatchObject({ status: 200, cache: 'STALE', body: '<p>kept</p>' })
    // A page never rendered still goes to its render (which answers the 503 the server gives).
    await expect(
      visit('/other', {}, async () => {
        throw refused
      }),
    ).rejects.toBe(refused)
  })
})

describe('batchedReader', () => {
  it('serves concurrent callers with at most two reads, never with a read older than the call', async () => {
    let reads = 0
    let value = 0
    const read = batchedReader(async () => {
      reads++
      const seen = value
      await new Promise((r) => setTimeout(r, 10))
      return seen
    })
    const first = read()
    value = 1 // a change committed after the first read began
    const later = await Promise.all(Array.from({ length: 50 }, () => read()))
    expect(await first).toBe(0)
    expect(later).toEqual(Array(50).fill(1))
    expect(reads).toBe(2)
  })
})
