// Which way a request takes through the server entry (src/server.ts), and what a cached answer
// to it carries of its own. One place for both the entry and the early cache hits (decision
// 016): they must agree on which requests the page cache may answer, and with which headers.
import { randomUUID } from 'node:crypto'
import { delocalizePath } from '~/lib/i18n/locales'
import { log } from '~/lib/log.server'
import { apiPolicy, pagePolicy, type CachePolicy } from '~/server/page-cache/cache-policy'
import { RESIZE_PREFIX, UPLOADS_PREFIX } from './image-paths'
import { localeCookieUpdate, localeRedirect } from './locale-redirect'
import { legacyAdminRedirect } from '~/domains/admin/legacy-urls'
import { CSP_REPORT_PATH } from './security-headers'

export type RequestRoute =
  /** The REST API: anonymous public reads may come from the cache (decision 011). */
  | { kind: 'api'; policy: CachePolicy }
  /** TanStack Start's server functions: never cached. */
  | { kind: 'server-fn' }
  /** Resized images and media-library uploads (image-resize.server.ts). */
  | { kind: 'image' }
  /** Browsers' CSP violation reports (decision 026): logged. */
  | { kind: 'csp-report' }
  /** Liveness and readiness probes (health.server.ts): never cached. */
  | { kind: 'health'; probe: 'live' | 'ready' }
  /** Decided before rendering and never cached (a page's cache key knows no cookie or language). */
  | { kind: 'redirect'; response: Response }
  /** A page: rendered, or from the cache for anonymous visitors; `cookie` goes with this answer only. */
  | { kind: 'page'; policy: CachePolicy; cookie: string | null }

export function requestRoute(request: Request, url: URL): RequestRoute {
  const path = url.pathname
  if (path === '/api' || path.startsWith('/api/')) return { kind: 'api', policy: apiPolicy }
  if (path.startsWith('/_serverFn/')) return { kind: 'server-fn' }
  if (path.startsWith(RESIZE_PREFIX) || path.startsWith(UPLOADS_PREFIX)) return { kind: 'image' }
  if (path === CSP_REPORT_PATH) return { kind: 'csp-report' }
  if (path === '/healthz') return { kind: 'health', probe: 'live' }
  if (path === '/readyz') return { kind: 'health', probe: 'ready' }
  const redirect = localeRedirect(request, url)
  if (redirect) return { kind: 'redirect', response: redirect }
  // Spec §2 legacy administration screens (decision 022).
  const legacy = legacyAdminRedirect(url)
  if (legacy) return { kind: 'redirect', response: legacy }
  // The locale cookie depends on the request alone, so it goes with this answer, never into the cache.
  return { kind: 'page', policy: pagePolicy, cookie: localeCookieUpdate(request, delocalizePath(path).locale) }
}

/** The request's id: the caller's (a proxy's), else a new one. */
export const requestIdOf = (request: Request): string =>
  request.headers.get('x-request-id')?.slice(0, 100) || randomUUID()

/** The headers of one answer only, added to a replayed one (request id, locale cookie). */
export function ownHeaders(route: RequestRoute, requestId: string): Array<[string, string]> {
  const own: Array<[string, string]> = [['x-request-id', requestId]]
  if (route.kind === 'page' && route.cookie) own.push(['set-cookie', route.cookie])
  return own
}

/** The one log line of a request (LOG_LEVEL info). */
export function logRequest(request: Request, requestId: string, path: string, status: number, started: number): void {
  log().info(
    { reqId: requestId, method: request.method, path, status, ms: Math.round(performance.now() - started) },
    'request',
  )
}
