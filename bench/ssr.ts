// SSR benchmark: starts the built production server (.output/server/index.mjs) and measures,
// with autocannon, req/s and latency of labelled scenarios (bench/lib/ssr-scenarios.ts):
//   - cache hit: anonymous home, category, product page and product API, answered by the page
//     cache (decision 011/016);
//   - signed in: the same pages and /checkout with a base-tier customer's session cookie (from
//     the shared render made theirs after the session check, decision 050), the product API with
//     a bearer token (its session checked, the answer its price tier's from the cache, decision 048);
//   - signed in, trade: home, category, product and checkout for a reseller (its role's shared
//     render, priced at its tier, decision 051);
//   - signed in, sub-account: a retailer's employee's product page (shared render, decision 051);
//   - signed in, admin: the administrator's product page (rendered every time);
//   - uncached: anonymous category, product and API with the page cache off (PAGE_CACHE_MB=0).
// Each scenario's X-Cache is checked before and after its run: a mismatch stops the benchmark.
// Next to each, a baseline: a plain node:http server that serves the very same response bytes
// from memory; SSR/static (req/s) says how far the app is from "free". By default the whole run
// is made on the embedded PGlite and again on PostgreSQL (a throw-away database).
//
//   npm run build && npm run bench:ssr                 (10 connections, 10 s per scenario)
//   npm run bench:ssr -- --quick                       (3 s per scenario)
//   npm run bench:ssr -- --database pglite --connections 20 --duration 15
//   npm run build:workerd && npm run bench:ssr -- --runtime workerd   (or deno; PostgreSQL only)
//
// The servers (bench/lib/ssr-servers.ts): the baseline runs in a child process
// (bench/lib/static-server.ts), so neither server shares an event loop with the load generator.
import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, platform, arch } from 'node:os'
import { join, relative } from 'node:path'
import autocannon, { type Instance } from 'autocannon'
import { fmt, ms, summarize, table, type Run, type Summary } from './lib/load-stats.ts'
import { parseOptions, usage, type Options } from './lib/ssr-options.ts'
import {
  alive,
  APP_PORT,
  assertPortFree,
  cleanup,
  dataDir,
  HOST,
  onCleanup,
  printServerOutput,
  root,
  startApp,
  StartError,
  startStatic,
  STATIC_PORT,
  stopApp,
  stopOnSignals,
  chooseRuntime,
  waitForApp,
  wasInterrupted,
  type App,
} from './lib/ssr-servers.ts'
import { checkCache, label, scenarios, signIn, verdict, type Phase, type Scenario } from './lib/ssr-scenarios.ts'
import { BenchError, discoverTargets, rawGet, type Entry, type Targets } from './lib/targets.ts'
import { createThrowawayDb, type ThrowawayDb } from './lib/throwaway-db.ts'

const WARMUP_S = 2
const resultsDir = join(import.meta.dirname, 'results')

let currentRun: Instance | undefined
let app: App | undefined
let throwaway: ThrowawayDb | undefined
onCleanup(() => currentRun?.stop())

// ---------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------

/**
 * One autocannon run. Latencies are also collected from the `response` events (float ms,
 * 2xx only, like autocannon's own histogram), because autocannon's histogram keeps whole
 * milliseconds, which flattens sub-millisecond baseline responses to 0.
 */
function load(url: string, headers: Record<string, string>, connections: number, duration: number): Promise<Run> {
  const collected: number[] = []
  return new Promise((ok, fail) => {
    currentRun = autocannon({ url, headers, connections, duration, pipelining: 1, timeout: 10 }, (err, result) => {
      currentRun = undefined
      if (err) fail(err)
      else ok({ result, latencies: Float64Array.from(collected).sort() })
    })
    currentRun.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status >= 200 && status < 300) collected.push(responseTime)
    })
  })
}

/** Fails when a server process went away (then every request would just count as an error). */
function assertRunning(which: string, child: ChildProcess | undefined): void {
  if (wasInterrupted()) throw new Error('interrupted')
  if (child && !alive(child)) {
    throw new BenchError(
      `The ${which} exited during the benchmark (code ${child.exitCode}, signal ${child.signalCode}).`,
    )
  }
}

async function measure(
  port: number,
  path: string,
  headers: Record<string, string>,
  opts: Options,
  which: string,
  child: ChildProcess | undefined,
): Promise<Summary> {
  const url = `http://${HOST}:${port}${path}`
  assertRunning(which, child)
  await load(url, headers, opts.connections, WARMUP_S)
  assertRunning(which, child)
  const result = await load(url, headers, opts.connections, opts.duration)
  assertRunning(which, child)
  return summarize(result)
}

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------

type Row = {
  database: string
  scenario: Scenario
  contentType: string
  bytes: number
  ssr: Summary
  static: Summary
  ratio: number
}

