import { env } from '~/config/env.server'
import { handleApiRequest } from '~/server/api/handler.server'
import { apiPolicy } from '~/server/page-cache/cache-policy'
import { processPageCache } from '~/server/page-cache/process-cache.server'
import type { EndpointDef, EndpointInput, EndpointOutput } from './endpoint'
import { ApiError, isApiErrorBody } from './errors'
import type { Locale } from '~/lib/i18n/locales'

type Call<E extends EndpointDef> = Partial<EndpointInput<E>> & {
  locale: Locale
  token?: string | null
  /** The browser's address, for the API's per-IP limits. */
  ip?: string | null
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
  const init: RequestInit = { method: endpoint.method, headers }
  if (call.body !== undefined) {
    headers.set('content-type', 'application/json')
    init.body = JSON.stringify(call.body)
  }
  const base = env().API_URL
  // A remote API sees this server as the caller: it learns the visitor's address from the
  // header (and trusts it only with TRUST_PROXY, see client-ip.server.ts).
  if (base && call.ip) headers.set('x-forwarded-for', call.ip)
  const response = base ? await fetch(`${base.replace(/\/$/, '')}${target}`, init) : await inProcess(new Request(`${INTERNAL_ORIGIN}/api${target}`, init), call.ip ?? null)

  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.fields, payload.error)
    }
    throw new ApiError(response.status, response.status >= 500 ? 'bad_gateway' : 'invalid_request', response.statusText)
  }
  return payload as EndpointOutput<E>
}

/**
 * The in-process API, through the page cache's API policy: a page rendered for an anonymous
 * visitor (a first visit, or a URL with tracking parameters) reuses the catalogue reads other
 * renders made under the same data version (decision 011). Signed-in calls bypass it.
 */
function inProcess(request: Request, ip: string | null): Promise<Response> {
  const cache = processPageCache()
  const handle = async () => handleApiRequest(request, { ip })
  return cache ? cache.handle(request, handle, apiPolicy) : handle()
}
