// Where the server's front middleware meets the app's early cache hits (decision 016, 113). The
// middleware is bundled with nitro's runtime (the server entry), the code that answers with the
// app's server bundle, which nitro loads on the first request: they meet on globalThis. No
// runtime imports here, so nitro's bundle gets nothing of the app.
import type { FrontMiddleware } from '../http/front-middleware'

/**
 * A cached answer for this request, or null: then the request takes the full path. Synchronous
 * when it can be (no promise on a hit when the data version is known without waiting).
 */
export type EarlyAnswer = (request: Request) => Response | null | Promise<Response | null>

const slot = Symbol.for('soglia.earlyAnswer')
const registry = globalThis as typeof globalThis & { [slot]?: EarlyAnswer }

/** Called by the server entry when it loads (and with undefined to switch early answers off). */
export function setEarlyAnswer(answer: EarlyAnswer | undefined): void {
  registry[slot] = answer
}

/**
 * The early answer in front of `next` (nitro's own fetch: h3, route rules, static files,
 * TanStack Start). Any failure of the early answer sends the request on: it may only ever save work.
 */
export const earlyAnswers: FrontMiddleware = (request, next) => {
  const answer = registry[slot]
  if (!answer) return next()
  let early: Response | null | Promise<Response | null>
  try {
    early = answer(request)
  } catch {
    early = null
  }
  if (early instanceof Promise)
    return early.then(
      (response) => response ?? next(),
      () => next(),
    )
  return early ?? next()
}
