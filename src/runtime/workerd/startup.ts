import { definePlugin } from 'nitro'
import { badAddress, decodablePath } from '~/server/lifecycle/unavailable.server'
import { requestScope, type Scope } from './request-scope'

// Every request runs in a scope that knows its waitUntil (nitro puts it on the request) and
// owns the PostgreSQL connections it opened; they close once the answer's body has been sent
// and the request's background work is done.
export default definePlugin((nitroApp) => {
  const next = nitroApp.fetch
  nitroApp.fetch = async (request) => {
    // As the Node and Deno gate does (issue 41): an address that does not decode is our 400, not h3's JSON.
    if (!decodablePath(new URL(request.url).pathname)) return badAddress(request)
    const waitUntil = (request as Request & { waitUntil?: (p: Promise<unknown>) => void }).waitUntil
    const scope: Scope = { waitUntil, pending: [] }
    const response = await requestScope.run(scope, () => next(request))
    if (!scope.connection) return response
    const close = (sent: Promise<unknown>) => {
      const done = Promise.allSettled([sent, ...scope.pending]).then(() => scope.connection?.close())
      waitUntil?.(done.catch(() => {}))
    }
    if (!response.body) {
      close(Promise.resolve())
      return response
    }
    // A streamed page may still query while its body is sent.
    const { readable, writable } = new TransformStream()
    close(response.body.pipeTo(writable))
    return new Response(readable, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
})
