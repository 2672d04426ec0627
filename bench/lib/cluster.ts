// Several app processes (the production build) on one PostgreSQL database, as a shop runs them
// behind a load balancer: used by bench:cluster, bench:soak and e2e/cluster.spec.ts. Each
// process gets what the README's "Running several processes" asks for: the same DATABASE_URL,
// the public address of the balancer as PUBLIC_URL, TRUST_PROXY=true, and the same DATA_DIR
// (uploaded media and resized images are files; every process must see the same folder).
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const root = resolve(import.meta.dirname, '..', '..')
export const serverEntry = join(root, '.output', 'server', 'index.mjs')
export const HOST = '127.0.0.1'

export type AppProcess = {
  name: string
  port: number
  origin: string
  child: ChildProcess
  /** The last lines the process wrote (for a failure message). */
  output: () => string
  stop: () => Promise<void>
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null
const everyChild = new Set<ChildProcess>()
// Last resort (an exception escaped): never leave a server behind.
process.once('exit', () => {
  for (const child of everyChild) if (alive(child)) child.kill('SIGKILL')
})

/** A port the OS says is free now (for tests that must not collide with other runs). */
export async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, HOST)
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  await new Promise<void>((ok) => server.close(() => ok()))
  return port
}

export type ProcessOptions = {
  name: string
  port: number
  databaseUrl: string
  publicUrl: string
  dataDir: string
  /** Added to or overriding the environment (e.g. API_URL, PAGE_CACHE_MB). */
  env?: Record<string, string>
  /** Node's own flags (e.g. `--inspect=host:port`), before the server's entry. */
  nodeArgs?: string[]
}

/** Starts one process and waits until it answers (the first one migrates and seeds). */
export async function startProcess(o: ProcessOptions, readyTimeoutMs = 180_000): Promise<AppProcess> {
  if (!existsSync(serverEntry)) throw new Error('No production build: run `npm run build` first.')
  let text = ''
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(o.port),
      DATABASE_URL: o.databaseUrl,
      PUBLIC_URL: o.publicUrl,
      TRUST_PROXY: 'true',
      DATA_DIR: o.dataDir,
      API_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      LOG_LEVEL: 'warn',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  everyChild.add(child)
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d) => (text = (text + d).slice(-8000)))
  const stop = async () => {
    if (alive(child)) {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const timer = sleep(8000).then(() => 'timeout')
      if ((await Promise.race([exited, timer])) === 'timeout' && alive(child)) {
        child.kill('SIGKILL')
        await exited
      }
    }
    everyChild.delete(child)
  }
  const origin = `http://${HOST}:${o.port}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (!alive(child)) throw new Error(`${o.name} exited during start-up (code ${child.exitCode}):\n${text}`)
    try {
      const res = await fetch(`${origin}/api/settings`, {
        signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
      })
      await res.arrayBuffer()
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${o.name} did not answer within ${readyTimeoutMs / 1000} s:\n${text}`)
    }
    await sleep(250)
  }
  return { name: o.name, port: o.port, origin, child, output: () => text, stop }
}

/**
 * `ports.length` processes on one database. The first starts alone (it migrates and seeds an
 * empty database); the others then start together.
 */
export async function startProcesses(
  ports: number[],
  common: Omit<ProcessOptions, 'name' | 'port' | 'nodeArgs'>,
  nodeArgsOf: (index: number) => string[] = () => [],
): Promise<AppProcess[]> {
  const [first, ...rest] = ports
  const started: AppProcess[] = []
  try {
    started.push(await startProcess({ ...common, name: 'app1', port: first!, nodeArgs: nodeArgsOf(0) }))
    started.push(
      ...(await Promise.all(
        rest.map((port, i) => startProcess({ ...common, name: `app${i + 2}`, port, nodeArgs: nodeArgsOf(i + 1) })),
      )),
    )
    return started
  } catch (e) {
    await Promise.all(started.map((p) => p.stop()))
    throw e
  }
}

/** Resident memory (bytes) of a process, from /proc (Linux). */
export const rssOf = (pid: number): number => residentOf(pid).rss

/**
 * RSS and its file-backed part: pages of the node binary and its libraries mapped in as code
 * runs for the first time. Those grow while new paths are taken, are shared and can be dropped
 * by the kernel at any time; a leak shows in the anonymous part.
 */
export function residentOf(pid: number): { rss: number; file: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kb('VmRSS'), file: kb('RssFile') }
}

/** The load average (1, 5, 15 min), printed beside every figure: the machine is shared. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
