// What the rendered-page cache may keep, and under which key (decision 011). Pure functions:
// the request and the response decide, nothing else.
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { CONSENT_COOKIE, parseConsentCookie, readCookie } from '~/domains/consent/consent.schemas'
import { baseLocale, delocalizePath, isLocale, locales } from '~/lib/i18n/locales'
import { pickLocale } from '~/server/api/accept-language'

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
  '/restore-email',
  '/accept-invitation',
  '/newsletter',
  // A quote's page (decision 106): its link's token is the key, and it changes when accepted.
  '/offerta',
  // A planned visit's page (decision 112): the e-mail's token is the key.
  '/sopralluogo',
  '/api',
  '/_serverFn',
  '/_server',
]

export const MAX_URL_LENGTH = 2048

const PRIVATE_FIRST_SEGMENTS = new Set(PRIVATE_PREFIXES)

/**
 * `path` is a prefix, or starts with one followed by `/` or `.`. Every prefix is one segment
 * without a dot, so that is its first segment (up to a `/` or `.`) being one: a set lookup,
 * as this runs on every request that may be cached, hits included.
 */
function underPrivatePrefix(path: string): boolean {
  let end = 1
  while (end < path.length && path[end] !== '/' && path[end] !== '.') end++
  return PRIVATE_FIRST_SEGMENTS.has(path.slice(0, end))
}

/** True when the (localized or canonical) path belongs to a page that is never cached. */
export function isPrivatePath(pathname: string): boolean {
  return underPrivatePrefix(pathname) || underPrivatePrefix(delocalizePath(pathname).canonical)
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
export function cacheKey(request: Request, now: number, parsed?: URL): string | null {
  if (request.method !== 'GET') return null
  if (request.url.length > MAX_URL_LENGTH) return null
  const cookies = request.headers.get('cookie')
  if (readCookie(cookies, SESSION_COOKIE) !== null) return null
  if (request.headers.has('authorization')) return null
  const url = parsed ?? new URL(request.url)
  if (isPrivatePath(url.pathname)) return null
  return pageKey(url, cookies, now)
}

/** A page's key from what its render depends on: the address and the consent choice. */
export const pageKey = (url: URL, cookies: string | null, now: number) =>
  `${url.host}${url.pathname}${url.search}|consent=${consentVariant(cookies, now)}`

/**
 * What the cache needs to know about one kind of response: its key and whether it may be kept.
 * `url`: the request's URL when the caller has parsed it already (it is, on every hit).
 */
export type CachePolicy = {
  key: (request: Request, now: number, url?: URL) => string | null
  storable: (response: Response) => boolean
}

/**
 * Public read-only API resources an anonymous caller gets the same answer for (decision 011).
 * An allow-list, not "every public GET": a GET with a side effect (a confirmation link) must
 * never be replayed.
 */
const PUBLIC_API_PATHS =
  /^\/api\/(settings|pages\/simple|pages\/[^/]+|categories|attributes|products|products\/[^/]+|collections|collections\/[^/]+|configurator\/models|configurator\/models\/[^/]+|blog-posts|blog-posts\/[^/]+|faq|promotions|slides)$/

/**
 * The cache key of an API request, or null. Anonymous answers depend on the path, the query
 * and the locale (the `locale` parameter, else Accept-Language: the API answers
 * `Vary: accept-language`); a bearer token or a session cookie means a price tier, so no cache.
 */
export function apiCacheKey(request: Request, _now?: number, parsed?: URL): string | null {
  if (request.headers.has('authorization')) return null
  return publicApiKey(request, parsed)
}

/**
 * The anonymous answer's key of a public API read, whoever asks: `apiCacheKey` without the
 * caller check. A bearer token's answer is keyed from it by price tier (tier-policy.server.ts,
 * decision 048). A session cookie still means no key: the API never reads it, but a request
 * carrying one is left to the rules above.
 */
export function publicApiKey(request: Request, parsed?: URL): string | null {
  if (request.method !== 'GET') return null
  if (request.url.length > MAX_URL_LENGTH) return null
  if (readCookie(request.headers.get('cookie'), SESSION_COOKIE) !== null) return null
  const url = parsed ?? new URL(request.url)
  if (!PUBLIC_API_PATHS.test(url.pathname)) return null
  const param = url.searchParams.get('locale')
  const locale = isLocale(param) ? param : pickLocale(request.headers.get('accept-language'), locales, baseLocale)
  return `${url.host}${url.pathname}${url.search}|locale=${locale}`
}

/** Whether an API answer may be shared: a 200 JSON body that sets no cookie and is not private. */
export function isStorableApi(response: Response): boolean {
  return (
    response.status === 200 &&
    !!response.headers.get('content-type')?.startsWith('application/json') &&
    isShareable(response)
  )
}

const isShareable = (response: Response) => {
  if (response.headers.has('set-cookie')) return false
  const control = response.headers.get('cache-control')?.toLowerCase() ?? ''
  if (/\b(private|no-store)\b/.test(control)) return false
  return !response.headers.get('vary')?.includes('*')
}

export const pagePolicy: CachePolicy = { key: cacheKey, storable: isStorable }
export const apiPolicy: CachePolicy = { key: apiCacheKey, storable: isStorableApi }

/**
 * Whether a rendered response may be shared with other anonymous visitors: a 200 HTML page
 * that sets no cookie and does not call itself private.
 */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 && !!response.headers.get('content-type')?.startsWith('text/html') && isShareable(response)
  )
}
