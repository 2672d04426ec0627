// Soak (issue 15): two PostgreSQL-backed processes behind HAProxy under a steady mix of what
// shoppers do — signed-in product pages, their checkout and order list (rendered per request),
// anonymous pages (cache hits and misses), API reads with a bearer token, cart quotes and
// orders — for `--minutes`, with the resident memory (RSS) of
// each process and the p99 of every minute. Not for CI: run it by hand.
//
//   npm run build && npm run bench:soak -- --minutes 30 [--workers 8 --warmup 2 --heap]
//
// `--heap` starts the processes with the inspector and adds, each minute, what V8 holds: live
// objects, the heap's reserved size, its young generation and memory outside the heap. It tells
// a leak (live objects grow) from a heap that sizes itself to the load (reserved size grows).
//
// Bars, both on the minutes after the warm-up (`--warmup` minutes), split in thirds: RSS growth
// ≤ 10 % (the last third's median RSS against the first third's, per process) and no p99 drift
// (the last third's median p99 at most 1.25× the first third's). Each minute is printed with the
// load average: on a shared machine p99 follows the others' load.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startBalancer, type Balancer } from './lib/balancer.ts'
import { orderBody, requiredChoices, signIn, withDb } from './lib/cluster-checks.ts'
import { closedLoop, emptyWindow, windowFigures, type Window } from './lib/closed-loop.ts'
import { HOST, loadAverage, residentOf, rssOf, startProcesses, type AppProcess } from './lib/cluster.ts'
import { inspectorSession } from './lib/inspector.ts'
import { fmt, ms, percentile, table } from './lib/load-stats.ts'
import { createThrowawayDb, DEFAULT_ADMIN_URL, type ThrowawayDb } from './lib/throwaway-db.ts'

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    workers: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    heap: { type: 'boolean', default: false },
    // V8 or Node flags for the two processes, to compare a setting: `--node-flags=--max-semi-space-size=16`
    // (with `=`: a value that starts with a dash is otherwise read as an option).
    'node-flags': { type: 'string', default: '' },
    port: { type: 'string', default: '5810' },
    url: { type: 'string', default: DEFAULT_ADMIN_URL },
  },
})
const minutes = Number(args.minutes)
const workers = Number(args.workers)
/** Minutes before the baseline: the page cache, memos and JIT fill first (JIT, V8 heap growth). */
const warmup = Number(args.warmup)
const nodeFlags = args['node-flags'].split(/\s+/).filter(Boolean)
const MINUTE_MS = 60_000
// Ports of its own, so a soak and a bench:cluster (or two soaks, `--port`) can run side by side.
const BALANCER_PORT = Number(args.port)
const APP_PORTS = [BALANCER_PORT + 1, BALANCER_PORT + 2]
const INSPECT_PORTS = [BALANCER_PORT + 11, BALANCER_PORT + 12]

