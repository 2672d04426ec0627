// SSR benchmark: starts the built production server (.output/server/index.mjs) on its own
// seeded data folder and measures, with autocannon, req/s and latency for the home page, a
// category page, a product page and a product API call. Next to each, a baseline: a plain
// node:http server that serves the very same response bytes from memory. The ratio
// SSR/static (req/s) says how far rendering is from "free".
//
//   npm run build && npm run bench:ssr                 (10 connections, 10 s per target)
//   npm run bench:ssr -- --quick                       (3 s per target)
//   npm run bench:ssr -- --connections 20 --duration 15
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
  alive, APP_PORT, assertPortFree, cleanup, dataDir, HOST, onCleanup, printServerOutput, root, serverEntry, startApp, StartError,
  startStatic, STATIC_PORT, stopOnSignals, waitForApp, wasInterrupted, type App,
} from './lib/ssr-servers.ts'
import { BenchError, capture, discoverTargets, rawGet, type Entry } from './lib/targets.ts'

const WARMUP_S = 2
const resultsDir = join(import.meta.dirname, 'results')

let currentRun: Instance | undefined
let app: App | undefined
onCleanup(() => currentRun?.stop())

// ---------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------

/**
 * One autocannon run. Latencies are also collected from the `response` events (float ms,
 * 2xx only, like autocannon's own histogram), because autocannon's histogram keeps whole
 * milliseconds, which flattens sub-millisecond baseline responses to 0.
 */
