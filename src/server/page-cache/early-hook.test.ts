// The front middleware before nitro's fetch and the early cache answers (decisions 016, 113).
import fc from 'fast-check'
import { serve } from 'srvx/node'
import { afterEach, describe, expect, it } from 'vitest'
import { delocalizePath } from '~/lib/i18n/locales'
import { frontMiddleware } from '~/runtime/portable/front-middleware'
import { composeFront } from '../http/front-middleware'
import { markOpen, resetLifecycle } from '../lifecycle/lifecycle.server'
import { isPrivatePath } from './cache-policy'
import { earlyAnswers, setEarlyAnswer } from './early-hook'

afterEach(() => {
  setEarlyAnswer(undefined)
  resetLifecycle()
})

const request = (path = '/') => new Request(`http://shop.test${path}`)

describe('the early answers in srvx’s middleware', () => {
  it('answer before nitro’s fetch, which gets everything they do not answer', async () => {
    const seen: string[] = []
    const fetch = (r: Request) => (seen.push(new URL(r.url).pathname), new Response('full'))
    // srvx's own composition of its documented `middleware` option, as the Node entry starts it.
    const server = serve({ fetch, middleware: [earlyAnswers], manual: true, silent: true, gracefulShutdown: false })
    expect(await (await server.fetch(request('/a'))).text()).toBe('full') // nothing registered yet (app not loaded)
    setEarlyAnswer((r) => (r.url.endsWith('/cached') ? new Response('early') : null))
    expect(await (await server.fetch(request('/cached'))).text()).toBe('early')
    expect(await (await server.fetch(request('/b'))).text()).toBe('full')
    setEarlyAnswer(async (r) => (r.url.endsWith('/later') ? new Response('early later') : null))
    expect(await (await server.fetch(request('/later'))).text()).toBe('early later')
    expect(await (await server.fetch(request('/c'))).text()).toBe('full')
    expect(seen).toEqual(['/a', '/b', '/c'])
  })

  it('returns a synchronous early answer as it is, without a promise', () => {
    const answer = new Response('early')
    setEarlyAnswer(() => answer)
    expect(earlyAnswers(request(), () => new Response('full'))).toBe(answer)
  })

  it('puts the gate outside the security headers, and the headers on early hits too', async () => {
    const fetch = composeFront(frontMiddleware(), () => new Response('full'))
    const starting = await fetch(request('/negozio'))
    expect(starting.status).toBe(503) // the gate answers before the database is open
    markOpen()
    setEarlyAnswer((r) => (r.url.endsWith('/cached') ? new Response('early') : null))
    for (const path of ['/cached', '/b']) {
      const response = await fetch(request(path))
      expect(response.headers.get('content-security-policy'), path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })
})

// The reference: what isPrivatePath did before it became a set lookup.
const PREFIXES = [
  '/account',
  '/administration',
  '/checkout',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/newsletter',
  '/api',
  '/_serverFn',
  '/_server',
]
const underPrefix = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`)
const reference = (pathname: string) => {
  const { canonical } = delocalizePath(pathname)
  return PREFIXES.some((p) => underPrefix(pathname, p) || underPrefix(canonical, p))
}

describe('isPrivatePath', () => {
  it('agrees with the prefix comparison it replaced', () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'account',
        'api',
        '_serverFn',
        '_server',
        'login',
        'en',
        'de',
        'negozio',
        'shop',
        'checkout',
        'account.json',
        'api.x',
        'accounting',
        'apix',
        '',
      ),
      fc.stringMatching(/^[a-z._-]{0,8}$/),
    )
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`
        expect(isPrivatePath(path), path).toBe(reference(path))
      }),
      { numRuns: 2000 },
    )
    for (const path of [
      '/account',
      '/account/orders',
      '/en/account',
      '/api',
      '/api.json',
      '/_serverFn/x',
      '/accounting',
      '/negozio',
      '/',
    ]) {
      expect(isPrivatePath(path), path).toBe(reference(path))
    }
  })
})