function problems(rows: Row[]): string[] {
  const out: string[] = []
  for (const row of rows) {
    for (const [which, s] of [
      ['SSR', row.ssr],
      ['static', row.static],
    ] as const) {
      if (s.non2xx || s.errors || s.timeouts) {
        out.push(
          `${row.database} ${label(row.scenario)} (${which}): ${s.non2xx} non-2xx, ${s.errors} errors, ${s.timeouts} timeouts; ` +
            `status codes ${JSON.stringify(s.statusCodes)}`,
        )
      }
    }
  }
  return out
}

function printTable(rows: Row[]): void {
  const header = ['database', 'scenario', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'SSR/static', 'bar']
  const body = rows.map((r) => [
    r.database,
    label(r.scenario),
    fmt(r.bytes),
    fmt(r.ssr.reqPerSec),
    ms(r.ssr.latencyMs.p50),
    ms(r.ssr.latencyMs.p99),
    fmt(r.static.reqPerSec),
    fmt(r.ratio, 3),
    verdict(r.scenario, r.ssr.reqPerSec, r.ssr.latencyMs.p99),
  ])
  console.log(table([header, ...body]))
}

// ---------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------

async function startServer(env: Record<string, string>): Promise<{ server: App; readyMs: number }> {
  const server = startApp(env)
  app = server
  try {
    return { server, readyMs: await waitForApp(server) }
  } catch (e) {
    if (e instanceof StartError) printServerOutput(app)
    throw e
  }
}

/** One server (cache on or off) and the scenarios that need it, each beside its baseline. */
async function runPhase(
  database: string,
  phase: Phase,
  env: Record<string, string>,
  list: Scenario[],
  opts: Options,
): Promise<Row[]> {
  const { server, readyMs } = await startServer(phase === 'cache off' ? { ...env, PAGE_CACHE_MB: '0' } : env)
  console.log(
    `\n[${database}, page cache ${phase === 'cache on' ? 'on' : 'off'}] server ready after ${fmt(readyMs / 1000, 1)} s`,
  )
  // Warm each scenario (a hit needs one miss first), then keep the bytes a visitor gets.
  const entries: Entry[] = []
  for (const [i, s] of list.entries()) {
    await rawGet(HOST, APP_PORT, s.path, s.headers)
    const { contentType, body } = await checkCache(HOST, APP_PORT, s)
    entries.push({ path: `/scenario/${i}`, contentType, body })
    console.log(`  ${label(s).padEnd(26)} ${s.path}  (${contentType}, ${fmt(body.length)} bytes)`)
  }
  const baseline = await startStatic(entries)
  const rows: Row[] = []
  try {
    for (const [i, s] of list.entries()) {
      const entry = entries[i]!
      process.stdout.write(`Measuring ${label(s)}: SSR…`)
      const ssr = await measure(APP_PORT, s.path, s.headers, opts, 'app server', server.child)
      await checkCache(HOST, APP_PORT, s) // still what the label says after the run
      process.stdout.write(` ${fmt(ssr.reqPerSec)} req/s; static…`)
      const stat = await measure(STATIC_PORT, entry.path, {}, opts, 'baseline server', baseline)
      process.stdout.write(` ${fmt(stat.reqPerSec)} req/s\n`)
      rows.push({
        database,
        scenario: s,
        contentType: entry.contentType,
        bytes: entry.body.length,
        ssr,
        static: stat,
        ratio: stat.reqPerSec > 0 ? ssr.reqPerSec / stat.reqPerSec : 0,
      })
    }
  } finally {
    baseline.kill('SIGTERM')
    const log = [server.stdout().trim(), server.stderr().trim()].filter(Boolean).join('\n')
    if (log)
      console.log(
        `  server log at LOG_LEVEL=warn (last lines):\n${log
          .split('\n')
          .slice(-5)
          .map((l) => `    ${l.slice(0, 300)}`)
          .join('\n')}`,
      )
    await stopApp(server)
  }
  return rows
}

async function runDatabase(database: 'pglite' | 'postgres', opts: Options): Promise<Row[]> {
  let env: Record<string, string> = {}
  if (database === 'postgres') {
    throwaway = await createThrowawayDb('ssr', opts.pgUrl)
    env = { DATABASE_URL: throwaway.url }
  } else {
    // A fresh data folder: the first start migrates and seeds the demo catalogue.
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
  }
  try {
    // Targets and a customer's session come from a first server; both phases reuse its data.
    const { server } = await startServer(env)
    let targets: Targets
    let tokens: Record<'customer' | 'trade' | 'sub' | 'admin', string>
    try {
      targets = await discoverTargets(HOST, APP_PORT)
      tokens = {
        customer: await signIn(HOST, APP_PORT),
        trade: await signIn(HOST, APP_PORT, 'reseller@soglia.test'),
        sub: await signIn(HOST, APP_PORT, 'addetto@rivenditore.test'),
        admin: await signIn(HOST, APP_PORT, 'admin@soglia.test'),
      }
    } finally {
      await stopApp(server)
    }
    // Deno keeps no page cache (decision 041): nothing there is a hit.
    const all = scenarios(targets, tokens).filter((s) => !(opts.runtime === 'deno' && s.kind === 'cache hit'))
    const rows: Row[] = []
    for (const phase of ['cache on', 'cache off'] as const)
      rows.push(
        ...(await runPhase(
          database,
          phase,
          env,
          all.filter((s) => s.phase === phase),
          opts,
        )),
      )
    return rows
  } finally {
    await throwaway?.drop()
    throwaway = undefined
  }
}

