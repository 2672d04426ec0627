import { describe, expect, it } from 'vitest'
import { requestRoute } from './request-route'

// The probes are routed before the locale redirect and the page cache (issue 41).
describe('the health probes', () => {
  it.each([
    ['/healthz', 'live'],
    ['/readyz', 'ready'],
  ])('%s is the %s probe, not a page', (path, probe) => {
    const url = new URL(`http://127.0.0.1${path}`)
    expect(requestRoute(new Request(url, { headers: { 'accept-language': 'en' } }), url)).toEqual({
      kind: 'health',
      probe,
    })
  })

  it('a page of that name under a language is still a page', () => {
    const url = new URL('http://127.0.0.1/en/healthz')
    expect(requestRoute(new Request(url), url).kind).not.toBe('health')
  })
})
