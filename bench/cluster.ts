// Scale-out on PostgreSQL (issue 15): app processes of the production build on one throw-away
// PostgreSQL database behind HAProxy (bench/lib/balancer.ts, installed with apt-get when
// missing), measured with 1 and with 2 processes behind the balancer:
//   (a) throughput: the administrator's signed-in product page (session cookie; rendered per request,
//       every shopper's comes from the shared render of their role, decisions 050/051; autocannon)
//       and order placement (POST /api/orders, a new Idempotency-Key each, closed loop);
//   (b) consistency across the processes (bench/lib/cluster-checks.ts, also e2e/cluster.spec.ts):
//       the one-use coupon race, idempotent retries on different processes, a logout on one
//       process refused by the other, password throttling counted across processes, and a
//       change reaching every process's cached pages (timed).
// Bar: ≥ 1.6× the 1-process throughput with 2 processes. Every figure is printed beside the load
// average (`uptime`) and the cores each party used: on a shared machine the second process
// competes with other work, and on two cores with PostgreSQL and the load generator too.
// `--cpus 0.4` gives every process a CPU quota of its own (bench/lib/cpu-quota.ts, as a container
// runtime gives each replica), so that two processes have twice one's CPU while PostgreSQL and
// the load keep the rest: it asks whether the shop scales out, not whether the machine is big
// enough (decision 073).
//
// `--rolling` measures a deploy instead (issue 41, bench/lib/rolling.ts): under steady load through
// the balancer each process in turn is stopped (SIGTERM: it drains) and started again; bar: 0
// failed requests and every acknowledged order saved once.
//
//   npm run build && npm run bench:cluster [-- --duration 10 --connections 10 --cpus 0.4 --url postgres://postgres@127.0.0.1:5432/postgres]
//   npm run build && npm run bench:cluster -- --rolling [--connections 10]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startBalancer, type Balancer } from './lib/balancer.ts'
import {
  changesReachEveryCache,
  couponRace,
  idempotentRetries,
  logoutEverywhere,
  orderBody,
  signIn,
  throttleAcrossProcesses,
  withDb,
} from './lib/cluster-checks.ts'
import { closedLoop, emptyWindow, windowFigures } from './lib/closed-loop.ts'
import { freePort, HOST, loadAverage, startProcesses, type AppProcess } from './lib/cluster.ts'
import { cpuQuota, type CpuQuota } from './lib/cpu-quota.ts'
import { fmt, ms, percentile, table } from './lib/load-stats.ts'
import { cpuMsOf, cpuMsOfPid, stolenMs } from './lib/proc-cpu.ts'
import { rollingRestart } from './lib/rolling.ts'
import { createThrowawayDb, DEFAULT_ADMIN_URL, type ThrowawayDb } from './lib/throwaway-db.ts'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    url: { type: 'string', default: DEFAULT_ADMIN_URL },
    cpus: { type: 'string' },
    rolling: { type: 'boolean', default: false },
    port: { type: 'string' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
// bench:cluster's ports: free ones the OS gives (issue 41: fixed ones collided with other runs),
// or `--port N` for the balancer and N+1, N+2 for the processes (README, "Running several processes").
const firstPort = args.port ? Number(args.port) : null
const freePorts = async (n: number) => {
  const ports = new Set<number>()
  while (ports.size < n) ports.add(await freePort())
  return [...ports]
}
const ports = firstPort ? [firstPort, firstPort + 1, firstPort + 2] : await freePorts(3)
const BALANCER_PORT = ports[0]!
const APP_PORTS = ports.slice(1)

let database: ThrowawayDb | undefined
let processes: AppProcess[] = []
let balancer: Balancer | undefined
let dataDir = ''
let quotas: CpuQuota[] = []

async function cleanup() {
  await balancer?.stop()
  await Promise.all(processes.map((p) => p.stop()))
  for (const quota of quotas) quota.remove()
  await database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(130)))

