import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import handler from '@tanstack/react-start/server-entry'
import { delocalizePath } from './lib/i18n/locales'
import { log } from './lib/log.server'
import { compressResponse } from './server/http/compression.server'
import { paraglideMiddleware } from './paraglide/server.js'
import { processPageCache } from './server/page-cache/process-cache.server'
import { apiPolicy, pagePolicy } from './server/page-cache/cache-policy'
import { isReplay } from './server/page-cache/page-cache.server'
import { localeCookieUpdate, localeRedirect } from './server/http/locale-redirect'
import { defaultPublicDir, RESIZE_PREFIX, serveResizedImage } from './server/http/image-resize.server'
import { env } from './config/env.server'

async function route(request: Request, url: URL, requestId: string): Promise<Response> {
  const own: Array<[string, string]> = [['x-request-id', requestId]]
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    // Anonymous reads of the public catalogue and content share the page cache (decision 011).
    const cache = processPageCache()
    return cache ? cache.handle(request, async () => handler.fetch(request), apiPolicy, own) : handler.fetch(request)
  }
  if (url.pathname.startsWith('/_serverFn/')) return handler.fetch(request)
  if (url.pathname.startsWith(RESIZE_PREFIX)) {
    return serveResizedImage(request, { publicDir: defaultPublicDir(), cacheDir: join(env().DATA_DIR, 'image-cache') })
  }
  const redirect = localeRedirect(request, url)
  if (redirect) return redirect
  // Pass the original request: a rebuilt one makes Paraglide redirect in a loop.
  const render = () => paraglideMiddleware(request, () => handler.fetch(request))
  // Anonymous visitors' pages come from the page cache (decision 011). The locale cookie
  // depends on the request alone, so it goes with this answer, never into the cache.
  const cookie = localeCookieUpdate(request, delocalizePath(url.pathname).locale)
  const cache = processPageCache()
  if (cache) {
    const response = await cache.handle(request, render, pagePolicy, cookie ? [...own, ['set-cookie', cookie]] : own)
    if (isReplay(response)) return response // only HTML pages are kept: the cookie applies
    return withLocaleCookie(response, cookie)
  }
  return withLocaleCookie(await render(), cookie)
}

function withLocaleCookie(response: Response, cookie: string | null): Response {
  if (!cookie || !response.headers.get('content-type')?.startsWith('text/html')) return response
  try {
    response.headers.append('set-cookie', cookie)
    return response
  } catch {
    // Immutable headers: copy the response.
  }
  const headers = new Headers(response.headers)
  headers.append('set-cookie', cookie)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

export default {
  async fetch(request: Request): Promise<Response> {
    const started = performance.now()
    const requestId = request.headers.get('x-request-id')?.slice(0, 100) || randomUUID()
    const url = new URL(request.url)
    let response: Response
    try {
      response = await route(request, url, requestId)
    } catch (error) {
      log().error({ err: error, reqId: requestId }, 'request failed')
      response = new Response('Internal Server Error', { status: 500 })
    }
    log().info(
      { reqId: requestId, method: request.method, path: url.pathname, status: response.status, ms: Math.round(performance.now() - started) },
      'request',
    )
    // A cache replay is complete (its id, encoding and Vary set): sent untouched.
    if (isReplay(response)) return response
    try {
      response.headers.set('x-request-id', requestId)
    } catch {
      // Immutable headers (e.g. a fetched response): the log line still has the id.
    }
    return compressResponse(request, response)
  },
}
