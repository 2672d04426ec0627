// Where nitro's request entry meets the app's early cache hits (decision 016). The nitro plugin
// (early-hit.plugin.ts) is bundled with nitro's runtime, the code that answers with the app's
// server bundle, which nitro loads on the first request: they meet on globalThis. No imports
// here, so nitro's bundle gets nothing of the app.

/**
 * A cached answer for this request, or null: then the request takes the full path. Synchronous
 * when it can be (no promise on a hit when the data version is known without waiting).
 */
export type EarlyAnswer = (request: Request) => Response | null | Promise<Response | null>
type Fetch = (request: Request) => Response | Promise<Response>

const slot = Symbol.for('soglia.earlyAnswer')
const registry = globalThis as typeof globalThis & { [slot]?: EarlyAnswer }

/** Called by the server entry when it loads (and with undefined to switch early answers off). */
export function setEarlyAnswer(answer: EarlyAnswer | undefined): void {
  registry[slot] = answer
}

/**
 * `next` (nitro's own fetch: h3, route rules, static files, TanStack Start) behind the early
 * answer. Any failure of the early answer sends the request on: it may only ever save work.
 */
export function withEarlyAnswers(next: Fetch): Fetch {
  return (request) => {
    const answer = registry[slot]
    if (!answer) return next(request)
    let early: Response | null | Promise<Response | null>
    try {
      early = answer(request)
    } catch {
      early = null
    }
    if (early instanceof Promise) return early.then((response) => response ?? next(request), () => next(request))
    return early ?? next(request)
  }
}
