import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import handler from '@tanstack/react-start/server-entry'
import { delocalizePath } from './lib/i18n/locales'
import { log } from './lib/log.server'
import { compressResponse } from './server/http/compression.server'
import { paraglideMiddleware } from './paraglide/server.js'
import { processPageCache } from './server/page-cache/process-cache.server'
import { apiPolicy } from './server/page-cache/cache-policy'
import { localeCookieUpdate, localeRedirect } from './server/http/locale-redirect'
import { defaultPublicDir, RESIZE_PREFIX, serveResizedImage } from './server/http/image-resize.server'
import { env } from './config/env.server'

async function route(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    // Anonymous reads of the public catalogue and content share the page cache (decision 011).
    const cache = processPageCache()
    return cache ? cache.handle(request, async () => handler.fetch(request), apiPolicy) : handler.fetch(request)
  }
  if (url.pathname.startsWith('/_serverFn/')) return handler.fetch(request)
  if (url.pathname.startsWith(RESIZE_PREFIX)) {
    return serveResizedImage(request, { publicDir: defaultPublicDir(), cacheDir: join(env().DATA_DIR, 'image-cache') })
  }
  const redirect = localeRedirect(request, url)
  if (redirect) return redirect
  // Pass the original request: a rebuilt one makes Paraglide redirect in a loop.
  const render = () => paraglideMiddleware(request, () => handler.fetch(request))
  // Anonymous visitors' pages come from the page cache (decision 011); the locale cookie
  // below depends on the request alone, so it is added after the cache, never stored in it.
  const cache = processPageCache()
  const response = cache ? await cache.handle(request, render) : await render()
  const cookie = response.headers.get('content-type')?.startsWith('text/html')
    ? localeCookieUpdate(request, delocalizePath(url.pathname).locale)
    : null
  if (!cookie) return response
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
    let response: Response
    try {
      response = await route(request)
    } catch (error) {
      log().error({ err: error, reqId: requestId }, 'request failed')
      response = new Response('Internal Server Error', { status: 500 })
    }
    const url = new URL(request.url)
    log().info(
      { reqId: requestId, method: request.method, path: url.pathname, status: response.status, ms: Math.round(performance.now() - started) },
      'request',
    )
    try {
      response.headers.set('x-request-id', requestId)
    } catch {
      // Immutable headers (e.g. a fetched response): the log line still has the id.
    }
    return compressResponse(request, response)
  },
}