function pageLoad(
  url: string,
  cookie: string,
  seconds: number,
): Promise<{ reqPerSec: number; p99: number; non2xx: number }> {
  const latencies: number[] = []
  return new Promise((ok, fail) => {
    const run = autocannon(
      { url, headers: { cookie, 'accept-language': 'it' }, connections, duration: seconds, timeout: 10 },
      (err, r) => {
        if (err) return fail(err)
        ok({
          reqPerSec: r.requests.average,
          p99: percentile(Float64Array.from(latencies).sort(), 0.99),
          non2xx: r.non2xx,
        })
      },
    )
    run.on('response', (_c: unknown, status: number, _b: number, t: number) => status === 200 && latencies.push(t))
  })
}

async function orderLoad(origin: string, token: string, body: object, seconds: number) {
  const w = emptyWindow()
  const send = async (worker: number, serial: number) => {
    const res = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': `bench-${Date.now()}-${worker}-${serial}`,
      },
      body: JSON.stringify(body),
    })
    await res.arrayBuffer()
    return { ok: res.status === 201, status: res.status }
  }
  await closedLoop(connections, seconds, send, () => w)
  return windowFigures(w, seconds)
}

async function main() {
  database = await createThrowawayDb('cluster', args.url)
  dataDir = mkdtempSync(join(tmpdir(), 'soglia-cluster-'))
  const publicUrl = `http://${HOST}:${BALANCER_PORT}`
  console.log(
    `cluster: ${APP_PORTS.length} processes on ${database.name}, behind HAProxy on ${publicUrl} (load average ${loadAverage()})`,
  )
  processes = await startProcesses(APP_PORTS, { databaseUrl: database.url, publicUrl, dataDir })
  if (args.cpus) {
    for (const p of processes) {
      const quota = cpuQuota(`soglia-${p.name}`, Number(args.cpus))
      quotas.push(quota) // before `add`: a group made is a group removed, whatever fails next
      quota.add(p.child.pid!)
    }
    console.log(`each process held to ${args.cpus} cores (${quotas.map((q) => q.path).join(', ')})`)
  }
  const origins = processes.map((p) => p.origin)

  const token = await signIn(origins[0]!, 'cliente@soglia.test')
  // The administrator's storefront page is rendered per request (decisions 050, 051): it measures rendering.
  const renderedToken = await signIn(origins[0]!, 'admin@soglia.test')
  const slug = await withDb(
    database.url,
    async (db) =>
      (
        await db.query<{ slug: string }>(
          `select t.slug from product_translations t join products p on p.id = t.product_id where p.sku = 'MA-LEV-TON' and t.locale = 'it'`,
        )
      ).rows[0]!.slug,
  )
  const body = await orderBody(origins[0]!, token, slug)
  const product = (await (await fetch(`${origins[0]}/api/products/${encodeURIComponent(slug)}`)).json()) as {
    data: { category: { slug: string } }
  }
  const pagePath = `/negozio/${product.data.category.slug}/${encodeURIComponent(slug)}`

  if (args.rolling) return rolling(token, renderedToken, pagePath, body, publicUrl)

  const rows: string[][] = [
    [
      'processes',
      'scenario',
      'req/s',
      'p99 ms',
      'failures',
      'cores: app',
      'postgres',
      'haproxy + load',
      'stolen',
      'throttled',
      'load average',
    ],
  ]
  // Cores each party used during `run`: where the machine's two cores went, and what the host
  // took from them for its other guests (steal).
  const measured = async <T>(n: number, seconds: number, run: () => Promise<T>) => {
    const read = (own = process.cpuUsage()) => ({
      app: processes.slice(0, n).reduce((sum, p) => sum + cpuMsOfPid(p.child.pid!), 0),
      postgres: cpuMsOf('postgres'),
      rest: cpuMsOf('haproxy') + (own.user + own.system) / 1000,
      stolen: stolenMs(),
      throttled: quotas.reduce((sum, q) => sum + q.throttledPeriods(), 0),
    })
    const before = read()
    const result = await run()
    const after = read()
    const cores = (key: 'app' | 'postgres' | 'rest' | 'stolen') =>
      ((after[key] - before[key]) / 1000 / seconds).toFixed(2)
    return {
      result,
      cpu: [
        cores('app'),
        cores('postgres'),
        cores('rest'),
        cores('stolen'),
        quotas.length ? String(after.throttled - before.throttled) : '—',
      ],
    }
  }
  const figures: Record<string, number[]> = { page: [], orders: [] }
  for (const n of [1, APP_PORTS.length]) {
    balancer = await startBalancer(
      { host: HOST, port: BALANCER_PORT },
      processes.slice(0, n).map((p) => ({ name: p.name, host: HOST, port: p.port })),
    )
    await pageLoad(`${balancer.origin}${pagePath}`, `soglia_session=${renderedToken}`, 2) // warm-up
    const { result: page, cpu: pageCpu } = await measured(n, duration, () =>
      pageLoad(`${balancer!.origin}${pagePath}`, `soglia_session=${renderedToken}`, duration),
    )
    rows.push([
      String(n),
      'signed-in product page',
      fmt(page.reqPerSec),
      ms(page.p99),
      String(page.non2xx),
      ...pageCpu,
      loadAverage(),
    ])
    figures.page!.push(page.reqPerSec)
    const { result: orders, cpu: orderCpu } = await measured(n, duration, () =>
      orderLoad(balancer!.origin, token, body, duration),
    )
    rows.push([
      String(n),
      'order placement',
      fmt(orders.reqPerSec - orders.failures / duration, 1),
      ms(orders.p99),
      `${orders.failures} ${orders.failures ? JSON.stringify(orders.statuses) : ''}`.trim(),
      ...orderCpu,
      loadAverage(),
    ])
    figures.orders!.push((orders.reqPerSec * duration - orders.failures) / duration)
    await balancer.stop()
    balancer = undefined
  }
  const held = args.cpus ? `, each process held to ${args.cpus} cores` : ''
  console.log(`\n(a) throughput through HAProxy, ${connections} connections, ${duration} s each${held}\n`)
  console.log(table(rows))
  for (const [name, [one, two]] of Object.entries(figures)) {
    const ratio = two! / one!
    console.log(
      `${name}: ×${ratio.toFixed(2)} from 1 to ${APP_PORTS.length} processes — bar ≥ 1.6×: ${ratio >= 1.6 ? 'met' : 'not met'}`,
    )
  }

  console.log(`\n(b) consistency across ${origins.join(' and ')} (each request sent to a named process)\n`)
  let failed = 0
  const checks: Array<[string, () => Promise<string>]> = [
    ['coupon race', () => couponRace(origins, database!.url)],
    ['idempotent retries', () => idempotentRetries(origins, database!.url)],
    ['logout', () => logoutEverywhere(origins)],
    ['throttling', () => throttleAcrossProcesses(origins)],
    ['cached pages', async () => (await changesReachEveryCache(origins, database!.url)).summary],
  ]
  for (const [name, check] of checks) {
    try {
      console.log(`  ok    ${name}: ${await check()}`)
    } catch (e) {
      failed++
      console.log(`  FAIL  ${name}: ${(e as Error).message}`)
    }
  }
  console.log(`\nload average at the end: ${loadAverage()}`)
  if (failed) process.exitCode = 1
}

