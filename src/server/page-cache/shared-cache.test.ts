// The edge's page cache (decision 045) over a Web Cache API store. Node has no CacheStorage, so
// the store here is a small in-memory one with the Cache API's match/put (a stand-in for the
// platform's, as workerd's is exercised by `npm run test:edge`); keys, policies, versions and
// headers are the real code's.
import { beforeEach, describe, expect, it } from 'vitest'
import { isReplay } from './page-cache.server'
import { apiPolicy } from './cache-policy'
import { createSharedCache } from './shared-cache.server'

class MemoryCache {
  entries = new Map<string, Response>()
  async match(request: RequestInfo | URL) {
    return this.entries.get(String(request))?.clone()
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(String(request), response)
  }
}

let store: MemoryCache
let version: string
let renders: number
const clock = { now: 1_000_000 }
const cache = (namespace = 'build-1') =>
  createSharedCache({
    store: () => store as unknown as Cache,
    namespace,
    readVersion: () => version,
    maxAgeMs: 60_000,
    now: () => clock.now,
  })

const render =
  (body = `<html><p>page ${version}</p></html>`, headers: Record<string, string> = {}) =>
  async () => {
    renders++
    return new Response(body, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0',
        'x-request-id': `r${renders}`,
        ...headers,
      },
    })
  }
const get = (path = '/negozio', headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers })

beforeEach(() => {
  store = new MemoryCache()
  version = '7'
  renders = 0
})

describe('shared (Cache API) page cache', () => {
  it('renders once: MISS, then HIT with the same body, the page own Cache-Control and this request headers', async () => {
    const pages = cache()
    const miss = await pages.handle(get(), render(), undefined, [['x-request-id', 'a']])
    expect(miss.headers.get('x-cache')).toBe('MISS')
    const body = await miss.text()
    const hit = await pages.handle(get(), render(), undefined, [['x-request-id', 'b']])
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(isReplay(hit)).toBe(true)
    expect(await hit.text()).toBe(body)
    expect(hit.headers.get('x-request-id')).toBe('b')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0')
    expect(hit.headers.get('content-security-policy')).toMatch(/script-src/)
    expect(renders).toBe(1)
    // The early path finds it too, without rendering.
    expect((await pages.lookup(get()))?.headers.get('x-cache')).toBe('HIT')
  })

  it('a new data version is a MISS with the new content', async () => {
    const pages = cache()
    await (await pages.handle(get(), render())).text()
    version = '8'
    expect(await pages.lookup(get())).toBeNull()
    const after = await pages.handle(get(), render())
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await after.text()).toContain('page 8')
  })

  it('another build does not see this build pages', async () => {
    await (await cache('build-1').handle(get(), render())).text()
    expect(await cache('build-2').lookup(get())).toBeNull()
  })

  it('never keeps or serves a signed-in visitor page, nor one that sets a cookie', async () => {
    const pages = cache()
    for (let i = 0; i < 2; i++) {
      const signedIn = await pages.handle(get('/negozio', { cookie: 'soglia_session=abc' }), render())
      expect(signedIn.headers.get('x-cache')).toBeNull()
    }
    await pages.handle(get('/negozio?c=1'), render(undefined, { 'set-cookie': 'a=b' }))
    expect(await pages.lookup(get('/negozio?c=1'))).toBeNull()
    expect(renders).toBe(3)
    expect(store.entries.size).toBe(0)
  })

  it('an entry older than the maximum age is rendered again', async () => {
    const pages = cache()
    await (await pages.handle(get(), render())).text()
    clock.now += 61_000
    expect((await pages.handle(get(), render())).headers.get('x-cache')).toBe('MISS')
    expect(renders).toBe(2)
  })

  it('keeps anonymous public API reads by locale, not private ones', async () => {
    const pages = cache()
    const json = async () => {
      renders++
      return Response.json({ data: [] })
    }
    await pages.handle(get('/api/products', { 'accept-language': 'it' }), json, apiPolicy)
    expect(
      (await pages.handle(get('/api/products', { 'accept-language': 'it' }), json, apiPolicy)).headers.get('x-cache'),
    ).toBe('HIT')
    expect(
      (await pages.handle(get('/api/products', { 'accept-language': 'en' }), json, apiPolicy)).headers.get('x-cache'),
    ).toBe('MISS')
    expect((await pages.handle(get('/api/auth/user'), json, apiPolicy)).headers.get('x-cache')).toBeNull()
  })
})
