import { isDraining, isOpen, track } from './lifecycle.server'
import type { FrontMiddleware } from '../http/front-middleware'
import { withHeader } from '../http/with-header'
import { badAddress, decodablePath, unavailable } from './unavailable.server'

// Every request of a Node or Deno server passes here first (the outermost of srvx's middleware,
// runtime/portable/front-middleware.ts). A path whose percent-encoding does not decode is a 400
// in the shop's own shape. While the database is still opening, what needs it is answered 503 at once instead of hanging; the
// probes and the build's files are served. Once told to stop, every request still received is
// answered, counted in flight for the shutdown, and asks for its connection to be closed so a
// keep-alive client (a balancer) opens its next one elsewhere.

// Answered without the database: the probes (readiness says "starting") and static files.
const withoutDatabase =
  /^\/(?:healthz|readyz)$|^\/assets\/|^\/icons\/|\.(?:js|css|png|svg|ico|webp|avif|jpe?g|woff2?|webmanifest|html)$/

export const needsDatabase = (pathname: string) => !withoutDatabase.test(pathname)

export const lifecycleGate: FrontMiddleware = (request, next) => {
  const { pathname } = new URL(request.url)
  // Before the framework, which would answer its own JSON for a path that does not decode.
  if (!decodablePath(pathname)) return badAddress(request)
  if (!isOpen() && needsDatabase(pathname)) return unavailable(request)
  return track(request, pathname, () => {
    const out = next()
    return out instanceof Promise ? out.then(finish) : finish(out)
  })
}

// Draining is checked as the answer leaves: one begun before the signal closes its connection too.
const finish = (response: Response) => (isDraining() ? withHeader(response, 'connection', 'close') : response)
