// A closed-loop load: `workers` callers, each sending its next request when the last one is
// answered, until a deadline (the way bench:checkout measures orders). Used where autocannon's
// fixed request does not fit: every order needs its own Idempotency-Key, the soak mixes pages,
// API reads and orders. Latencies are float milliseconds of answers with the expected status.
import { percentile } from './load-stats.ts'

export type Outcome = { ok: boolean; status: number }
export type Window = { requests: number; failures: number; latencies: number[]; statuses: Record<number, number> }

export const emptyWindow = (): Window => ({ requests: 0, failures: 0, latencies: [], statuses: {} })

export function windowFigures(w: Window, seconds: number) {
  const sorted = Float64Array.from(w.latencies).sort()
  return {
    reqPerSec: w.requests / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    failures: w.failures,
    statuses: w.statuses,
  }
}

/**
 * Runs `send` from `workers` loops for `seconds`; `windowOf` picks the window a finished request
 * counts in (one for a plain run, one per minute for the soak).
 */
export async function closedLoop(
  workers: number,
  seconds: number,
  send: (worker: number, serial: number) => Promise<Outcome>,
  windowOf: (elapsedMs: number) => Window,
): Promise<void> {
  const started = performance.now()
  const end = started + seconds * 1000
  let serial = 0
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now()
        let outcome: Outcome
        try {
          outcome = await send(worker, ++serial)
        } catch {
          outcome = { ok: false, status: 0 }
        }
        const t1 = performance.now()
        const w = windowOf(t1 - started)
        w.requests++
        w.statuses[outcome.status] = (w.statuses[outcome.status] ?? 0) + 1
        if (outcome.ok) w.latencies.push(t1 - t0)
        else w.failures++
      }
    }),
  )
}
