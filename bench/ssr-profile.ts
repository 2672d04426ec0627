// Where a render's time goes (issue 15, decision 044): per signed-in or uncached target, the SQL
// statements of one request, the HTML and serialized router-state bytes, a short autocannon run
// and, with --cpu-prof, the server's CPU time by component (React render, TanStack Start/Router,
// seroval serialization, PGlite/pg, drizzle, zod, our code, GC…). Short runs on purpose: the
// proportions are what it reports; `bench:ssr` is the benchmark.
//
//   npm run build && node bench/ssr-profile.ts --database pglite --seconds 5 --cpu-prof
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon, { type Result } from 'autocannon'
import {
  APP_PORT,
  HOST,
  cleanup,
  printServerOutput,
  root,
  startApp,
  stopApp,
  stopOnSignals,
  waitForApp,
} from './lib/ssr-servers.ts'
import { signIn } from './lib/ssr-scenarios.ts'
import { discoverTargets, rawGet } from './lib/targets.ts'
import { createThrowawayDb, type ThrowawayDb } from './lib/throwaway-db.ts'
import { categorize } from './lib/cpu-profile.ts'
import { connectInspector } from './lib/inspector.ts'

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const work = join(root, 'bench', '.profile')
const traceFile = join(work, 'sql.log')
const INSPECT_PORT = APP_PORT + 9

type Row = {
  target: string
  sql: number
  html: number
  state: number
  rps?: number
  p50?: number
  p99?: number
  cpuMsPerReq?: number
  cpu?: Record<string, number>
}

/** The server's CPU time so far (user + system, ms) from /proc: per request, it does not depend on how busy the machine is. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 // utime, stime in clock ticks (USER_HZ = 100)
}

/** Bytes of the router's dehydrated state in the page (Start's `$_TSR` scripts). */
function stateBytes(html: string): number {
  let bytes = 0
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
    if (m[1]!.includes('$_TSR') || m[1]!.includes('$R[')) bytes += Buffer.byteLength(m[1]!)
  return bytes
}

async function oneRequest(path: string, headers: Record<string, string>) {
  writeFileSync(traceFile, '')
  const res = await rawGet(HOST, APP_PORT, path, headers)
  await sleep(100) // background work of the request (a session slide) lands in the trace too
  // The job queue's worker polls on its own timer: not the request's.
  const statements = readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter((line) => line && !/\bjobs\b/.test(line))
  if (process.env.PROFILE_SQL) console.log(`${path}\n  ${statements.join('\n  ')}`)
  const html = res.body.toString('utf8')
  return { status: res.status, sql: statements.length, html: res.body.length, state: stateBytes(html) }
}

async function load(path: string, headers: Record<string, string>) {
  const result = await new Promise<Result>((ok, fail) =>
    autocannon(
      { url: `http://${HOST}:${APP_PORT}${path}`, connections, duration: seconds, headers, timeout: 10 },
      (err, r) => (err ? fail(err) : ok(r)),
    ),
  )
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  }
}

type Inspector = Awaited<ReturnType<typeof connectInspector>>

async function measure(
  pid: number,
  inspector: Inspector | null,
  label: string,
  targets: Array<[string, string, Record<string, string>]>,
  rows: Row[],
) {
  for (const [name, path, headers] of targets) {
    if (values.only && name !== values.only) continue
    for (let i = 0; i < 3; i++) await rawGet(HOST, APP_PORT, path, headers) // warm: plans, module loading, memos
    const one = await oneRequest(path, headers)
    if (one.status !== 200) throw new Error(`${name}: HTTP ${one.status}`)
    const row: Row = { target: `${name} (${label})`, sql: one.sql, html: one.html, state: one.state }
    if (seconds > 0) {
      await inspector?.start()
      const cpuBefore = cpuMs(pid)
      const result = await load(path, headers)
      const requests = result.rps * seconds
      Object.assign(row, result, {
        cpuMsPerReq: requests > 0 ? Math.round(((cpuMs(pid) - cpuBefore) / requests) * 10) / 10 : undefined,
      })
      if (inspector) {
        console.log(`CPU of ${row.target} under load, hottest functions:`)
        const profile = await inspector.stop()
        if (process.env.PROFILE_SAVE)
          writeFileSync(
            `${process.env.PROFILE_SAVE}-${name}-${label.replace(/\W+/g, '-')}.cpuprofile`,
            JSON.stringify(profile),
          )
        row.cpu = categorize(profile, 12)
        console.log(row.cpu)
      }
    }
    rows.push(row)
    console.log(JSON.stringify(row))
  }
}

async function main() {
  stopOnSignals()
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  let db: ThrowawayDb | undefined
  const env: Record<string, string> = { SQL_TRACE_FILE: traceFile, DATA_DIR: join(work, 'data') }
  if (values.database === 'postgres') {
    db = await createThrowawayDb('profile')
    env.DATABASE_URL = db.url
  }
  const nodeArgs = ['--import', join(root, 'bench', 'lib', 'sql-trace.mjs')]
  const rows: Row[] = []
  try {
    for (const phase of ['cache on', 'cache off'] as const) {
      const args = values['cpu-prof'] ? [...nodeArgs, `--inspect=${HOST}:${INSPECT_PORT}`] : nodeArgs
      const app = startApp({ ...env, ...(phase === 'cache off' ? { PAGE_CACHE_MB: '0' } : {}) }, args)
      try {
        await waitForApp(app)
        const t = await discoverTargets(HOST, APP_PORT)
        // The administrator: their storefront pages are rendered per request (every shopper's come
        // from the shared render of their role, decisions 050 and 051).
        const token = await signIn(HOST, APP_PORT, 'admin@soglia.test')
        const cookie = { cookie: `soglia_session=${token}` }
        const targets: Array<[string, string, Record<string, string>]> =
          phase === 'cache on'
            ? [
                ['home', t.home.path, cookie],
                ['category', t.category.path, cookie],
                ['product', t.product.path, cookie],
                ['checkout', '/checkout', cookie],
                ['api product', t['api product'].path, { authorization: `Bearer ${token}` }],
              ]
            : [
                ['category', t.category.path, {}],
                ['product', t.product.path, {}],
              ]
        const inspector = values['cpu-prof'] ? await connectInspector(HOST, INSPECT_PORT) : null
        await measure(app.child.pid!, inspector, phase === 'cache on' ? 'signed in, admin' : 'uncached', targets, rows)
        inspector?.close()
        await stopApp(app)
      } catch (e) {
        printServerOutput(app)
        throw e
      }
    }
  } finally {
    await cleanup()
    await db?.drop()
  }
  console.table(rows.map(({ cpu: _cpu, ...r }) => r))
}

main().catch((e) => {
  console.error(e)
  process.exitCode = 1
})
