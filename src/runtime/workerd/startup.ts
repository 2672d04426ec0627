import { definePlugin } from 'nitro'
import { composeFront, type FrontMiddleware } from '~/server/http/front-middleware'
import { securityHeaders } from '~/server/http/security-headers.middleware'
import { badAddress, decodablePath } from '~/server/lifecycle/unavailable.server'
import { earlyAnswers } from '~/server/page-cache/early-hook'
import { requestScope, type Scope } from './request-scope'

// The one adapter left that replaces `nitroApp.fetch` (decision 113). On Node and Deno the same
// front middleware goes to srvx's documented `middleware` option; nitro's cloudflare-module
// preset calls `nitroApp.fetch` without srvx, and nitro has no hook that may answer before h3
// (its `request` hook cannot, its middleware runs inside h3 after the route rules).
// `workerd-adapter.test.ts` fails when nitro changes what this relies on.
export default definePlugin((nitroApp) => {
  nitroApp.fetch = composeFront([scoped, securityHeaders(), earlyAnswers], nitroApp.fetch)
})

// Every request runs in a scope that knows its waitUntil (nitro puts it on the request) and
// owns the PostgreSQL connections it opened; they close once the answer's body has been sent
// and the request's background work is done. Outermost: the early hits read the data version.
const scoped: FrontMiddleware = async (request, next) => {
  // As the Node and Deno gate does (issue 41): an address that does not decode is our 400, not h3's JSON.
  if (!decodablePath(new URL(request.url).pathname)) return badAddress(request)
  const waitUntil = (request as Request & { waitUntil?: (p: Promise<unknown>) => void }).waitUntil
  const scope: Scope = { waitUntil, pending: [] }
  const response = await requestScope.run(scope, next)
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
