// How bench:ssr starts the app on each runtime (`--runtime node|deno|workerd`): the Node build as
// it always did, or an edge build (decision 041, 045) on PostgreSQL. Workers run locally under
// `wrangler dev` (workerd behind miniflare's entry worker), not on Cloudflare's network: the
// figures compare runtimes on this machine, they do not predict a data centre's.
import { join } from 'node:path'
import { workerdDev } from '../../scripts/workerd-dev.ts'

export type BenchRuntime = 'node' | 'deno' | 'workerd'
export const RUNTIMES: BenchRuntime[] = ['node', 'deno', 'workerd']

/** `tempDir`: a folder of this start, removed when the server exits. */
export type AppCommand = {
  command: string
  args: string[]
  cwd: string
  env: Record<string, string | undefined>
  detached: boolean
  tempDir?: string
}

export function appCommand(
  runtime: BenchRuntime,
  root: string,
  serverEntry: string,
  env: Record<string, string | undefined>,
  host: string,
  port: number,
): AppCommand {
  const bin = (name: string) => join(root, 'node_modules', '.bin', name)
  switch (runtime) {
    case 'node':
      return { command: process.execPath, args: [serverEntry], cwd: root, env, detached: false }
    case 'deno':
      return {
        command: bin('deno'),
        args: ['run', '--allow-net', '--allow-read', '--allow-env', '--allow-sys', 'server/index.mjs'],
        cwd: join(root, '.output-deno'),
        env,
        detached: true,
      }
    case 'workerd': {
      // The inspector beside the baseline's port (app + 1); caches.default in the folder of this
      // start (with its env file: scripts/workerd-dev.ts); no line per request (the log's tail
      // keeps the server's warnings and errors).
      const dev = workerdDev(root, env, { host, port }, ['--inspector-port', String(port + 2), '--log-level', 'warn'])
      dev.args.push('--persist-to', dev.tempDir)
      return {
        command: bin('wrangler'),
        args: dev.args,
        cwd: root,
        env: { ...dev.env, CI: 'true' },
        detached: true,
        tempDir: dev.tempDir,
      }
    }
  }
}

/** The build a runtime serves. */
export const outputFolder = (runtime: BenchRuntime) => (runtime === 'node' ? '.output' : `.output-${runtime}`)
