import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isPageRequest, isPrivatePage, isPublicApiRead, publicPrecacheEntries } from './pwa.config'

const origin = 'https://soglia.test'
const ctx = (path: string, init: RequestInit & { navigate?: boolean } = {}) => {
  const request = new Request(`${origin}${path}`, init)
  // A Request cannot be built with mode "navigate": stand in for a page load.
  const mode = init.navigate ? 'navigate' : request.mode
  return {
    url: new URL(request.url),
    request: new Proxy(request, { get: (r, k) => (k === 'mode' ? mode : Reflect.get(r, k)) }),
    sameOrigin: true,
  }
}

describe('service worker rules', () => {
  it('keeps public pages and never private ones', () => {
    for (const path of ['/', '/en/shop', '/negozio/porte-interne/x', '/chi-siamo', '/accounting-guide']) {
      expect(isPageRequest(ctx(path, { navigate: true })), path).toBe(true)
      expect(isPrivatePage(ctx(path, { navigate: true })), path).toBe(false)
    }
    for (const path of [
      '/account/orders',
      '/en/account',
      '/checkout',
      '/de/checkout/complete',
      '/login',
      '/it/register',
      '/verify-email/abc',
      '/administration/orders',
    ]) {
      expect(isPrivatePage(ctx(path, { navigate: true })), path).toBe(true)
    }
    // Pages asked for by registerServiceWorker (accept: text/html) follow the same rules.
    expect(isPageRequest(ctx('/en/shop', { headers: { accept: 'text/html' } }))).toBe(true)
    expect(isPrivatePage(ctx('/account', { headers: { accept: 'text/html' } }))).toBe(true)
    expect(isPageRequest(ctx('/_serverFn/abc', { headers: { accept: 'application/json' } }))).toBe(false)
  })

  it('keeps public API reads only', () => {
    expect(isPublicApiRead(ctx('/api/products?locale=en'))).toBe(true)
    expect(isPublicApiRead(ctx('/api/auth/user', { headers: { authorization: 'Bearer x' } }))).toBe(false)
    expect(isPublicApiRead(ctx('/_serverFn/abc'))).toBe(false)
  })

  it('precaches the offline page and the icons from public/, with content revisions', () => {
    const entries = publicPrecacheEntries()
    const urls = entries.map((e) => e.url)
    expect(urls).toContain('/offline.html')
    expect(urls).toContain('/icons/icon-192.png')
    expect(urls).toContain('/images/brand/favicon.svg')
    for (const e of entries) {
      expect(e.revision).toMatch(/^[0-9a-f]{16}$/)
      expect(existsSync(`public${e.url}`)).toBe(true)
    }
  })
})
