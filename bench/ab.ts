// Two builds compared side by side (decision 072). On a shared two-core machine the speed drifts by
// a third from minute to minute, so two `bench:ssr` runs of two builds cannot be compared. This runs
// both builds at once, on the embedded database, and loads them in turn:
// - both servers are pinned to the second core, the load generator (this process) to the first;
// - short bursts alternate between them, so any drift reaches both alike;
// - it reports req/s and the server's CPU time per request, from /proc.
//
//   npm run build && cp -r .output /tmp/before   (then change, and build again)
//   node bench/ab.ts --a /tmp/before --b .output --path /negozio/porte-interne
//   node bench/ab.ts --a /tmp/before --b .output --cache      (page cache on: its hits)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon, { type Result } from 'autocannon'

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string', default: '.output' },
    path: { type: 'string', default: '/negozio/porte-interne' },
    rounds: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    cache: { type: 'boolean', default: false },
  },
})
if (!values.a) {
  console.error(
    'Usage: node bench/ab.ts --a <build folder> [--b .output] [--path /…] [--rounds 10] [--seconds 3] [--connections 10] [--cache]',
  )
  process.exit(2)
}
const HOST = '127.0.0.1'
const rounds = Number(values.rounds)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const pinned = spawnSync('taskset', ['-cp', '0', String(process.pid)], { stdio: 'ignore' }).status === 0

type Server = {
  label: string
  port: number
  child: ChildProcess
  dataDir: string
  requests: number
  cpuMs: number
  p99: number[]
}
const servers: Server[] = []

/** The server's CPU time so far (user + system, ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

function start(label: string, folder: string, port: number): Server {
  const entry = resolve(folder, 'server', 'index.mjs')
  if (!existsSync(entry)) throw new Error(`${label}: no build at ${entry}`)
  const dataDir = mkdtempSync(join(tmpdir(), 'soglia-ab-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...(values.cache ? {} : { PAGE_CACHE_MB: '0' }),
  }
  const [command, args] = pinned ? ['taskset', ['-c', '1', process.execPath, entry]] : [process.execPath, [entry]]
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  return { label: `${label} ${folder}`, port, child, dataDir, requests: 0, cpuMs: 0, p99: [] }
}

async function ready(server: Server): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const status = await fetch(`http://${HOST}:${server.port}${values.path}`)
      .then((r) => (r.arrayBuffer(), r.status))
      .catch(() => 0)
    if (status === 200) return
    if (server.child.exitCode !== null) break
    await sleep(500)
  }
  throw new Error(`${server.label}: ${values.path} did not answer 200`)
}

async function burst(server: Server, duration: number, counted: boolean): Promise<void> {
  const before = cpuMs(server.child.pid!)
  const result = await new Promise<Result>((ok, fail) =>
    autocannon({ url: `http://${HOST}:${server.port}${values.path}`, connections, duration }, (err, r) =>
      err ? fail(err) : ok(r),
    ),
  )
  if (result.non2xx + result.errors > 0)
    throw new Error(`${server.label}: ${result.non2xx} answers not 2xx, ${result.errors} errors`)
  if (!counted) return
  server.requests += result.requests.total
  server.cpuMs += cpuMs(server.child.pid!) - before
  server.p99.push(result.latency.p99)
}

async function main(): Promise<void> {
  servers.push(start('A', values.a!, 4611), start('B', values.b!, 4612))
  for (const server of servers) await ready(server)
  for (const server of servers) await burst(server, 4, false) // warm: JIT, plans, memos
  for (let round = 0; round < rounds; round++) for (const server of servers) await burst(server, seconds, true)
  console.log(
    `${values.path}, ${values.cache ? 'page cache on' : 'page cache off'}, ${connections} connections, ${rounds} × ${seconds} s each, alternating${pinned ? ', servers on core 1, load on core 0' : ' (taskset missing: not pinned)'}`,
  )
  for (const s of servers) {
    const median = [...s.p99].sort((x, y) => x - y)[Math.floor(s.p99.length / 2)]
    console.log(
      `${s.label}: ${Math.round(s.requests / (rounds * seconds))} req/s, ${(s.cpuMs / s.requests).toFixed(2)} ms CPU per request, median p99 ${median} ms`,
    )
  }
}

try {
  await main()
} finally {
  for (const s of servers) {
    s.child.kill('SIGTERM')
    await new Promise((ok) => (s.child.exitCode !== null ? ok(null) : s.child.once('exit', ok)))
    rmSync(s.dataDir, { recursive: true, force: true })
  }
}