// ---------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------

async function main(): Promise<number> {
  let opts: Options
  try {
    opts = parseOptions(process.argv.slice(2))
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${usage()}`)
    return 2
  }
  stopOnSignals()

  const entry = chooseRuntime(opts.runtime)
  if (!existsSync(entry)) {
    console.error(
      `${relative(root, entry)} not found: run \`npm run build${opts.runtime === 'node' ? '' : `:${opts.runtime}`}\` first.`,
    )
    return 1
  }
  await assertPortFree(APP_PORT)
  await assertPortFree(STATIC_PORT)

  const cpuList = cpus()
  const env = {
    node: process.version,
    platform: `${platform()} ${arch()}`,
    cpuCount: cpuList.length,
    availableParallelism: availableParallelism(),
    cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
  }
  console.log('Soglia SSR benchmark')
  console.log(
    `  node ${env.node} (${env.platform}), ${env.cpuCount} CPU(s) (${env.cpuModel}), available parallelism ${env.availableParallelism}`,
  )
  console.log(
    `  ${opts.connections} connections, ${opts.duration} s per scenario and server (after ${WARMUP_S} s warm-up), pipelining 1`,
  )
  console.log(
    `  runtime ${opts.runtime}; databases: ${opts.databases.join(', ')}; app on http://${HOST}:${APP_PORT}, baseline on http://${HOST}:${STATIC_PORT}`,
  )
  console.log(
    `  note: the load generator (autocannon, this process), the app server and the baseline server share these ` +
      `${env.cpuCount} cores: absolute numbers are lower than on a dedicated box.`,
  )

  const rows: Row[] = []
  for (const database of opts.databases)
    rows.push(
      ...(await runDatabase(database, opts)).map((r) =>
        opts.runtime === 'node' ? r : { ...r, database: `${r.database} (${opts.runtime})` },
      ),
    )

  console.log('')
  printTable(rows)
  console.log(
    `\nnode ${env.node}, ${env.cpuCount} CPUs (shared by load generator and servers), ${opts.connections} connections, ${opts.duration} s per run`,
  )
  console.log(
    'SSR/static = app req/s ÷ baseline req/s for the same bytes; bar = issue 15 (req/s and p99) where it names one',
  )

  const issues = problems(rows)
  if (issues.length) {
    console.log('\nWARNING: some requests failed, the numbers are not trustworthy:')
    for (const i of issues) console.log(`  - ${i}`)
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  mkdirSync(resultsDir, { recursive: true })
  const file = join(resultsDir, `ssr-${stamp}.json`)
  const json = {
    benchmark: 'ssr',
    date: new Date().toISOString(),
    env,
    note: `load generator and servers share ${env.cpuCount} CPU cores`,
    options: {
      connections: opts.connections,
      durationSeconds: opts.duration,
      warmupSeconds: WARMUP_S,
      pipelining: 1,
      quick: opts.quick,
      databases: opts.databases,
      runtime: opts.runtime,
    },
    app: { entry: relative(root, entry), url: `http://${HOST}:${APP_PORT}` },
    baseline: { url: `http://${HOST}:${STATIC_PORT}`, kind: 'node:http from memory, same body and content-type' },
    rows: rows.map((r) => ({
      database: r.database,
      scenario: label(r.scenario),
      path: r.scenario.path,
      xCache: r.scenario.xCache,
      bytes: r.bytes,
      ssr: r.ssr,
      static: r.static,
      ratio: r.ratio,
      bar: r.scenario.bar ?? null,
      verdict: verdict(r.scenario, r.ssr.reqPerSec, r.ssr.latencyMs.p99),
    })),
    issues,
  }
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
  console.log(`\nResults: ${relative(root, file)}`)
  return issues.length ? 3 : 0
}

let code = 1
try {
  code = await main()
} catch (e) {
  if (!wasInterrupted()) {
    console.error(`\nBenchmark failed: ${e instanceof BenchError ? e.message : ((e as Error).stack ?? String(e))}`)
    printServerOutput(app)
  }
} finally {
  if (!wasInterrupted()) {
    await cleanup()
    process.exit(code)
  }
}
