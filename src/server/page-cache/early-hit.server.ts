// Page-cache hits answered before the framework (decision 016): the same decision and the same
// bytes as the server entry (src/server.ts) would give, without h3's event, nitro's middleware,
// the lazy SSR handler and TanStack Start around it (measured: a hit costs about a third less CPU).
import { log } from '~/lib/log.server'
import { logRequest, ownHeaders, requestIdOf, requestRoute } from '~/server/http/request-route'
import type { PageCache } from './page-cache.server'

/** `Server-Timing` of an answer given here (decision 016), never by the full path. */
export const EARLY_MARK: [string, string] = ['server-timing', 'early-hit']

/**
 * The cached answer for this request, or null when it must take the full path: not a GET, a
 * request the entry answers otherwise (server functions, images, locale redirects), a
 * signed-in visitor or a private path (no cache key), nothing fresh in the cache. Misses,
 * renders and every decision about what to keep stay in the entry.
 */
export function answerFromCache(request: Request, cache: PageCache): Response | null | Promise<Response | null> {
  if (request.method !== 'GET') return null
  const started = performance.now()
  try {
    const url = new URL(request.url)
    const route = requestRoute(request, url)
    if (route.kind !== 'page' && route.kind !== 'api') return null
    const requestId = requestIdOf(request)
    const answered = (response: Response | null) => {
      if (response) logRequest(request, requestId, url.pathname, response.status, started)
      return response
    }
    // The mark says which path answered: e2e/page-cache.spec.ts fails when hits stop coming
    // from here (a nitro upgrade that reads `nitroApp.fetch` before plugins run would do that
    // silently, with the full path still answering every hit).
    const own = ownHeaders(route, requestId)
    own.push(EARLY_MARK)
    const answer = cache.lookup(request, route.policy, own, url)
    return answer instanceof Promise ? answer.then(answered, failed) : answered(answer)
  } catch (error) {
    return failed(error)
  }
}

function failed(error: unknown): null {
  log().warn({ err: error }, 'early cache answer failed: request sent on to the full path')
  return null
}
