import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { workerdDev } from '../../scripts/workerd-dev.ts'

// Starts an edge build (decision 041) on this machine, on a PostgreSQL database of its own.

export type EdgeRuntime = 'deno' | 'workerd'

const root = join(import.meta.dirname, '..', '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

export type EdgeServer = { url: string; pid: number; stop: () => Promise<void>; log: () => string }

export function startEdgeServer(runtime: EdgeRuntime, databaseUrl: string, port: number): EdgeServer {
  const output = join(root, `.output-${runtime}`)
  if (!existsSync(join(output, 'server', 'index.mjs')))
    throw new Error(`${output} is missing: run \`npm run build:${runtime}\` first`)
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  let child: ChildProcess
  let state: string | undefined
  if (runtime === 'deno') {
    child = spawn(
      bin('deno'),
      ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', 'server/index.mjs'],
      { cwd: output, env, detached: true },
    )
  } else {
    // wrangler runs workerd; no account, no network; the variables in an env file of this start
    // (scripts/workerd-dev.ts), whose folder also keeps the local state (caches.default, on
    // disk): a page cached by an earlier run on another database must not be found here.
    const dev = workerdDev(root, env, { host: '127.0.0.1', port }, ['--inspector-port', String(port + 1)])
    state = dev.tempDir
    dev.args.push('--persist-to', state)
    child = spawn(bin('wrangler'), dev.args, { cwd: root, env: { ...dev.env, CI: 'true' }, detached: true })
  }
  let output_ = ''
  child.stdout?.on('data', (d: Buffer) => void (output_ += d.toString()))
  child.stderr?.on('data', (d: Buffer) => void (output_ += d.toString()))
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    log: () => output_,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => {
          if (state) rmSync(state, { recursive: true, force: true })
          resolve()
        })
        // The whole group: wrangler's workerd child too.
        process.kill(-child.pid!, 'SIGTERM')
        setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 5000).unref()
      }),
  }
}

/** Waits until the server answers the settings (database migrated and seeded). */
export async function waitUntilReady(server: EdgeServer, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < until) {
    try {
      const res = await fetch(`${server.url}/api/settings`, { signal: AbortSignal.timeout(60_000) })
      if (res.status === 200) return
      last = `status ${res.status}: ${(await res.text()).slice(0, 200)}`
    } catch (error) {
      last = (error as Error).message
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${server.url} not ready after ${timeoutMs} ms (${last})\n${server.log().slice(-3000)}`)
}
