import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Starts an edge build (decision 041) on this machine, on a PostgreSQL database of its own.

export type EdgeRuntime = 'deno' | 'workerd'

const root = join(import.meta.dirname, '..', '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

export type EdgeServer = { url: string; stop: () => Promise<void>; log: () => string }

export function startEdgeServer(runtime: EdgeRuntime, databaseUrl: string, port: number): EdgeServer {
  const output = join(root, `.output-${runtime}`)
  if (!existsSync(join(output, 'server', 'index.mjs'))) throw new Error(`${output} is missing: run \`npm run build:${runtime}\` first`)
  const env = { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }
  let child: ChildProcess
  let state: string | undefined
  if (runtime === 'deno') {
    child = spawn(bin('deno'), ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', 'server/index.mjs'], { cwd: output, env, detached: true })
  } else {
    // wrangler runs workerd; no account, no network (metrics off). Variables reach process.env
    // (nodejs_compat with a 2025+ compatibility date).
    // Local state (caches.default, which wrangler keeps on disk) in a folder of this run's: a page
    // cached by an earlier run on another database must not be found here.
    state = mkdtempSync(join(tmpdir(), 'soglia-workerd-'))
    const args = ['dev', '--config', join(output, 'server', 'wrangler.json'), '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + 1), '--persist-to', state]
    for (const name of ['DATABASE_URL', 'LOG_LEVEL'] as const) args.push('--var', `${name}:${env[name]}`)
    child = spawn(bin('wrangler'), args, { cwd: root, env: { ...env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, detached: true })
  }
  let output_ = ''
  child.stdout?.on('data', (d: Buffer) => void (output_ += d.toString()))
  child.stderr?.on('data', (d: Buffer) => void (output_ += d.toString()))
  return {
    url: `http://127.0.0.1:${port}`,
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