let database: ThrowawayDb | undefined
let processes: AppProcess[] = []
let balancer: Balancer | undefined
let dataDir = ''
let vacuum: (() => Promise<void>) | undefined
async function cleanup() {
  await vacuum?.()
  await balancer?.stop()
  await Promise.all(processes.map((p) => p.stop()))
  await database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(130)))

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function main() {
  database = await createThrowawayDb('soak', args.url)
  vacuum = await autovacuumStandIn(database.url)
  dataDir = mkdtempSync(join(tmpdir(), 'soglia-soak-'))
  const publicUrl = `http://${HOST}:${BALANCER_PORT}`
  processes = await startProcesses(APP_PORTS, { databaseUrl: database.url, publicUrl, dataDir }, (i) => [
    ...nodeFlags,
    ...(args.heap ? [`--inspect=${HOST}:${INSPECT_PORTS[i]}`] : []),
  ])
  const heaps = args.heap ? await Promise.all(processes.map((_, i) => inspectorSession(HOST, INSPECT_PORTS[i]!))) : []
  balancer = await startBalancer(
    { host: HOST, port: BALANCER_PORT },
    processes.map((p) => ({ name: p.name, host: HOST, port: p.port })),
  )
  const origin = balancer.origin
  const token = await signIn(origin, 'cliente@soglia.test')
  const catalogue = await withDb(
    database.url,
    async (db) =>
      (
        await db.query<{ sku: string; slug: string; category: string }>(
          `select p.sku, t.slug, ct.slug as category from products p
         join product_translations t on t.product_id = p.id and t.locale = 'it'
         join category_translations ct on ct.category_id = p.category_id and ct.locale = 'it'
        where p.published order by p.id`,
        )
      ).rows,
  )
  const productPages = catalogue.map((p) => `/negozio/${p.category}/${encodeURIComponent(p.slug)}`)
  const categoryPages = [...new Set(catalogue.map((p) => `/negozio/${p.category}`))]
  const door = catalogue.find((p) => p.sku === 'MA-LEV-TON') ?? catalogue[0]!
  const body = JSON.stringify(await orderBody(origin, token, door.slug))
  const quote = JSON.stringify({
    lines: [{ slug: door.slug, quantity: 2, variant_ids: await requiredChoices(origin, door.slug) }],
    region: 'IT-34',
  })
  // A bounded set of URLs: the page cache fills during warm-up instead of growing to its cap later.
  const searches = Array.from(
    { length: 50 },
    (_, i) => `/negozio?q=${['porta', 'legno', 'vetro', 'bianco', 'noce'][i % 5]}&ref=soak${Math.floor(i / 5)}`,
  )
  const bearer = { authorization: `Bearer ${token}` }
  const cookie = { cookie: `soglia_session=${token}` }
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin}${path}`, {
      headers: { 'accept-language': 'it', ...headers },
      redirect: 'manual',
    })
    await res.arrayBuffer()
    return { ok: res.status === 200, status: res.status }
  }
  const post = async (path: string, json: string, headers: Record<string, string>, expect: number) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer, ...headers },
      body: json,
    })
    await res.arrayBuffer()
    return { ok: res.status === expect, status: res.status }
  }
  const pickOf = <T>(xs: T[], n: number) => xs[n % xs.length]!
  let started = 0
  // Each kind's latencies per minute: where a drift comes from (pages, API, quotes or orders).
  const byKind: Array<Map<string, number[]>> = []
  const timed = (kind: string, request: Promise<{ ok: boolean; status: number }>) => {
    const t0 = performance.now()
    return request.then((outcome) => {
      const minute = Math.floor((performance.now() - started) / MINUTE_MS)
      const kinds = (byKind[minute] ??= new Map())
      if (outcome.ok) {
        let latencies = kinds.get(kind)
        if (!latencies) kinds.set(kind, (latencies = []))
        latencies.push(performance.now() - t0)
      }
      return outcome
    })
  }
  const send = (_worker: number, serial: number) => {
    const slot = serial % 20
    if (slot < 6) return timed('product, signed in', get(pickOf(productPages, serial), cookie)) // from the role's render (decision 051)
    // Pages that are the shopper's own, rendered on every request: a leak in rendering shows here.
    if (slot < 7) return timed('checkout, signed in', get('/checkout', cookie))
    if (slot < 8) return timed('order list, signed in', get('/account/orders', cookie))
    if (slot < 12) return timed('product, anonymous', get(pickOf(productPages, serial * 7))) // cache hits once warm
    if (slot < 14) return timed('category, anonymous', get(pickOf(categoryPages, serial)))
    if (slot < 16)
      return timed(
        'api product, bearer',
        get(`/api/products/${encodeURIComponent(pickOf(catalogue, serial).slug)}`, bearer),
      )
    if (slot < 17) return timed('search, anonymous', get(pickOf(searches, serial)))
    if (slot < 19) return timed('cart quote', post('/api/cart/quote', quote, {}, 200))
    return timed(
      'order',
      post('/api/orders', body, { 'idempotency-key': `soak-${_worker}-${serial}-${Date.now()}` }, 201),
    )
  }

  const windows: Window[] = []
  const samples: Array<{ rss: number[]; file: number[]; load: string }> = []
  const windowOf = (elapsed: number) => (windows[Math.floor(elapsed / MINUTE_MS)] ??= emptyWindow())
  const heapSamples: HeapFigures[][] = []
  const sample = () => {
    const resident = processes.map((p) => residentOf(p.child.pid!))
    samples.push({ rss: resident.map((r) => r.rss), file: resident.map((r) => r.file), load: loadAverage() })
    if (heaps.length)
      void Promise.all(heaps.map((h) => h.evaluate<HeapFigures>(HEAP_FIGURES))).then((f) => heapSamples.push(f))
  }
  console.log(
    `soak: ${minutes} min, ${workers} workers through HAProxy on ${origin} to ${processes.map((p) => p.origin).join(', ')}`,
  )
  console.log(
    `start: RSS ${processes.map((p) => `${(rssOf(p.child.pid!) / 2 ** 20).toFixed(0)} MB`).join(' / ')}, load average ${loadAverage()}`,
  )
  const timer = setInterval(() => {
    sample()
    const i = samples.length - 1
    const f = windowFigures(windows[i] ?? emptyWindow(), 60)
    console.log(
      `  minute ${i + 1}: ${fmt(f.reqPerSec)} req/s, p99 ${ms(f.p99)} ms, RSS ${samples[i]!.rss.map((r) => (r / 2 ** 20).toFixed(0)).join(' / ')} MB, load ${samples[i]!.load}`,
    )
  }, MINUTE_MS)
  started = performance.now()
  await closedLoop(workers, minutes * 60, send, windowOf)
  clearInterval(timer)
  if (samples.length < Math.ceil(minutes)) sample()

  const rows = [
    ['minute', 'req/s', 'p50 ms', 'p99 ms', 'failures', ...processes.map((p) => `RSS ${p.name} MB`), 'load average'],
  ]
  const p99s: number[] = []
  windows.slice(0, samples.length).forEach((w, i) => {
    const f = windowFigures(w, 60)
    p99s.push(f.p99)
    const odd = Object.entries(f.statuses)
      .filter(([status]) => !['200', '201'].includes(status))
      .map(([status, n]) => `${n}×${status === '0' ? 'error' : status}`)
    rows.push([
      String(i + 1),
      fmt(f.reqPerSec),
      ms(f.p50),
      ms(f.p99),
      f.failures ? `${f.failures} (${odd.join(' ')})` : '0',
      ...samples[i]!.rss.map((r) => (r / 2 ** 20).toFixed(0)),
      samples[i]!.load,
    ])
  })
  console.log(`\n${table(rows)}\n`)
  for (const h of heaps) h.close()
  if (heapSamples.length)
    console.log(
      `${heapTable(
        heapSamples,
        samples.map((s) => s.file),
        processes.map((p) => p.name),
      )}\n`,
    )
  console.log(kindTable(byKind.slice(warmup, samples.length)))
  console.log(`${await tableReport(database.url)}\n`)
  if (samples.length < warmup + 2)
    return console.log(
      `verdict: too short for one (at least ${warmup + 2} minutes: the warm-up, then a first and a last third)`,
    )
  // Growth is judged as the p99's drift is: the last third's median against the first third's,
  // warm-up excluded (decision 067). RSS climbs for minutes after the warm-up while glibc's arenas
  // reach the load's high-water mark, then stays flat; a leak keeps climbing into the last third.
  const after = p99s.slice(warmup)
  const third = Math.max(1, Math.floor(after.length / 3))
  const rssOfThird = (j: number, part: typeof samples) => median(part.map((s) => s.rss[j]!))
  const growth = processes.map(
    (_, j) =>
      rssOfThird(j, samples.slice(warmup).slice(-third)) / rssOfThird(j, samples.slice(warmup, warmup + third)) - 1,
  )
  const base = samples[warmup - 1] ?? samples[0]!
  const endToEnd = processes.map((_, j) => samples.at(-1)!.rss[j]! / base.rss[j]! - 1)
  const drift = median(after.slice(-third)) / median(after.slice(0, third))
  const percent = (gs: number[]) => gs.map((g) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)} %`).join(' / ')
  console.log(
    `RSS, last third / first third after the ${warmup}-minute warm-up (medians): ${percent(growth)} — bar ≤ 10 %: ${growth.every((g) => g <= 0.1) ? 'met' : 'not met'}`,
  )
  console.log(
    `RSS, last minute / minute ${warmup} (single minutes, for comparison with earlier runs): ${percent(endToEnd)}`,
  )
  console.log(
    `p99, last third / first third (medians): ×${drift.toFixed(2)} — bar ≤ 1.25 (no drift): ${drift <= 1.25 ? 'met' : 'not met'}`,
  )
}