async function rolling(token: string, renderedToken: string, pagePath: string, body: object, publicUrl: string) {
  balancer = await startBalancer(
    { host: HOST, port: BALANCER_PORT },
    processes.map((p) => ({ name: p.name, host: HOST, port: p.port })),
  )
  console.log(
    `\nrolling restart of ${processes.length} processes behind HAProxy, ${connections} connections of pages, API reads and orders\n`,
  )
  const report = await rollingRestart({
    balancer: balancer.origin,
    processes,
    optionsOf: (p) => ({ name: p.name, port: p.port, databaseUrl: database!.url, publicUrl, dataDir }),
    token,
    cookie: `soglia_session=${renderedToken}`,
    pagePath,
    orderBody: body,
    databaseUrl: database!.url,
    connections,
  })
  for (const line of report.lines) console.log(`  ${line}`)
  const met = report.failed === 0 && report.duplicates === 0 && report.lost === 0 && report.unanswered === 0
  console.log(
    `\nbar (0 failed, every acknowledged order saved once, none saved unanswered): ${met ? 'met' : 'not met'} (load average ${loadAverage()})`,
  )
  if (!met) process.exitCode = 1
}

try {
  await main()
} catch (e) {
  console.error(`bench:cluster: ${(e as Error).message}`)
  for (const p of processes) console.error(`--- ${p.name} output ---\n${p.output()}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
