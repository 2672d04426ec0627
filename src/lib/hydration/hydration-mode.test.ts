import { describe, expect, it } from 'vitest'
import type { Manifest } from '@tanstack/react-router'
import { deferManifest, holdUntilHydrated, hydratesOnIntent } from './hydration-mode'

const anonymous = { signedIn: false, loginDialogRequired: false }
const root = { routeId: '__root__' }
const home = { routeId: '/', staticData: { hydrate: 'on-intent' as const } }
const product = {
  routeId: '/negozio/$category/$slug',
  staticData: { hydrate: 'on-intent' as const, loginDialog: true },
}
const checkout = { routeId: '/checkout', staticData: {} }

describe('hydratesOnIntent', () => {
  it('is on for an anonymous visitor of a page that opts in', () => {
    expect(hydratesOnIntent([root, home], anonymous)).toBe(true)
    expect(hydratesOnIntent([root, product], anonymous)).toBe(true)
  })
  it('is off where the page does not opt in (forms, checkout, account)', () => {
    expect(hydratesOnIntent([root, checkout], anonymous)).toBe(false)
    expect(hydratesOnIntent([root], anonymous)).toBe(false)
    expect(hydratesOnIntent([], anonymous)).toBe(false)
  })
  it('is off for a signed-in visitor: the cart badge and restore start at once', () => {
    expect(hydratesOnIntent([root, home], { ...anonymous, signedIn: true })).toBe(false)
  })
  it('is off where the login dialog must show at once, and only there', () => {
    const required = { ...anonymous, loginDialogRequired: true }
    expect(hydratesOnIntent([root, product], required)).toBe(false)
    expect(hydratesOnIntent([root, home], required)).toBe(true)
  })
})

const manifest = (): Manifest => ({
  routes: {
    __root__: {
      preloads: ['/assets/index.js', '/assets/react.js', { href: '/assets/router.js' }],
      scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index.js' } }],
      css: ['/assets/styles.css'],
    },
    '/': { preloads: ['/assets/home.js', '/assets/react.js'] },
    '/checkout': { preloads: ['/assets/checkout.js'] },
  },
})

const configOf = (m: Manifest) => {
  const text = m.routes.__root__!.scripts![0]!.children!
  return JSON.parse(/\}\)\((\{"entry":[\s\S]*?\}),function\(u\)/.exec(text)![1]!) as Record<string, unknown>
}

describe('deferManifest', () => {
  it('drops every module preload and replaces the entry script with the loader', () => {
    const original = manifest()
    const rewritten = deferManifest(original, [root, home])
    for (const route of Object.values(rewritten.routes)) expect(route.preloads).toBeUndefined()
    expect(rewritten.routes.__root__!.css).toEqual(['/assets/styles.css'])
    expect(rewritten.routes.__root__!.scripts).toHaveLength(1)
    expect(rewritten.routes.__root__!.scripts![0]!.attrs?.src).toBeUndefined()
    // The original (shared by other requests) is untouched.
    expect(original.routes.__root__!.scripts![0]!.attrs?.src).toBe('/assets/index.js')
    expect(original.routes['/']!.preloads).toHaveLength(2)
  })
  it("gives the loader the entry and the matched routes' modules, once each", () => {
    expect(configOf(deferManifest(manifest(), [root, home]))).toEqual({
      entry: '/assets/index.js',
      preloads: ['/assets/react.js', '/assets/router.js', '/assets/home.js'],
      reload: { key: 'soglia-chunk-reload-at', windowMs: 60_000 },
    })
  })
  it('passes the analytics tag on when given', () => {
    const analytics = { src: '/analytics.js', marker: 'data-soglia-analytics' }
    expect(configOf(deferManifest(manifest(), [root, home], analytics)).analytics).toEqual(analytics)
  })
  it('is idempotent, and leaves a manifest without a single entry script alone', () => {
    const once = deferManifest(manifest(), [root, home])
    expect(deferManifest(once, [root, home])).toBe(once)
    const dev: Manifest = { routes: { __root__: { scripts: [{ children: 'import("/@vite/client")' }] } } }
    expect(deferManifest(dev, [root, home])).toBe(dev)
  })
  it("is made once per manifest and page kind: Start's manifest is the same object on every request", () => {
    const shared = manifest()
    const analytics = { src: '/analytics.js', marker: 'data-soglia-analytics' }
    const homePage = deferManifest(shared, [root, home])
    expect(deferManifest(shared, [root, home])).toBe(homePage)
    expect(holdUntilHydrated(shared, [root, checkout])).toBe(holdUntilHydrated(shared, [root, checkout]))
    // Another page, another consent, another build: each its own rewrite.
    const productPage = deferManifest(shared, [root, product])
    expect(productPage).not.toBe(homePage)
    expect(configOf(productPage).preloads).toEqual(['/assets/react.js', '/assets/router.js'])
    expect(configOf(deferManifest(shared, [root, home], analytics)).analytics).toEqual(analytics)
    expect(configOf(deferManifest(shared, [root, home])).analytics).toBeUndefined()
    expect(deferManifest(manifest(), [root, home])).not.toBe(homePage)
  })
})