/**
 * A production PostgreSQL runs autovacuum: it keeps the planner's statistics and the visibility
 * map current while tables grow. A server with it off (this workplace's machines) never
 * re-analyzes the soak's database, so the planner keeps costing the customer's order history as
 * the two rows it had at the start and reads all of it per page (decision 058): a drift that
 * no production server would show. Then the soak runs what autovacuum would, once a minute.
 */
async function autovacuumStandIn(databaseUrl: string): Promise<(() => Promise<void>) | undefined> {
  const on = await withDb(
    databaseUrl,
    async (db) => (await db.query<{ autovacuum: string }>('show autovacuum')).rows[0]?.autovacuum === 'on',
  )
  if (on) return undefined
  console.log(
    'autovacuum is off on this server: the soak runs VACUUM (ANALYZE) on its database once a minute in its stead',
  )
  let running: Promise<unknown> = Promise.resolve()
  const timer = setInterval(() => {
    running = running
      .then(() => withDb(databaseUrl, (db) => db.query('VACUUM (ANALYZE)')))
      .catch((e: Error) => console.error(`VACUUM: ${e.message}`))
  }, MINUTE_MS)
  return async () => {
    clearInterval(timer)
    await running
  }
}

/**
 * The tables the soak read row by row and the dead rows left behind: a query that scans a table
 * the soak grows (orders, keys, jobs) gets slower every minute, whatever the machine's load.
 * Counts, not times, so a noisy machine does not blur them.
 */
