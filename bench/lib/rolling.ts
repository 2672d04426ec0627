// A rolling restart under steady load (issue 41, `npm run bench:cluster -- --rolling`): two
// processes behind HAProxy, a closed-loop mix of signed-in pages, API reads and orders (each
// with its Idempotency-Key) through the balancer, while each process in turn is told to stop
// (SIGTERM), exits after its drain, and is started again on its port. The bar: 0 failed
// requests (no network error, no 5xx) and every acknowledged order saved exactly once.
import { setTimeout as sleep } from 'node:timers/promises'
import { withDb, type Json } from './cluster-checks.ts'
import { closedLoop, emptyWindow, type Outcome } from './closed-loop.ts'
import { startProcess, type AppProcess, type ProcessOptions } from './cluster.ts'

export type RollingReport = { lines: string[]; failed: number; duplicates: number; lost: number; unanswered: number }

type Kind = 'page' | 'api' | 'order'

async function readyAgain(origin: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const res = await fetch(`${origin}/readyz`).catch(() => null)
    if (res?.status === 200) return
    await sleep(250)
  }
  throw new Error(`${origin} did not become ready again`)
}

export async function rollingRestart(o: {
  balancer: string
  processes: AppProcess[]
  /** How each process is started again (same port, same database and data folder). */
  optionsOf: (p: AppProcess) => ProcessOptions
  token: string
  cookie: string
  pagePath: string
  orderBody: Json
  databaseUrl: string
  connections: number
  /** Load before the first and after the last restart, seconds. */
  settle?: number
}): Promise<RollingReport> {
  const settle = o.settle ?? 4
  const windows: Record<Kind, ReturnType<typeof emptyWindow>> = {
    page: emptyWindow(),
    api: emptyWindow(),
    order: emptyWindow(),
  }
  const errors: Record<string, number> = {}
  const acknowledged = new Map<string, number>()
  let running = true
  const runId = `rolling-${Date.now().toString(36)}`

  let sent = 0
  const send = async (worker: number): Promise<Outcome & { kind: Kind }> => {
    // Its own count: closedLoop's serial starts again with each one-second round.
    const serial = ++sent
    const kind: Kind = serial % 3 === 0 ? 'order' : serial % 3 === 1 ? 'page' : 'api'
    const key = `${runId}-${worker}-${serial}`
    const init: RequestInit =
      kind === 'order'
        ? {
            method: 'POST',
            headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify(o.orderBody),
          }
        : kind === 'page'
          ? { headers: { cookie: o.cookie, 'accept-language': 'it' } }
          : { headers: { authorization: `Bearer ${o.token}` } }
    const path = kind === 'order' ? '/api/orders' : kind === 'page' ? o.pagePath : '/api/products?per_page=12'
    try {
      const res = await fetch(`${o.balancer}${path}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      const text = await res.text()
      if (kind === 'order' && res.status === 201)
        acknowledged.set(key, (JSON.parse(text) as { data: { id: number } }).data.id)
      return { kind, ok: res.status < 500, status: res.status }
    } catch (e) {
      const code = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name
      errors[code] = (errors[code] ?? 0) + 1
      return { kind, ok: false, status: 0 }
    }
  }

  const lines: string[] = []
  const started = new Date()
  // The load runs until the last restart is done and `settle` seconds more.
  const load = (async () => {
    while (running) {
      await closedLoop(
        o.connections,
        1,
        async (w) => {
          const r = await send(w)
          const win = windows[r.kind]
          win.requests++
          win.statuses[r.status] = (win.statuses[r.status] ?? 0) + 1
          if (!r.ok) win.failures++
          return { ok: true, status: r.status } // counted here, per kind
        },
        () => emptyWindow(),
      )
    }
  })()

  await sleep(settle * 1000)
  for (const [i, p] of o.processes.entries()) {
    const t0 = performance.now()
    const exited = new Promise<number | null>((resolve) => p.child.once('exit', (code) => resolve(code)))
    p.child.kill('SIGTERM')
    const code = await exited
    const stoppedMs = performance.now() - t0
    const next = await startProcess(o.optionsOf(p))
    o.processes[i] = next
    await readyAgain(next.origin)
    // HAProxy's check (inter 1s, rise 1) takes it back within a second.
    await sleep(1_500)
    lines.push(
      `${p.name}: drained and exited ${code} in ${Math.round(stoppedMs)} ms, back in ${Math.round(performance.now() - t0)} ms`,
    )
  }
  await sleep(settle * 1000)
  running = false
  await load

  const failed = Object.values(windows).reduce((n, w) => n + w.failures, 0)
  for (const [kind, w] of Object.entries(windows))
    lines.push(`${kind}: ${w.requests} requests, ${w.failures} failed ${JSON.stringify(w.statuses)}`)
  if (Object.keys(errors).length) lines.push(`network errors: ${JSON.stringify(errors)}`)
  // The database's truth: each acknowledged key's order was saved, and no order exists twice
  // (the customer's orders since the start, against the keys that hold an answer).
  const truth = await withDb(o.databaseUrl, async (db) => ({
    keys: (
      await db.query<{ key: string }>(`select key from idempotency_keys where key like $1 and response_status = 201`, [
        `${runId}-%`,
      ])
    ).rows.map((r) => r.key),
    orders: Number(
      (
        await db.query<{ n: string }>(
          `select count(*)::text as n from orders where created_at >= $1 and user_id = (select id from users where email = 'cliente@soglia.test')`,
          [started],
        )
      ).rows[0]!.n,
    ),
  }))
  const savedKeys = new Set(truth.keys)
  const lost = [...acknowledged.keys()].filter((k) => !savedKeys.has(k)).length
  const duplicates = truth.orders - savedKeys.size
  const unanswered = [...savedKeys].filter((k) => !acknowledged.has(k)).length
  lines.push(
    `orders: ${acknowledged.size} acknowledged, ${savedKeys.size} saved with their key, ${truth.orders} in the database: ${lost} acknowledged but missing, ${unanswered} saved but not acknowledged, ${duplicates} without their own key`,
  )
  return { lines, failed, duplicates, lost, unanswered }
}
