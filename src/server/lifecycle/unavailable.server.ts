import { pickLocale } from '../api/accept-language'
import { errorResponse } from '~/lib/api/errors.server'
import { baseLocale, delocalizePath, isLocale, locales, type Locale } from '../../lib/i18n/locales'
import { m } from '../../paraglide/messages.js'

// The answers the server gives before the app: when the shop cannot serve a request now (issue 41): still opening its database,
// the database unreachable, or too many orders in progress. Never a 500 and never a hang: a 503
// with Retry-After, in the API's error shape for API calls, as a small page (no script, no
// style to load, retrying by itself) for a visitor's page.

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

// As the shop picks it: a page's locale is its URL's (decision 055), an API call's its `locale`
// parameter or Accept-Language.
function localeOf(request: Request, url: URL): Locale {
  if (!isApiCall(url.pathname)) return delocalizePath(url.pathname).locale
  const param = url.searchParams.get('locale')
  if (isLocale(param)) return param
  return pickLocale(request.headers.get('accept-language'), locales, baseLocale)
}

/** Whether the request is an API or server-function call (answered as JSON). */
export const isApiCall = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_serverFn')

const page = (
  locale: Locale,
  title: string,
  text: string,
  link: { href: string; label: string },
  refreshSeconds?: number,
) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="${escape(link.href)}">${escape(link.label)}</a></p></main></body></html>`

export function unavailable(request: Request, retryAfterSeconds = 5): Response {
  const url = new URL(request.url)
  const locale = localeOf(request, url)
  const headers = { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' }
  if (isApiCall(url.pathname)) return errorResponse('service_unavailable', locale, undefined, undefined, headers)
  const o = { locale }
  const html = page(
    locale,
    m.page_unavailable_title({}, o),
    m.page_unavailable_text({}, o),
    { href: url.pathname + url.search, label: m.page_unavailable_retry({}, o) },
    retryAfterSeconds,
  )
  return new Response(request.method === 'HEAD' ? null : html, {
    status: 503,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}

/**
 * A path whose percent-encoding does not decode (`/%E0%A4%A`): 400 in the API's error shape, or
 * a page saying so (issue 41; the framework answered its own JSON shape for both).
 */
export function badAddress(request: Request): Response {
  const url = new URL(request.url)
  const locale = localeOf(request, url)
  if (isApiCall(url.pathname))
    return errorResponse('invalid_request', locale, { _path: ['validation_invalid_text'] }, undefined, {
      'cache-control': 'no-store',
    })
  const o = { locale }
  const html = page(locale, m.page_bad_address_title({}, o), m.page_bad_address_text({}, o), {
    href: '/',
    label: m.page_home_link({}, o),
  })
  return new Response(request.method === 'HEAD' ? null : html, {
    status: 400,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' },
  })
}

/** Whether the path's percent-encoding decodes. */
export function decodablePath(pathname: string): boolean {
  try {
    // The result is used: a bare call counts as side-effect free and the bundler drops it.
    return typeof decodeURIComponent(pathname) === 'string'
  } catch {
    return false
  }
}
