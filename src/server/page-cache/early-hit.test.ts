// Page-cache hits answered before the framework (decision 016), on a real database: the early
// answer sits in front of a "full path" that does what src/server.ts does (route, then
// `cache.handle` with the page rendered from the real API), exactly as the nitro plugin puts it
// in front of nitro's fetch. A stale, shared or differently-dressed early answer fails here.
import { brotliDecompressSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { seededApi } from '~/test/seeded-api'
import { dataVersion, knownDataVersion } from '~/db/data-version.server'
import { ownHeaders, requestRoute } from '~/server/http/request-route'
import { answerFromCache } from './early-hit.server'
import { earlyAnswers, setEarlyAnswer } from './early-hook'
import { createPageCache, type PageCache } from './page-cache.server'
import { versionReader } from './process-cache.server'

// The request log line is part of what a hit does: kept here instead of printed.
const logged = vi.hoisted(() => [] as Array<{ level: string; fields: Record<string, unknown> }>)
vi.mock('~/lib/log.server', () => {
  const at = (level: string) => (fields: Record<string, unknown>) => logged.push({ level, fields })
  return { log: () => ({ info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') }) }
})

const seeded = seededApi()
let admin: string
let cache: PageCache
let fullPath: number
let renders: number
const clock = { now: 1_000_000 }

beforeAll(async () => {
  admin = await seeded.signIn('admin@soglia.test')
  await dataVersion(seeded.db()) // starts following the version (PGlite: LISTEN)
})
afterAll(() => setEarlyAnswer(undefined))

beforeEach(() => {
  logged.length = 0
  fullPath = 0
  renders = 0
  // As the server builds it: the version known without waiting once followed (PGlite).
  cache = createPageCache({
    readVersion: versionReader(async () => seeded.db()),
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    now: () => clock.now,
  })
  setEarlyAnswer((request) => answerFromCache(request, cache))
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
    headers: { 'content-type': 'text/html; charset=utf-8' },
  })
}

/** What src/server.ts does with a request the early answer let through. */
async function entry(request: Request): Promise<Response> {
  fullPath++
  const url = new URL(request.url)
  const route = requestRoute(request, url)
  const own = ownHeaders(route, `full-${fullPath}`)
  if (route.kind === 'redirect') return route.response
  if (route.kind === 'api')
    return cache.handle(
      request,
      () => seeded.api().handler(new Request(request.url, { headers: request.headers }), { ip: null }),
      route.policy,
      own,
      url,
    )
  if (route.kind === 'page') return cache.handle(request, renderShop, route.policy, own, url)
  return new Response('not a page', { status: 404 })
}

const server = (request: Request) => earlyAnswers(request, () => entry(request))
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  server(new Request(`http://shop.test${path}`, { method, headers }))
// The early path's own mark (`Server-Timing: early-hit`) is the one header the entry never sends.
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id' && name !== 'server-timing'))

describe('early cache answers', () => {
  it('answers a hit without the full path, synchronously, with the headers the entry would give', async () => {
    const miss = await get('/negozio', { 'accept-encoding': 'br, gzip' })
    expect([miss.headers.get('x-cache'), fullPath]).toEqual(['MISS', 1])
    const early = server(
      new Request('http://shop.test/negozio', {
        headers: { 'accept-encoding': 'br, gzip', 'x-request-id': 'proxy-1' },
      }),
    )
    if (seeded.database().kind === 'pglite') {
      // PGlite: the version is followed in memory, so a hit needs no promise at all.
      expect(knownDataVersion(seeded.db())).not.toBeNull()
      expect(early).toBeInstanceOf(Response)
    } else {
      // PostgreSQL: other processes write too, so every request reads the version.
      expect(knownDataVersion(seeded.db())).toBeNull()
    }
    const hit = await early
    expect(fullPath).toBe(1)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    // What the entry itself answers for the same request (its own hit path), but for the id.
    const viaEntry = await entry(
      new Request('http://shop.test/negozio', { headers: { 'accept-encoding': 'br, gzip' } }),
    )
    expect(viaEntry.headers.get('x-cache')).toBe('HIT')
    expect(headersOf(hit)).toEqual(headersOf(viaEntry))
    expect([...hit.headers.keys()].filter((k) => k !== 'server-timing')).toEqual([...viaEntry.headers.keys()])
    expect([hit.headers.get('server-timing'), viaEntry.headers.get('server-timing')]).toEqual(['early-hit', null])
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('x-request-id')).toBe('proxy-1')
    expect(hit.headers.get('content-encoding')).toBe('br')
    expect(hit.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(hit.headers.get('set-cookie')).toBe('i18n_redirected=it; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString()).toBe(
      await (await get('/negozio')).text(),
    )
    expect([renders, fullPath]).toEqual([1, 2])
    expect(logged[0]).toMatchObject({
      level: 'info',
      fields: { reqId: 'proxy-1', method: 'GET', path: '/negozio', status: 200 },
    })
  })

  it('gives each hit its own request id and sets the locale cookie only when it differs', async () => {
    await get('/en/shop')
    const a = await get('/en/shop')
    const b = await get('/en/shop', { cookie: 'i18n_redirected=en; _ga=1' })
    expect([a.headers.get('x-cache'), b.headers.get('x-cache'), fullPath]).toEqual(['HIT', 'HIT', 1])
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'))
    expect(a.headers.get('set-cookie')).toMatch(/^i18n_redirected=en;/)
    expect(b.headers.get('set-cookie')).toBeNull()
    expect(a.headers.get('content-encoding')).toBeNull()
  })

  it('is fresh after a catalogue write through the API and after plain SQL', async () => {
    await get('/negozio')
    expect((await get('/negozio')).headers.get('x-cache')).toBe('HIT')
    const res = await seeded
      .api()
      .call('/admin/settings', { method: 'PATCH', token: admin, json: { site_name: 'Soglia Presto' } })
    expect(res.status).toBe(200)
    const after = await get('/negozio')
    expect([after.headers.get('x-cache'), fullPath]).toEqual(['MISS', 2])
    expect(await after.text()).toContain('Soglia Presto')

    const newest = (await (await seeded.api().call('/products?per_page=1')).json()) as { data: Array<{ id: number }> }
    await seeded.db().execute(sql`update products set base_price = 654321 where id = ${newest.data[0]!.id}`)
    const repriced = await get('/negozio')
    expect([repriced.headers.get('x-cache'), fullPath]).toEqual(['MISS', 3])
    expect(await repriced.text()).toContain(': 654321<')
    expect((await get('/negozio')).headers.get('x-cache')).toBe('HIT')
    expect(fullPath).toBe(3)
  })

  it('never answers a signed-in visitor, even when the page is cached for anonymous ones', async () => {
    await get('/negozio')
    const signedIn: Array<Record<string, string>> = [
      { cookie: 'soglia_session=abc' },
      { cookie: 'x=1; soglia_session=abc' },
      { authorization: 'Bearer abc' },
    ]
    for (const headers of signedIn) {
      const response = await get('/negozio', headers)
      expect(response.headers.get('x-cache'), JSON.stringify(headers)).toBeNull()
    }
    expect([fullPath, renders]).toEqual([4, 4])
  })

  it('lets locale redirects, other methods, private paths, server functions and images through', async () => {
    await get('/')
    expect((await get('/')).headers.get('x-cache')).toBe('HIT')
    const before = fullPath
    // `/` is cached, but this visitor is sent to their language first.
    expect((await get('/', { 'accept-language': 'en' })).status).toBe(302)
    expect((await get('/', { cookie: 'i18n_redirected=de' })).status).toBe(302)
    await get('/', {}, 'HEAD')
    await get('/', {}, 'POST')
    for (const path of ['/account', '/checkout', '/_serverFn/x', '/images/w/320/a.jpg', '/negozio/']) await get(path)
    expect(fullPath - before).toBe(9)
  })

  it('answers anonymous public API reads early too, keyed by locale', async () => {
    await get('/api/settings', { 'accept-language': 'en' })
    const hit = await get('/api/settings', { 'accept-language': 'en' })
    expect([hit.headers.get('x-cache'), fullPath]).toEqual(['HIT', 1])
    expect(hit.headers.get('content-type')).toContain('application/json')
    expect(hit.headers.get('set-cookie')).toBeNull()
    expect((await get('/api/settings', { 'accept-language': 'de' })).headers.get('x-cache')).toBe('MISS')
    expect(
      (await get('/api/settings', { authorization: 'Bearer x', 'accept-language': 'en' })).headers.get('x-cache'),
    ).toBeNull()
    expect(fullPath).toBe(3)
  })

  it('sends an entry older than the max age, or a request whose version cannot be read, on to the full path', async () => {
    await get('/promozioni')
    clock.now += 61_000
    expect((await get('/promozioni')).headers.get('x-cache')).toBe('MISS')
    expect(fullPath).toBe(2)

    let fail = false
    cache = createPageCache({
      readVersion: () => (fail ? Promise.reject(new Error('down')) : '7'),
      maxBytes: 1024 * 1024,
      maxAgeMs: 60_000,
    })
    await get('/collezioni')
    expect((await get('/collezioni')).headers.get('x-cache')).toBe('HIT')
    fail = true
    expect((await get('/collezioni')).headers.get('x-cache')).toBeNull() // rendered uncached by the full path
    expect(fullPath).toBe(4)
  })

  it('falls back to the full path when the early answer throws or rejects', async () => {
    setEarlyAnswer((request) =>
      answerFromCache(request, {
        ...cache,
        lookup: () => {
          throw new Error('broken cache')
        },
      }),
    )
    expect((await get('/negozio')).status).toBe(200)
    expect(logged.map((l) => l.level)).toEqual(['warn']) // reported, and the visitor still gets the page
    setEarlyAnswer(() => {
      throw new Error('boom')
    })
    expect((await get('/negozio')).status).toBe(200)
    setEarlyAnswer(() => Promise.reject(new Error('boom')))
    expect((await get('/negozio')).headers.get('x-cache')).toBe('HIT') // the full path's own hit
    setEarlyAnswer(undefined)
    expect((await get('/negozio')).headers.get('x-cache')).toBe('HIT')
    expect(fullPath).toBe(4)
  })
})