async function tableReport(databaseUrl: string): Promise<string> {
  const { rows } = await withDb(databaseUrl, (db) =>
    db.query<Record<string, string>>(
      `select relname, seq_scan::text, seq_tup_read::text, coalesce(idx_scan, 0)::text as idx_scan,
              coalesce(idx_tup_fetch, 0)::text as idx_tup_fetch, n_tup_ins::text, n_tup_upd::text, n_live_tup::text, n_dead_tup::text
         from pg_stat_user_tables
        order by seq_tup_read + coalesce(idx_tup_fetch, 0) desc limit 12`,
    ),
  )
  const header = [
    'table (by rows read)',
    'seq scans',
    'rows scanned',
    'index scans',
    'rows by index',
    'inserts',
    'updates',
    'live rows',
    'dead rows',
  ]
  const cells = (r: Record<string, string>) => [
    r.relname!,
    r.seq_scan!,
    r.seq_tup_read!,
    r.idx_scan!,
    r.idx_tup_fetch!,
    r.n_tup_ins!,
    r.n_tup_upd!,
    r.n_live_tup!,
    r.n_dead_tup!,
  ]
  return table([header, ...rows.map(cells)])
}

type HeapFigures = { used: number; total: number; young: number; external: number; native: number }
/**
 * Evaluated in the server: live objects and the heap's reserved size (V8), the memory V8 knows of
 * outside its heap (Buffers), and the rest of RSS: code, stacks and what native code keeps in
 * malloc (compression, the database driver's sockets).
 */
const HEAP_FIGURES = `(() => {
  const u = process.memoryUsage()
  const young = process.getBuiltinModule('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0
  return { used: u.heapUsed, total: u.heapTotal, young, external: u.external, native: u.rss - u.heapTotal - u.external }
})()`

/** `native` is split into the file-backed pages (code mapped in) and the rest (malloc). */
function heapTable(samples: HeapFigures[][], files: number[][], names: string[]): string {
  const mb = (n: number) => (n / 2 ** 20).toFixed(0)
  const header = [
    'minute',
    ...names.flatMap((n) => [`${n} heap used`, 'heap reserved', 'of it young', 'external', 'files mapped', 'malloc']),
  ]
  return table([
    header,
    ...samples.map((s, i) => [
      String(i + 1),
      ...s.flatMap((f, j) => [
        mb(f.used),
        mb(f.total),
        mb(f.young),
        mb(f.external),
        mb(files[i]?.[j] ?? 0),
        mb(f.native - (files[i]?.[j] ?? 0)),
      ]),
    ]),
  ])
}

/** Per kind of request, p50 and p99 in the first and the last third after the warm-up. */
function kindTable(minutes: Array<Map<string, number[]> | undefined>): string {
  const third = Math.max(1, Math.floor(minutes.length / 3))
  const pooled = (part: typeof minutes, kind: string) =>
    Float64Array.from(part.flatMap((m) => m?.get(kind) ?? [])).sort()
  const kinds = [...new Set(minutes.flatMap((m) => [...(m?.keys() ?? [])]))]
  const rows = [['kind (after the warm-up)', 'p50 first third', 'p50 last third', 'p99 first third', 'p99 last third']]
  for (const kind of kinds) {
    const first = pooled(minutes.slice(0, third), kind)
    const last = pooled(minutes.slice(-third), kind)
    rows.push([
      kind,
      ms(percentile(first, 0.5)),
      ms(percentile(last, 0.5)),
      ms(percentile(first, 0.99)),
      ms(percentile(last, 0.99)),
    ])
  }
  return `${table(rows)}\n`
}

try {
  await main()
} catch (e) {
  console.error(`bench:soak: ${(e as Error).message}`)
  for (const p of processes) console.error(`--- ${p.name} output ---\n${p.output()}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
