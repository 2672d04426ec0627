import { randomUUID } from 'node:crypto'
import handler from '@tanstack/react-start/server-entry'
import { delocalizePath } from './lib/i18n/locales'
import { log } from './lib/log.server'
import { compressResponse } from './server/http/compression.server'
import { paraglideMiddleware } from './paraglide/server.js'
import { localeCookieUpdate, localeRedirect } from './server/http/locale-redirect'


async function route(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handler.fetch(request)
  if (url.pathname.startsWith('/_serverFn/')) return handler.fetch(request)
  const redirect = localeRedirect(request, url)
  if (redirect) return redirect
  // Pass the original request: a rebuilt one makes Paraglide redirect in a loop.
  const response = await paraglideMiddleware(request, () => handler.fetch(request))
  const cookie = response.headers.get('content-type')?.startsWith('text/html')
    ? localeCookieUpdate(request, delocalizePath(url.pathname).locale)
    : null
  if (!cookie) return response
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
