import { env } from '~/config/env.server'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

// Load shedding for order placement (issue 41): at most ORDER_CONCURRENCY orders are placed at
// once in a process; the next is refused at once with 503 and Retry-After instead of queueing
// behind the others until its client gives up (200 at once took 8.3 s at the median, and 229
// orders were committed after their client had left). The refused one wrote nothing, so its
// retry with the same Idempotency-Key places it; a retry of one that was placed gets its answer.

const RETRY_AFTER_S = 2
const key = Symbol.for('soglia.orderAdmission')
const registry = globalThis as typeof globalThis & { [key]?: { running: number; limit?: number } }
const state = () => (registry[key] ??= { running: 0 })

/** A refusal that says when to come back (the router sets Retry-After from it). */
export class OrdersBusy extends HttpError {
  readonly retryAfter = RETRY_AFTER_S
  constructor(locale: Locale) {
    super('service_unavailable', undefined, m.orders_error_busy({}, { locale }), { reason: 'orders_busy' })
  }
}

/** Runs `place` when a slot is free, else throws OrdersBusy without running it. */
export async function admitted<T>(locale: Locale, place: () => Promise<T>): Promise<T> {
  const s = state()
  if (s.running >= (s.limit ?? env().ORDER_CONCURRENCY)) throw new OrdersBusy(locale)
  s.running++
  try {
    return await place()
  } finally {
    s.running--
  }
}

/** Tests: another limit for this process (undefined: the environment's again). */
export const setOrderConcurrency = (limit: number | undefined) => void (state().limit = limit)
