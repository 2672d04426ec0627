import { afterEach, describe, expect, it } from 'vitest'
import { readiness } from '~/server/http/health.server'
import { lifecycleGate as gateMiddleware, needsDatabase } from './gate.server'
import { beginDrain, inFlight, markOpen, resetLifecycle, whenIdle } from './lifecycle.server'

// Issue 41: the start-up gate, the in-flight count and the drain the shutdown waits on.
afterEach(() => resetLifecycle())

type Fetch = (request: Request) => Response | Promise<Response>
const lifecycleGate =
  (fetch: Fetch): Fetch =>
  (request) =>
    gateMiddleware(request, () => fetch(request))
const slow =
  (ms: number, body = 'ok') =>
  () =>
    new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(body)), ms))

describe('the start-up gate', () => {
  it('answers 503 with Retry-After before the database is open: JSON for the API, a page in the visitor’s language', async () => {
    const gate = lifecycleGate(() => new Response('served'))
    const api = await gate(new Request('http://shop.test/api/products', { headers: { 'accept-language': 'en' } }))
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('5')
    expect(await api.json()).toEqual({
      error: { code: 'service_unavailable', message: expect.stringMatching(/try again/) },
    })
    const page = await gate(new Request('http://shop.test/de/geschaft'))
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('lang="de"')
    expect(await (await gate(new Request('http://shop.test/negozio'))).text()).toContain('Torniamo subito')
    // The probes and the build's files do not wait for the database.
    expect(await (await gate(new Request('http://shop.test/readyz'))).text()).toBe('served')
    expect(await (await gate(new Request('http://shop.test/assets/main-1a2b.js'))).text()).toBe('served')
    markOpen()
    expect(await (await gate(new Request('http://shop.test/api/products'))).text()).toBe('served')
  })

  it('answers a path that does not decode with a 400 of its own, before the framework', async () => {
    markOpen()
    const gate = lifecycleGate(() => new Response('served'))
    const api = await gate(new Request('http://shop.test/api/products/%E0%A4%A'))
    expect(api.status).toBe(400)
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('invalid_request')
    const page = await gate(new Request('http://shop.test/en/shop/%E0%A4%A'))
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Invalid address')
  })

  it('knows what needs the database', () => {
    for (const path of [
      '/',
      '/negozio/porte-interne',
      '/api/settings',
      '/_serverFn/abc',
      '/sitemap.xml',
      '/robots.txt',
    ])
      expect(needsDatabase(path), path).toBe(true)
    for (const path of ['/healthz', '/readyz', '/assets/x.css', '/icons/icon-192.png', '/offline.html', '/sw.js'])
      expect(needsDatabase(path), path).toBe(false)
  })
})

describe('the drain', () => {
  it('counts what is in flight, waits for it, and asks connections to close once draining', async () => {
    markOpen()
    const gate = lifecycleGate((r) => (r.url.endsWith('/slow') ? slow(80)() : new Response('quick')))
    const before = await gate(new Request('http://shop.test/quick'))
    expect(before.headers.get('connection')).toBeNull()
    const pending = gate(new Request('http://shop.test/slow'))
    expect(inFlight()).toBe(1)
    beginDrain()
    expect((await readiness()).status).toBe(503)
    const started = Date.now()
    expect(await whenIdle(5_000)).toEqual({ cut: [] })
    expect(Date.now() - started).toBeGreaterThanOrEqual(60)
    const answered = await pending
    expect(await answered.text()).toBe('ok')
    expect(answered.headers.get('connection')).toBe('close')
    // A request that still arrives while draining is answered too.
    expect((await gate(new Request('http://shop.test/quick'))).headers.get('connection')).toBe('close')
  })

  it('gives up at the bound and says what it cut', async () => {
    markOpen()
    const gate = lifecycleGate(slow(500))
    const pending = gate(new Request('http://shop.test/api/orders', { method: 'POST' }))
    const { cut } = await whenIdle(30)
    expect(cut).toEqual([{ method: 'POST', path: '/api/orders', ms: expect.any(Number) }])
    await pending
    expect(inFlight()).toBe(0)
  })

  it('answers readiness "draining" once told to stop', async () => {
    beginDrain()
    const res = await readiness()
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(await res.json()).toEqual({ status: 'draining' })
  })
})
