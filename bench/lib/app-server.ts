// Starts the production build on its own port and data folder for a benchmark, and stops it
// (also on errors and Ctrl-C), so no run leaves a server behind.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..')
const entry = join(root, '.output', 'server', 'index.mjs')

export type AppServer = { origin: string; stop: () => Promise<void> }

export async function startApp(options: {
  port: number
  dataDir: string
  env?: NodeJS.ProcessEnv
}): Promise<AppServer> {
  if (!existsSync(entry)) throw new Error('No production build: run `npm run build` first.')
  rmSync(options.dataDir, { recursive: true, force: true })
  let output = ''
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      API_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)))
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)))
  const stop = async () => {
    if (child.exitCode !== null) return
    child.kill('SIGTERM')
    await new Promise<void>((r) => {
      const t = setTimeout(() => (child.kill('SIGKILL'), r()), 5000)
      child.once('exit', () => (clearTimeout(t), r()))
    })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void stop().then(() => process.exit(130)))
  const origin = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${origin}/api/settings`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The server did not answer within 120 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
