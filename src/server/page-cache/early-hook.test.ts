// The nitro plugin and the hook between nitro's fetch and the early cache answers (decision 016).
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { delocalizePath } from '~/lib/i18n/locales'
import { isPrivatePath } from './cache-policy'
import earlyHitPlugin from './early-hit.plugin'
import { setEarlyAnswer, withEarlyAnswers } from './early-hook'

afterEach(() => setEarlyAnswer(undefined))

const request = (path = '/') => new Request(`http://shop.test${path}`)

describe('early-hit nitro plugin', () => {
  it('puts the early answer in front of nitro’s fetch, which gets everything it does not answer', async () => {
    const seen: string[] = []
    const app = { fetch: (r: Request) => (seen.push(new URL(r.url).pathname), new Response('full')), hooks: {} as never }
    earlyHitPlugin(app)
    expect(await (await app.fetch(request('/a'))).text()).toBe('full') // nothing registered yet (app not loaded)
    setEarlyAnswer((r) => (r.url.endsWith('/cached') ? new Response('early') : null))
    expect(await (await app.fetch(request('/cached'))).text()).toBe('early')
    expect(await (await app.fetch(request('/b'))).text()).toBe('full')
    setEarlyAnswer(async (r) => (r.url.endsWith('/later') ? new Response('early later') : null))
    expect(await (await app.fetch(request('/later'))).text()).toBe('early later')
    expect(await (await app.fetch(request('/c'))).text()).toBe('full')
    expect(seen).toEqual(['/a', '/b', '/c'])
  })

  it('returns a synchronous early answer as it is, without a promise', () => {
    const answer = new Response('early')
    setEarlyAnswer(() => answer)
    expect(withEarlyAnswers(() => new Response('full'))(request())).toBe(answer)
  })
})

// The reference: what isPrivatePath did before it became a set lookup.
const PREFIXES = ['/account', '/administration', '/checkout', '/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/newsletter', '/api', '/_serverFn', '/_server']
const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`)
const reference = (pathname: string) => {
  const { canonical } = delocalizePath(pathname)
  return PREFIXES.some((p) => underPrefix(pathname, p) || underPrefix(canonical, p))
}

describe('isPrivatePath', () => {
  it('agrees with the prefix comparison it replaced', () => {
    const segment = fc.oneof(
      fc.constantFrom('account', 'api', '_serverFn', '_server', 'login', 'en', 'de', 'negozio', 'shop', 'checkout', 'account.json', 'api.x', 'accounting', 'apix', ''),
      fc.stringMatching(/^[a-z._-]{0,8}$/),
    )
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
      const path = `/${segments.join('/')}`
      expect(isPrivatePath(path), path).toBe(reference(path))
    }), { numRuns: 2000 })
    for (const path of ['/account', '/account/orders', '/en/account', '/api', '/api.json', '/_serverFn/x', '/accounting', '/negozio', '/']) {
      expect(isPrivatePath(path), path).toBe(reference(path))
    }
  })
})
