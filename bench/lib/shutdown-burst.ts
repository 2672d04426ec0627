// A burst of requests with a stop in the middle (issue 41): half of them orders, each with its
// Idempotency-Key, half pages and API reads, all sent at once; `stop` (a SIGTERM, a rolling
// restart's step) is called once the first answer arrives, while the rest are in flight. Each
// request's outcome is kept: its status, or the network error that cut it. Used by
// e2e/graceful-shutdown.spec.ts and bench:cluster --rolling.
import type { Json } from './cluster-checks.ts'

export type Outcome = {
  kind: 'order' | 'page' | 'api'
  key?: string
  orderId?: number
  status: number | null
  error?: string
  ms: number
}

export type BurstOptions = {
  origin: string
  token: string
  orderBody: Json
  size: number
  /** Called once, when the first answer is in (the rest still in flight). */
  stop: () => void | Promise<void>
  /** Pages the others ask for, in turn. */
  paths?: string[]
}

const errorCode = (e: unknown) => {
  const cause = (e as { cause?: { code?: string } }).cause
  return cause?.code ?? (e as Error).message
}

export async function burstWithStop(o: BurstOptions): Promise<Outcome[]> {
  const paths = o.paths ?? ['/', '/negozio/porte-interne', '/api/products?per_page=24', '/api/settings']
  let stopped: Promise<void> | undefined
  const first = () => (stopped ??= Promise.resolve(o.stop()))
  const one = async (i: number): Promise<Outcome> => {
    const started = performance.now()
    const isOrder = i % 2 === 0
    const key = isOrder ? `burst-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}` : undefined
    const path = isOrder ? '/api/orders' : paths[(i >> 1) % paths.length]!
    const kind: Outcome['kind'] = isOrder ? 'order' : path.startsWith('/api/') ? 'api' : 'page'
    try {
      const res = await fetch(`${o.origin}${path}`, {
        method: isOrder ? 'POST' : 'GET',
        headers: {
          'accept-language': 'it',
          authorization: `Bearer ${o.token}`,
          ...(isOrder ? { 'content-type': 'application/json', 'idempotency-key': key! } : {}),
        },
        body: isOrder ? JSON.stringify(o.orderBody) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      })
      const text = await res.text()
      void first()
      const orderId = isOrder && res.status === 201 ? (JSON.parse(text) as { data: { id: number } }).data.id : undefined
      return { kind, key, orderId, status: res.status, ms: performance.now() - started }
    } catch (e) {
      return { kind, key, status: null, error: errorCode(e), ms: performance.now() - started }
    }
  }
  const outcomes = await Promise.all(Array.from({ length: o.size }, (_, i) => one(i)))
  await stopped
  return outcomes
}

/** "48 requests: 48 answered (24 orders 201), 0 failed" — and the failures, when any. */
export function summarize(outcomes: Outcome[]): { failed: Outcome[]; text: string } {
  const failed = outcomes.filter((x) => x.status === null || x.status >= 500)
  const orders = outcomes.filter((x) => x.kind === 'order' && x.status === 201).length
  const slowest = Math.max(...outcomes.map((x) => x.ms))
  const detail = failed.length ? `: ${failed.map((f) => `${f.kind} ${f.status ?? f.error}`).join(', ')}` : ''
  return {
    failed,
    text: `${outcomes.length} requests: ${outcomes.length - failed.length} answered (${orders} orders 201), ${failed.length} failed, slowest ${Math.round(slowest)} ms${detail}`,
  }
}