function load(url: string, connections: number, duration: number): Promise<Run> {
  const collected: number[] = []
  return new Promise((ok, fail) => {
    currentRun = autocannon({ url, connections, duration, pipelining: 1, timeout: 10 }, (err, result) => {
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
    throw new BenchError(`The ${which} exited during the benchmark (code ${child.exitCode}, signal ${child.signalCode}).`)
  }
}

async function measure(port: number, path: string, opts: Options, which: string, child: ChildProcess | undefined): Promise<Summary> {
  const url = `http://${HOST}:${port}${path}`
  assertRunning(which, child)
  await load(url, opts.connections, WARMUP_S)
  assertRunning(which, child)
  const result = await load(url, opts.connections, opts.duration)
  assertRunning(which, child)
  return summarize(result)
}

// ---------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------

type Row = { name: string; path: string; contentType: string; bytes: number; ssr: Summary; static: Summary; ratio: number }

function problems(rows: Row[]): string[] {
  const out: string[] = []
  for (const row of rows) {
    for (const [which, s] of [['SSR', row.ssr], ['static', row.static]] as const) {
      if (s.non2xx || s.errors || s.timeouts) {
        out.push(`${row.name} (${which}): ${s.non2xx} non-2xx, ${s.errors} errors, ${s.timeouts} timeouts; status codes ${JSON.stringify(s.statusCodes)}`)
      }
    }
  }
  return out
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

  if (!existsSync(serverEntry)) {
    console.error(`${relative(root, serverEntry)} not found: run \`npm run build\` first.`)
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
  console.log(`  node ${env.node} (${env.platform}), ${env.cpuCount} CPU(s) (${env.cpuModel}), available parallelism ${env.availableParallelism}`)
  console.log(`  ${opts.connections} connections, ${opts.duration} s per target and server (after ${WARMUP_S} s warm-up), pipelining 1`)
  console.log(
    `  note: the load generator (autocannon, this process), the app server and the baseline server share these ` +
      `${env.cpuCount} cores: absolute numbers are lower than on a dedicated box; compare the ratio.`,
  )

  // A fresh data folder: first start migrates and seeds the demo catalogue.
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })

  console.log(`\nStarting ${relative(root, serverEntry)} on http://${HOST}:${APP_PORT} (DATA_DIR=${relative(root, dataDir)})…`)
  const server = startApp()
  app = server
  let readyMs: number
  try {
    readyMs = await waitForApp(server)
  } catch (e) {
    if (!(e instanceof StartError)) throw e
    console.error(`\n${e.message}`)
    printServerOutput(app)
    return 1
  }
  console.log(`  ready after ${fmt(readyMs / 1000, 1)} s (includes migration + seed)`)

  const targets = await discoverTargets(HOST, APP_PORT)
  const entries: Entry[] = []
  for (const t of targets) entries.push(await capture(HOST, APP_PORT, t))
  for (const [i, t] of targets.entries()) {
    const e = entries[i]!
    console.log(`  ${t.name.padEnd(12)} ${t.path}  (${e.contentType}, ${fmt(e.body.length)} bytes)`)
  }

  console.log(`Starting the baseline node:http server on http://${HOST}:${STATIC_PORT}…`)
  const baseline = await startStatic(entries)
  // The baseline must answer with exactly the captured bytes.
  for (const e of entries) {
    const res = await rawGet(HOST, STATIC_PORT, e.path)
    if (res.status !== 200 || !res.body.equals(e.body)) throw new BenchError(`Baseline server answers ${e.path} wrongly (HTTP ${res.status})`)
  }

  const rows: Row[] = []
  for (const [i, t] of targets.entries()) {
    const e = entries[i]!
    process.stdout.write(`\nMeasuring ${t.name}: SSR…`)
    const ssr = await measure(APP_PORT, t.path, opts, 'app server', server.child)
    process.stdout.write(` ${fmt(ssr.reqPerSec)} req/s; static…`)
    const stat = await measure(STATIC_PORT, t.path, opts, 'baseline server', baseline)
    process.stdout.write(` ${fmt(stat.reqPerSec)} req/s`)
    rows.push({
      name: t.name,
      path: t.path,
      contentType: e.contentType,
      bytes: e.body.length,
      ssr,
      static: stat,
      ratio: stat.reqPerSec > 0 ? ssr.reqPerSec / stat.reqPerSec : 0,
    })
  }
  process.stdout.write('\n\n')

  const header = ['target', 'bytes', 'SSR req/s', 'SSR p50 ms', 'SSR p99 ms', 'static req/s', 'static p50', 'static p99', 'SSR/static']
  const body = rows.map((r) => [
    r.name,
    fmt(r.bytes),
    fmt(r.ssr.reqPerSec),
    ms(r.ssr.latencyMs.p50),
    ms(r.ssr.latencyMs.p99),
    fmt(r.static.reqPerSec),
    ms(r.static.latencyMs.p50),
    ms(r.static.latencyMs.p99),
    fmt(r.ratio, 3),
  ])
  console.log(table([header, ...body]))
  console.log(`\nnode ${env.node}, ${env.cpuCount} CPUs (shared by load generator and servers), ${opts.connections} connections, ${opts.duration} s per run`)
  console.log('ratio = SSR req/s ÷ static req/s for the same bytes (target for later: ≥ 0.5)')

  const issues = problems(rows)
  if (issues.length) {
    console.log('\nWARNING: some requests failed, the numbers are not trustworthy:')
    for (const i of issues) console.log(`  - ${i}`)
  }
  const serverLog = [server.stdout().trim(), server.stderr().trim()].filter(Boolean).join('\n')
  if (serverLog) {
    const lines = serverLog.split('\n')
    console.log(`\nServer log at LOG_LEVEL=warn (last ${Math.min(lines.length, 10)} lines):`)
    for (const l of lines.slice(-10)) console.log(`  ${l.slice(0, 300)}`)
    if (/ECONNRESET|aborted/.test(serverLog)) {
      console.log('  ("aborted"/ECONNRESET: requests still in flight when a run ended and autocannon closed its sockets.)')
    }
  }

  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  mkdirSync(resultsDir, { recursive: true })
  const file = join(resultsDir, `ssr-${stamp}.json`)
  const json = {
    benchmark: 'ssr',
    date: new Date().toISOString(),
    env,
    note: `load generator and servers share ${env.cpuCount} CPU cores`,
    options: { connections: opts.connections, durationSeconds: opts.duration, warmupSeconds: WARMUP_S, pipelining: 1, quick: opts.quick },
    app: { entry: relative(root, serverEntry), url: `http://${HOST}:${APP_PORT}`, readyMs },
    baseline: { url: `http://${HOST}:${STATIC_PORT}`, kind: 'node:http from memory, same body and content-type' },
    targets: rows,
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
