import { createServerEntry, createStartHandler } from '@tanstack/react-start/server'
import { log } from './lib/log.server'
import { runtime } from '#runtime'
import { processPageCache } from './server/page-cache/process-cache.server'
import { inLocaleOf } from './lib/i18n/locale-scope.server'
import { isReplay } from './server/page-cache/page-cache.server'
import { answerFromCache } from './server/page-cache/early-hit.server'
import { setEarlyAnswer } from './server/page-cache/early-hook'
import { logRequest, ownHeaders, requestIdOf, requestRoute } from './server/http/request-route'
import { guardServerFn } from './server/http/server-fn-guard.server'
import { logCspReport, personal } from './server/http/personal-pages.server'
import { isStorageFull } from './server/api/router.server'
import { apiReadPolicy } from './server/page-cache/tier-policy.server'
import { withRequestScope } from '~/lib/http/request-scope.server'
import { customerPage } from './server/page-cache/customer-page.server'
import { wholePage } from './server/http/whole-page.server'
import { renderPage } from './server/http/render-page.server'
import { liveness, readiness } from './server/http/health.server'
import { noteIfUnreachable, recentlyUnreachable } from './db/reachability'
import { unavailable } from './server/lifecycle/unavailable.server'
import { pageTakesPost } from './lib/forms/post-pages'
import { withHeader } from './server/http/with-header'

/** Start stopped because the visitor left: the abort's own reason (or a body cut short), not an error met on the way. */
function leftEarly(error: unknown, request: Request): boolean {
  if (!request.signal.aborted) return false
  const e = error as NodeJS.ErrnoException | null
  return error === request.signal.reason || (e?.code === 'ECONNRESET' && e.message === 'aborted')
}

/**
 * An API answer to a bearer token is that caller's (a trade tier's prices, their account): no
 * shared cache may keep it or give it to someone else (issue 41). Set per answer, after the page
 * cache: its entries are the anonymous ones too and keep no such header. Private endpoints already
 * say `no-store`, which stays.
 */
function callersOwn(response: Response): Response {
  const kept = response.headers.has('cache-control')
    ? response
    : withHeader(response, 'cache-control', 'private, no-cache')
  return withHeader(kept, 'vary', 'Authorization', 'append')
}

const start = createStartHandler(renderPage)
const handler = createServerEntry({
  async fetch(request, opts) {
    try {
      return await start(request, opts)
    } catch (error) {
      // A visitor who left before the answer: Start stops at its next step with the abort's
      // reason, which it would print as a server error. Nobody reads this answer; the request's
      // log line says 499, as a proxy does.
      if (leftEarly(error, request)) return new Response(null, { status: 499 })
      throw error
    }
  },
})

// Cache hits are answered before nitro's router and TanStack Start see the request (decision
// 016, the front middleware of decision 113); what they cannot answer comes here.
setEarlyAnswer((request) => {
  const cache = processPageCache()
  return cache && answerFromCache(request, cache)
})

async function route(request: Request, url: URL, requestId: string): Promise<Response> {
  const to = requestRoute(request, url)
  switch (to.kind) {
    case 'server-fn': {
      // Size, text and payload shape checked before Start reads the call (issue 14).
      const guarded = await guardServerFn(request, url)
      return guarded.ok ? handler.fetch(guarded.request) : guarded.response
    }
    case 'image':
      // Resized on Node; originals on the edge (decision 041).
      return runtime.serveImage(request)
    case 'redirect':
      return to.response
    case 'csp-report':
      return logCspReport(request)
    case 'health':
      return to.probe === 'live' ? liveness() : readiness()
    case 'api': {
      // Anonymous reads of the public catalogue and content share the page cache (decision 011);
      // a bearer token's, per price tier after its session check (decision 048).
      const cache = processPageCache()
      const answer = cache
        ? await cache.handle(
            request,
            async () => handler.fetch(request),
            await apiReadPolicy(request, url),
            ownHeaders(to, requestId),
            url,
          )
        : await handler.fetch(request)
      return request.headers.has('authorization') ? callersOwn(answer) : answer
    }
    case 'page': {
      // A page is read, not posted to (the confirm pages' no-JavaScript forms aside): refused before its body is read.
      if (request.method !== 'GET' && request.method !== 'HEAD' && !pageTakesPost(url.pathname)) {
        return new Response(null, { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' } })
      }
      // Rendered in the URL's locale (decision 055); the shared render's request is the
      // customer's without the session. On Node a page goes out as one body, in one write (decision 054).
      const renderFor = (r: Request) =>
        inLocaleOf(r, () => handler.fetch(r)).then((response) =>
          runtime.name === 'node' ? wholePage(response) : response,
        )
      const render = () => renderFor(request)
      // Anonymous visitors' pages come from the page cache (decision 011).
      const cache = processPageCache()
      if (cache) {
        // So do signed-in shoppers' (their role's render, made theirs: decisions 050, 051); a process cache only.
        const mine =
          runtime.pageCache === 'process'
            ? await customerPage(request, url, cache, renderFor, ownHeaders(to, requestId))
            : null
        if (mine) return mine
        const response = await cache.handle(request, render, to.policy, ownHeaders(to, requestId), url)
        if (isReplay(response)) return response // only HTML pages are kept: the cookie applies
        return personal(url, withLocaleCookie(response, to.cookie))
      }
      return personal(url, withLocaleCookie(await render(), to.cookie))
    }
  }
}

function withLocaleCookie(response: Response, cookie: string | null): Response {
  if (!cookie || !response.headers.get('content-type')?.startsWith('text/html')) return response
  return withHeader(response, 'set-cookie', cookie, 'append')
}

export default {
  async fetch(request: Request): Promise<Response> {
    const started = performance.now()
    const requestId = requestIdOf(request)
    const url = new URL(request.url)
    let response: Response
    try {
      // A read shares its data version and session lookup across its API calls (decision 044).
      response = await (request.method === 'GET' || request.method === 'HEAD'
        ? withRequestScope(() => route(request, url, requestId))
        : route(request, url, requestId))
    } catch (error) {
      if (noteIfUnreachable(error)) {
        // The database is down or restarting: come back shortly (issue 41), not a 500.
        log().warn({ err: error, reqId: requestId }, 'database unreachable')
        response = unavailable(request)
      } else {
        log().error({ err: error, reqId: requestId }, 'request failed')
        // A full disk is the operator's to fix, and the visitor's to retry: a clear 503 (issue 14).
        response = isStorageFull(error)
          ? Response.json(
              { error: { code: 'storage_full', message: 'Storage full' } },
              { status: 503, headers: { 'retry-after': '300' } },
            )
          : new Response('Internal Server Error', { status: 500 })
      }
    }
    // A page whose render failed because the database was unreachable (its loaders' calls were
    // answered 503): the notice that says when to come back, not the error page.
    if (response.status >= 500 && response.status !== 503 && recentlyUnreachable()) response = unavailable(request)
    logRequest(request, requestId, url.pathname, response.status, started)
    // A cache replay is complete (its id, encoding and Vary set): sent untouched.
    if (isReplay(response)) return response
    try {
      response.headers.set('x-request-id', requestId)
    } catch {
      // Immutable headers (e.g. a fetched response): the log line still has the id.
    }
    return runtime.compress(request, response)
  },
}
