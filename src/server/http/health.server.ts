import { sql } from 'drizzle-orm'
import { database } from '~/db/index.server'
import { isDraining } from '~/server/lifecycle/lifecycle.server'

// Issue 41: what a balancer or an orchestrator asks before sending traffic. `/healthz` says the
// process answers (liveness: restart it when this fails); `/readyz` says it can serve: its
// database opened, migrated and seeded, and reachable now (readiness: send it requests only
// while this is 200). Both are cheap, never cached and answered before the page cache.

const PING_TIMEOUT_MS = 2_000
const noStore = { 'cache-control': 'no-store', 'content-type': 'application/json' }

/** Whether the database is open (migrated, seeded) now: a pending open loses to a zero timer. */
const isOpen = () =>
  Promise.race([
    database().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0)),
  ])

const answer = (status: number, body: Record<string, unknown>, retryAfter?: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...noStore, ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}) },
  })

export const liveness = () => answer(200, { status: 'ok' })

export async function readiness(): Promise<Response> {
  // Told to stop: the balancer must send the next requests elsewhere (what came is answered).
  if (isDraining()) return answer(503, { status: 'draining' }, 5)
  // Still migrating or seeding (or the database never opened): come back shortly.
  if (!(await isOpen())) return answer(503, { status: 'starting' }, 5)
  const { db } = await database()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), PING_TIMEOUT_MS)))
  try {
    const ping = await Promise.race([db.execute(sql`select 1`).then(() => 'ok' as const), timeout])
    return ping === 'ok' ? answer(200, { status: 'ready' }) : answer(503, { status: 'database_unreachable' }, 5)
  } catch {
    return answer(503, { status: 'database_unreachable' }, 5)
  } finally {
    clearTimeout(timer)
  }
}
