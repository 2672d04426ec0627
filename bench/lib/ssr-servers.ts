// The servers of the SSR benchmark (bench/ssr.ts): the built app on its own seeded data
// folder, the baseline node:http server in a child process, and their cleanup, so that no
// run (also on errors and Ctrl-C) leaves a server behind.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { BenchError, type Entry } from './targets.ts'
import { appCommand, outputFolder, type BenchRuntime } from './edge-app.ts'

export const HOST = '127.0.0.1'
// BENCH_PORT moves both (app on it, baseline on the next) where 3200 is taken.
export const APP_PORT = Number(process.env.BENCH_PORT ?? 3200)
export const STATIC_PORT = APP_PORT + 1
const READY_TIMEOUT_MS = 120_000
const STOP_GRACE_MS = 5_000
const LOG_TAIL_CHARS = 16_000

export const root = resolve(import.meta.dirname, '..', '..')
// BENCH_OUTPUT: another build's output folder (e.g. a copy of the build before a change, to compare).
export const serverEntry = join(
  process.env.BENCH_OUTPUT ? resolve(process.env.BENCH_OUTPUT) : join(root, '.output'),
  'server',
  'index.mjs',
)
let runtime: BenchRuntime = 'node'
/** The runtime the app runs on (`--runtime`): its build's entry, checked before the run. */
export function chooseRuntime(name: BenchRuntime): string {
  runtime = name
  return name === 'node' ? serverEntry : join(root, outputFolder(name), 'server', 'index.mjs')
}
export const dataDir = join(root, 'bench', '.data')

export class StartError extends BenchError {}

type WireEntry = { path: string; contentType: string; body: string }

// ---------------------------------------------------------------------------------------
// Child processes and cleanup
// ---------------------------------------------------------------------------------------

const children = new Set<ChildProcess>()
const stopHooks: Array<() => void> = []
/** Runs first on cleanup: e.g. stop a load run still under way. */
export const onCleanup = (hook: () => void) => stopHooks.push(hook)

export const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null
/** Children started in a process group of their own (wrangler and its workerd): stopped as a group. */
const groups = new WeakSet<ChildProcess>()
function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  if (groups.has(child) && child.pid) {
    try {
      process.kill(-child.pid, signal)
      return
    } catch {
      // the group is gone already
    }
  }
  child.kill(signal)
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (!alive(child)) {
    children.delete(child)
    return
  }
  const exited = once(child, 'exit').catch(() => undefined)
  kill(child, 'SIGTERM')
  const timer = sleep(STOP_GRACE_MS).then(() => 'timeout' as const)
  if ((await Promise.race([exited, timer])) === 'timeout' && alive(child)) {
    kill(child, 'SIGKILL')
    await exited
  }
  children.delete(child)
}

export async function cleanup(): Promise<void> {
  for (const hook of stopHooks) hook()
  await Promise.all([...children].map(stopChild))
}

// Last resort (an exception escaped, process.exit elsewhere): never leave a server behind.
process.on('exit', () => {
  for (const child of children) if (alive(child)) kill(child, 'SIGKILL')
})

let interrupted = false
/** True once Ctrl-C or SIGTERM asked to stop. */
export const wasInterrupted = () => interrupted

/** Ctrl-C and SIGTERM stop every server this run started, then exit. */
export function stopOnSignals(): void {
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

function onSignal(signal: NodeJS.Signals) {
  if (interrupted) return
  interrupted = true
  console.error(`\n${signal}: stopping the servers…`)
  cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
}

/** Keeps the last `LOG_TAIL_CHARS` of a stream (the pipe must be drained anyway). */
function tail(stream: NodeJS.ReadableStream | null) {
  let text = ''
  stream?.setEncoding('utf8')
  stream?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-LOG_TAIL_CHARS)
  })
  return () => text
}

export async function assertPortFree(port: number): Promise<void> {
  const server = createNetServer()
  await new Promise<void>((ok, fail) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      fail(
        e.code === 'EADDRINUSE'
          ? new BenchError(`Port ${HOST}:${port} is already in use: stop what runs there first.`)
          : e,
      ),
    )
    server.listen(port, HOST, () => ok())
  })
  await new Promise<void>((ok) => server.close(() => ok()))
}

export type App = ReturnType<typeof startApp>

/** Stops one app server (and waits for it: PGlite's data-folder lock is free afterwards). */
export const stopApp = (app: App) => stopChild(app.child)

export function printServerOutput(app: App | undefined): void {
  if (!app) return
  const err = app.stderr().trim()
  const out = app.stdout().trim()
  console.error(`--- server stderr ---\n${err || '(empty)'}`)
  if (out) console.error(`--- server stdout (tail) ---\n${out}`)
}

/** The built app; `env` adds to or overrides its environment (e.g. DATABASE_URL, PAGE_CACHE_MB). */
export function startApp(env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const full = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '', // the embedded PGlite in bench/.data, unless `env` names a server
    ...env,
  }
  const run = appCommand(runtime, root, serverEntry, full, HOST, APP_PORT)
  const args = runtime === 'node' ? [...nodeArgs, ...run.args] : run.args
  const child = spawn(run.command, args, {
    cwd: run.cwd,
    env: run.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: run.detached,
  })
  if (run.detached) groups.add(child)
  const tempDir = run.tempDir
  if (tempDir) child.once('exit', () => rmSync(tempDir, { recursive: true, force: true }))
  children.add(child)
  const stdout = tail(child.stdout)
  const stderr = tail(child.stderr)
  return { child, stdout, stderr }
}

export async function waitForApp(app: App): Promise<number> {
  const started = Date.now()
  let spawnError: Error | undefined
  app.child.once('error', (e) => (spawnError = e))
  let last = 'no answer yet'
  while (Date.now() - started < READY_TIMEOUT_MS) {
    if (spawnError) throw new StartError(`Could not start the server: ${spawnError.message}`)
    if (!alive(app.child)) {
      throw new StartError(
        `The server exited during start-up (code ${app.child.exitCode}, signal ${app.child.signalCode}).`,
      )
    }
    try {
      // The first request opens the database (migration + seed): give it the time that is left.
      const left = Math.max(1_000, READY_TIMEOUT_MS - (Date.now() - started))
      const res = await fetch(`http://${HOST}:${APP_PORT}/api/settings`, { signal: AbortSignal.timeout(left) })
      await res.arrayBuffer()
      if (res.ok) return Date.now() - started
      last = `HTTP ${res.status}`
    } catch (e) {
      last = (e as Error).message
    }
    await sleep(250)
  }
  throw new StartError(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s (last: ${last}).`)
}

export async function startStatic(entries: Entry[]): Promise<ChildProcess> {
  const child = fork(join(import.meta.dirname, 'static-server.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  children.add(child)
  const ready = new Promise<void>((ok, fail) => {
    child.once('message', (msg: { ready?: boolean; error?: string }) =>
      msg.ready ? ok() : fail(new Error(`Static server: ${msg.error ?? 'unknown error'}`)),
    )
    child.once('exit', (code) => fail(new Error(`Static server exited (code ${code})`)))
    child.once('error', fail)
  })
  const wire: WireEntry[] = entries.map((e) => ({
    path: e.path,
    contentType: e.contentType,
    body: e.body.toString('base64'),
  }))
  child.send({ port: STATIC_PORT, entries: wire })
  await ready
  return child
}
