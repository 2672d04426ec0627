// The shape of srvx's documented `middleware` option (ServerOptions.middleware): what runs
// before nitro's fetch on every request. The Node and Deno entries hand these to srvx
// (runtime/portable/front-middleware.ts); Workers, where nitro's preset calls the app without
// srvx, compose them in their one adapter (runtime/workerd/startup.ts, decision 113).
// Type-only: nitro's runtime bundle includes this file and must get nothing of the app.

export type Answer = Response | Promise<Response>
export type FrontMiddleware = (request: Request, next: () => Answer) => Answer
type Fetch = (request: Request) => Answer

/** `fetch` behind `middleware`, the first outermost: as srvx composes them. */
export function composeFront(middleware: readonly FrontMiddleware[], fetch: Fetch): Fetch {
  let composed = fetch
  for (let i = middleware.length - 1; i >= 0; i--) {
    const run = middleware[i]!
    const next = composed
    composed = (request) => run(request, () => next(request))
  }
  return composed
}
