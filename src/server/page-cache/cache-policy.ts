// What the rendered-page cache may keep, and under which key (decision 011). Pure functions:
// the request and the response decide, nothing else.
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { CONSENT_COOKIE, parseConsentCookie, readCookie } from '~/domains/consent/consent.schemas'
import { delocalizePath } from '~/lib/i18n/locales'

/** Canonical path prefixes never cached: private areas, forms with tokens, APIs. */
const PRIVATE_PREFIXES = [
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

const MAX_URL_LENGTH = 2048

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`)

/** True when the (localized or canonical) path belongs to a page that is never cached. */
export function isPrivatePath(pathname: string): boolean {
  const { canonical } = delocalizePath(pathname)
  return PRIVATE_PREFIXES.some((p) => underPrefix(pathname, p) || underPrefix(canonical, p))
}

/**
 * The cookie-derived inputs of an anonymous page render. The root layout reads the consent
 * cookie on the server (the dialog is rendered open or closed); the locale comes from the
 * URL only (Paraglide strategy `url`), the colour scheme from localStorage in the browser.
 * The consent cookie's id is never rendered, so only the decision is part of the key.
 */
export function consentVariant(cookieHeader: string | null, now: number): string {
  const stored = parseConsentCookie(readCookie(cookieHeader, CONSENT_COOKIE), now)
  return stored ? `a${stored.analytics ? 1 : 0}m${stored.marketing ? 1 : 0}` : 'none'
}

/**
 * The cache key of a request, or null when the request must be rendered for itself: not a
 * GET, a signed-in visitor (session cookie or bearer token), a private path, an overlong URL.
 */
export function cacheKey(request: Request, now: number): string | null {
  if (request.method !== 'GET') return null
  if (request.url.length > MAX_URL_LENGTH) return null
  const cookies = request.headers.get('cookie')
  if (readCookie(cookies, SESSION_COOKIE) !== null) return null
  if (request.headers.has('authorization')) return null
  const url = new URL(request.url)
  if (isPrivatePath(url.pathname)) return null
  return `${url.host}${url.pathname}${url.search}|consent=${consentVariant(cookies, now)}`
}

/**
 * Whether a rendered response may be shared with other anonymous visitors: a 200 HTML page
 * that sets no cookie and does not call itself private.
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false
  if (response.headers.has('set-cookie')) return false
  const control = response.headers.get('cache-control')?.toLowerCase() ?? ''
  if (/\b(private|no-store)\b/.test(control)) return false
  if (response.headers.get('vary')?.includes('*')) return false
  return true
}
