import { pickLocale } from '../api/accept-language'
import { errorResponse } from '../api/errors.server'
import { baseLocale, delocalizePath, isLocale, locales, type Locale } from '../../lib/i18n/locales'
import { m } from '../../paraglide/messages.js'

// The answer when the shop cannot serve a request now (issue 41): still opening its database,
// the database unreachable, or too many orders in progress. Never a 500 and never a hang: a 503
// with Retry-After, in the API's error shape for API calls, as a small page (no script, no
// style to load, retrying by itself) for a visitor's page.

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

function localeOf(request: Request, url: URL): Locale {
  const param = url.searchParams.get('locale')
  if (isLocale(param)) return param
  const path = delocalizePath(url.pathname)
  if (path.prefixed) return path.locale
  return pickLocale(request.headers.get('accept-language'), locales, baseLocale)
}

/** Whether the request is an API or server-function call (answered as JSON). */
export const isApiCall = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_serverFn')

export function unavailable(request: Request, retryAfterSeconds = 5): Response {
  const url = new URL(request.url)
  const locale = localeOf(request, url)
  const headers = { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' }
  if (isApiCall(url.pathname)) return errorResponse('service_unavailable', locale, undefined, undefined, headers)
  const o = { locale }
  const title = escape(m.page_unavailable_title({}, o))
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escape(m.page_unavailable_text({}, o))}</p><p><a href="${escape(url.pathname + url.search)}">${escape(m.page_unavailable_retry({}, o))}</a></p></main></body></html>`
  return new Response(request.method === 'HEAD' ? null : html, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
}
