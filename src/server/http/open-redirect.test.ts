import { describe, expect, it } from 'vitest'
import { safeRedirect } from '~/domains/auth/guards'
import { localPath } from '~/lib/safe-redirect'
import { localeRedirect } from './locale-redirect'
import { withSecurityHeaders } from './security-headers'

// Issue 14 (finding 14): every redirect the shop makes stays on its own origin. A table of
// hostile paths, through every place that builds a Location.

const ORIGIN = 'https://shop.test'
const hostile = [
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '/it//evil.example',
  '/it///evil.example/',
  '/en//evil.example/',
  '/\\evil.example/',
  '/it/\\evil.example',
  '/%2F%2Fevil.example/',
  '/%5C%5Cevil.example/',
  '//evil.example/negozio/',
  '/it//evil.example/?next=//evil.example',
  '//evil.example:443/',
  '//user@evil.example/',
]

/** Where a browser at ORIGIN goes when told `location`. */
const target = (location: string) => new URL(location, `${ORIGIN}/some/page`)

describe('redirects stay on the shop origin', () => {
  it.each(hostile)('locale redirect of %s', (path) => {
    const url = new URL(path.replace(/^\/+/, '/').length ? `${ORIGIN}${path}` : ORIGIN)
    // Build the URL as the server sees it: the raw path, however many slashes it has.
    Object.defineProperty(url, 'pathname', { value: new URL(`http://x${path}`).pathname })
    const response = localeRedirect(new Request(`${ORIGIN}/`), url)
    if (!response) return
    const location = response.headers.get('location')!
    expect(target(location).origin, `${path} → ${location}`).toBe(ORIGIN)
  })

  it.each([
    ...hostile,
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '\\\\evil.example',
    '/ok\u0000/x',
    ' //evil.example',
  ])('login redirect target %s', (path) => {
    const safe = safeRedirect(path)
    if (safe !== undefined) expect(target(safe).origin, `${path} → ${safe}`).toBe(ORIGIN)
  })

  it('keeps ordinary paths', () => {
    expect(localPath('/negozio/porte?x=1#top')).toBe('/negozio/porte?x=1#top')
    expect(safeRedirect('/account/orders')).toBe('/account/orders')
  })

  it.each(['//evil.example', '/\\evil.example', '\\\\evil.example', '///evil.example/x'])(
    'the last net rewrites a Location %s',
    (location) => {
      const response = withSecurityHeaders(new Response(null, { status: 302, headers: { location } }), 'n', false)
      expect(target(response.headers.get('location')!).origin).toBe(ORIGIN)
    },
  )
})
