import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { takesNativePost } from './native-post-paths'

// Every page whose route handles a native form post is let through, and no other (issue 41).
describe('takesNativePost', () => {
  it('covers every route that handles a native post', () => {
    const dir = join(process.cwd(), 'src/routes')
    const routes = readdirSync(dir).filter((f) => f.endsWith('.tsx') && readFileSync(join(dir, f), 'utf8').includes('handleNativePost'))
    expect(routes.length).toBeGreaterThan(0)
    for (const file of routes) {
      // accept-invitation.$token.tsx → /accept-invitation/x; verify-email.{-$token}.tsx → /verify-email/x
      const path = `/${file.replace(/\.tsx$/, '').split('.').map((p) => (p.includes('$') ? 'x' : p)).join('/')}`
      expect(takesNativePost(path), file).toBe(true)
    }
  })

  it('refuses the other pages, in any language', () => {
    for (const path of ['/', '/negozio', '/en/shop/porte-interne', '/account/orders', '/verify-emailx']) expect(takesNativePost(path), path).toBe(false)
    expect(takesNativePost('/en/verify-email/abc')).toBe(true)
  })
})
