// `npm run start:workerd`: the Workers build (.output-workerd) under wrangler/workerd on this
// machine, on HOST:PORT (127.0.0.1:8787), with DATABASE_URL and the other variables the build
// reads passed in an env file (scripts/workerd-dev.ts), not on the command line.
import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'
import { workerdDev } from './workerd-dev.ts'

const root = resolve(import.meta.dirname, '..')
if (!process.env.DATABASE_URL) {
  console.error('start:workerd: set DATABASE_URL (PostgreSQL): a Worker has no embedded database')
  process.exit(1)
}
const dev = workerdDev(root, process.env, {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 8787),
})
const child = spawn(join(root, 'node_modules', '.bin', 'wrangler'), dev.args, {
  cwd: root,
  env: dev.env,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => {
  dev.cleanup()
  process.exit(code ?? (signal ? 1 : 0))
})
