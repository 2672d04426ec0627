import { env } from '~/config/env.server'
import { handleApiRequest } from '~/server/api/handler.server'
import type { ApiUser } from '~/domains/shared/api-route'
import { tierForRole } from '~/domains/catalog/pricing'
import { apiReadPolicy, standInReadPolicy } from '~/server/page-cache/tier-policy.server'
import { processPageCache } from '~/server/page-cache/process-cache.server'
import { keptAnswer } from '~/server/page-cache/page-cache.server'
import { jsonTextOf } from '~/server/api/json-answer'
import type { EndpointDef, EndpointInput, EndpointOutput } from './endpoint'
import { ApiError, isApiErrorBody } from './errors'
import type { Locale } from '~/lib/i18n/locales'

type Call<E extends EndpointDef> = Partial<EndpointInput<E>> & {
  locale: Locale
  token?: string | null
  /** The browser's address, for the API's per-IP limits. */
  ip?: string | null
  /** Extra request headers the endpoint reads (e.g. `Idempotency-Key` on `POST /orders`). */
  headers?: Record<string, string>
  /** A shared render's price-tier stand-in (decision 051): in process only, for public reads. */
  standIn?: ApiUser
}

const INTERNAL_ORIGIN = 'http://soglia.internal'

function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')))
}

function buildQuery(query: Record<string, unknown> | undefined, locale: Locale): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v))
  }
  search.set('locale', locale)
  return `?${search}`
}

/**
 * The storefront's one way to reach the REST API. With API_URL unset the request is handed
 * to the in-process API handler (same contract, no socket); otherwise it goes over HTTP.
 */
export async function callApi<E extends EndpointDef>(endpoint: E, call: Call<E>): Promise<EndpointOutput<E>> {
  const target = `${buildPath(endpoint.path, call.params as Record<string, unknown>)}${buildQuery(call.query as Record<string, unknown>, call.locale)}`
  const headers = new Headers({ accept: 'application/json', 'accept-language': call.locale })
  if (call.token) headers.set('authorization', `Bearer ${call.token}`)
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value)
  const init: RequestInit = { method: endpoint.method, headers }
  if (call.body !== undefined) {
    headers.set('content-type', 'application/json')
    init.body = JSON.stringify(call.body)
  }
  const base = env().API_URL
  // Shared renders are made only with the API in process (customer-page.server.ts): a remote
  // API could not be told of a stand-in, and would answer a trade tier's read at base prices.
  if (base && call.standIn) throw new Error('a stand-in read needs the API in process')
  // A remote API sees this server as the caller: it learns the visitor's address from the
  // header (and trusts it only with TRUST_PROXY, see client-ip.server.ts).
  if (base && call.ip) headers.set('x-forwarded-for', call.ip)
  const response = base
    ? await fetch(`${base.replace(/\/$/, '')}${target}`, init)
    : await inProcess(new Request(`${INTERNAL_ORIGIN}/api${target}`, init), call.ip ?? null, call.standIn)

  const payload: unknown = response.status === 204 ? undefined : await readJson(response)
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(
        response.status,
        payload.error.code,
        payload.error.message,
        payload.error.fields,
        payload.error,
      )
    }
    throw new ApiError(response.status, response.status >= 500 ? 'bad_gateway' : 'invalid_request', response.statusText)
  }
  return payload as EndpointOutput<E>
}

/**
 * An answer's JSON, or undefined when it has none. An in-process answer gives its text, or the
 * bytes the cache kept, without a stream to read (decision 055).
 */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = jsonTextOf(response)
    if (text !== undefined) return JSON.parse(text)
    const kept = keptAnswer(response)
    if (kept) return JSON.parse(utf8.decode(kept.body))
    return await response.json()
  } catch {
    return undefined
  }
}
const utf8 = new TextDecoder()

/**
 * The in-process API, through the page cache's API policy: a page rendered for an anonymous
 * visitor (a first visit, or a URL with tracking parameters) reuses the catalogue reads other
 * renders made under the same data version (decision 011), and a trade customer's render those
 * of its price tier, after its session check (decision 048), as a tier's stand-in does (051).
 * Other signed-in calls bypass it.
 */
async function inProcess(request: Request, ip: string | null, standIn: ApiUser | undefined): Promise<Response> {
  const cache = processPageCache()
  const handle = async () => handleApiRequest(request, { ip, standIn })
  if (!cache) return handle()
  return cache.handle(
    request,
    handle,
    standIn ? standInReadPolicy(tierForRole(standIn.priceRole)) : await apiReadPolicy(request),
  )
}

/**
 * A binary answer of the API (a PDF) passed through as it came: status, type and body. Same
 * routing as `callApi` (in process, or API_URL).
 */
export async function fetchApiRaw(path: string, call: { locale: Locale; token: string }): Promise<Response> {
  const headers = new Headers({ 'accept-language': call.locale, authorization: `Bearer ${call.token}` })
  const target = `${path}?locale=${call.locale}`
  const base = env().API_URL
  return base
    ? fetch(`${base.replace(/\/$/, '')}${target}`, { headers })
    : handleApiRequest(new Request(`${INTERNAL_ORIGIN}/api${target}`, { headers }), { ip: null })
}

/**
 * A request whose body is not JSON (an upload), passed through as a stream with the caller's
 * token, if any; the API's answer comes back as it is (status, JSON error or result).
 */
export async function sendApiBody(
  path: string,
  call: {
    locale: Locale
    token: string | null
    ip: string | null
    body: ReadableStream<Uint8Array> | null
    contentLength?: string | null
  },
): Promise<Response> {
  const headers = new Headers({ 'accept-language': call.locale, 'content-type': 'application/octet-stream' })
  // A visitor's upload (a quote request's photo) has no token.
  if (call.token) headers.set('authorization', `Bearer ${call.token}`)
  if (call.contentLength) headers.set('content-length', call.contentLength)
  const init = { method: 'POST', headers, body: call.body, duplex: 'half' } as RequestInit
  const target = `${path}${path.includes('?') ? '&' : '?'}locale=${call.locale}`
  const base = env().API_URL
  if (base) {
    if (call.ip) headers.set('x-forwarded-for', call.ip)
    return fetch(`${base.replace(/\/$/, '')}${target}`, init)
  }
  return handleApiRequest(new Request(`${INTERNAL_ORIGIN}/api${target}`, init), { ip: call.ip })
}
