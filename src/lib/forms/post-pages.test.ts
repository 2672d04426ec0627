import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageTakesPost } from './post-pages'

// Every page whose route handles a native form post is let through, and no other (issue 41).
describe('pageTakesPost', () => {
  it('covers every page route that declares a POST handler', () => {
    const dir = join(process.cwd(), 'src/routes')
    const routes = readdirSync(dir).filter(
      (f) => /\.tsx?$/.test(f) && /^\s+POST:/m.test(readFileSync(join(dir, f), 'utf8')),
    )
    expect(routes.length).toBeGreaterThanOrEqual(6)
    for (const file of routes) {
      // accept-invitation.$token.tsx → /accept-invitation/x; administration_.upload.ts → /administration/upload
      const path = `/${file
        .replace(/\.tsx?$/, '')
        .split('.')
        .map((p) => (p.includes('$') ? 'x' : p.replace(/_$/, '')))
        .join('/')}`
      expect(pageTakesPost(path), file).toBe(true)
    }
  })

  it('refuses the other pages, in any language', () => {
    for (const path of ['/', '/negozio', '/en/shop/porte-interne', '/account/orders', '/verify-emailx'])
      expect(pageTakesPost(path), path).toBe(false)
    expect(pageTakesPost('/en/verify-email/abc')).toBe(true)
    // The quote request page in every language, and its photo uploads (decision 097).
    for (const path of ['/preventivo', '/en/quote', '/de/angebot', '/quote-photo', '/en/quote-photo'])
      expect(pageTakesPost(path), path).toBe(true)
    expect(pageTakesPost('/preventivox')).toBe(false)
  })
})
