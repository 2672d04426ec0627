// Load shedding of order placement (issue 41 point 4): 200 orders sent at once to one process
// of the production build on a throw-away PostgreSQL database, each with its Idempotency-Key and
// a 10 s client time-out. Bar: no time-out, only 201/200/503 answers, and — after every refused
// order is sent again with its key, as a client honouring Retry-After does — exactly one order
// per key (zero duplicates, none lost).
//
//   npm run build && npm run bench:shedding [-- --orders 200 --url postgres://postgres@127.0.0.1:5432/postgres]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { orderBody, signIn, withDb } from './lib/cluster-checks.ts'
import { freePort, HOST, loadAverage, startProcess, type AppProcess } from './lib/cluster.ts'
import { ms, percentile } from './lib/load-stats.ts'
import { createThrowawayDb, DEFAULT_ADMIN_URL, type ThrowawayDb } from './lib/throwaway-db.ts'

const { values: args } = parseArgs({
  options: { orders: { type: 'string', default: '200' }, url: { type: 'string', default: DEFAULT_ADMIN_URL } },
})
const total = Number(args.orders)
const TIMEOUT_MS = 10_000

let database: ThrowawayDb | undefined
let app: AppProcess | undefined
let dataDir = ''

type Answer = { status: number | 'timeout' | string; ms: number; retryAfter: number }

async function send(origin: string, token: string, body: object, key: string): Promise<Answer> {
  const t0 = performance.now()
  try {
    const res = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.arrayBuffer()
    return { status: res.status, ms: performance.now() - t0, retryAfter: Number(res.headers.get('retry-after') ?? 0) }
  } catch (e) {
    const name = (e as Error).name
    return {
      status: name === 'TimeoutError' ? 'timeout' : ((e as { cause?: { code?: string } }).cause?.code ?? name),
      ms: performance.now() - t0,
      retryAfter: 0,
    }
  }
}

async function main() {
  database = await createThrowawayDb('shedding', args.url)
  dataDir = mkdtempSync(join(tmpdir(), 'soglia-shedding-'))
  const port = await freePort()
  app = await startProcess({
    name: 'app',
    port,
    databaseUrl: database.url,
    publicUrl: `http://${HOST}:${port}`,
    dataDir,
  })
  const token = await signIn(app.origin, 'cliente@soglia.test')
  const slug = (
    (await (await fetch(`${app.origin}/api/products?q=maniglia&per_page=5`)).json()) as {
      data: Array<{ slug: string }>
    }
  ).data[0]!.slug
  const body = await orderBody(app.origin, token, slug)
  const run = `shed-${Date.now().toString(36)}`
  const keys = Array.from({ length: total }, (_, i) => `${run}-${i}`)

  const started = performance.now()
  const first = await Promise.all(keys.map((key) => send(app!.origin, token, body, key)))
  const wall = performance.now() - started
  const tally = (answers: Answer[]) =>
    answers.reduce<Record<string, number>>((t, a) => ((t[String(a.status)] = (t[String(a.status)] ?? 0) + 1), t), {})
  const sorted = Float64Array.from(first.map((a) => a.ms)).sort()
  console.log(`shedding: ${total} orders at once to one process on PostgreSQL (load average ${loadAverage()})`)
  console.log(
    `  first send: ${JSON.stringify(tally(first))} in ${ms(wall)} ms; p50 ${ms(percentile(sorted, 0.5))} ms, p99 ${ms(percentile(sorted, 0.99))} ms, slowest ${ms(sorted.at(-1)!)} ms`,
  )
  const refused503 = first.filter((a) => a.status === 503)
  if (refused503.length) {
    const slow503 = Float64Array.from(refused503.map((a) => a.ms)).sort()
    console.log(
      `  the 503s answered within ${ms(slow503.at(-1)!)} ms (p50 ${ms(percentile(slow503, 0.5))} ms), Retry-After ${refused503[0]!.retryAfter} s`,
    )
  }

  // Clients honouring Retry-After send the refused ones again with their keys.
  let pending = keys.filter((_, i) => first[i]!.status !== 201)
  let rounds = 0
  while (pending.length && rounds < 30) {
    rounds++
    await sleep(1000)
    const again = await Promise.all(pending.map((key) => send(app!.origin, token, body, key)))
    pending = pending.filter((_, i) => again[i]!.status !== 201 && again[i]!.status !== 200)
  }
  const truth = await withDb(database.url, async (db) => ({
    orders: Number(
      (
        await db.query<{ n: string }>(
          `select count(*)::text as n from orders o join users u on u.id = o.user_id where u.email = 'cliente@soglia.test'`,
        )
      ).rows[0]!.n,
    ),
    keys: Number(
      (
        await db.query<{ n: string }>(
          `select count(*)::text as n from idempotency_keys where key like $1 and response_status = 201`,
          [`${run}-%`],
        )
      ).rows[0]!.n,
    ),
  }))
  const seeded = truth.orders - truth.keys
  console.log(
    `  after ${rounds} retry round(s): ${truth.keys} of ${total} keys placed, ${pending.length} still refused; customer's orders ${truth.orders} (${seeded} seeded before the run)`,
  )
  const onlyExpected = first.every((a) => a.status === 201 || a.status === 200 || a.status === 503)
  const timeouts = first.filter((a) => a.status === 'timeout').length
  const met = onlyExpected && timeouts === 0 && truth.keys === total && pending.length === 0
  console.log(`\nbar (no time-out beyond 10 s, only 201/200/503, every key placed once): ${met ? 'met' : 'not met'}`)
  if (!met) process.exitCode = 1
}

try {
  await main()
} catch (e) {
  console.error(`bench:shedding: ${(e as Error).message}`)
  if (app) console.error(app.output())
  process.exitCode = 1
} finally {
  await app?.stop()
  await database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
