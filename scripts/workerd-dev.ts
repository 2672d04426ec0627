// `wrangler dev` for the Workers build (.output-workerd), as `npm run start:workerd`, the edge
// smoke tests and bench:ssr start it (issue 41). Wrangler passes no environment to the Worker, so
// the variables the build reads go in an env file of this start (mode 600, removed at exit),
// never on the command line, where `ps` would show DATABASE_URL's password to every user. And
// nothing calls out: no request.cf data from workers.cloudflare.com, no metrics.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

/** The variables the edge builds read. */
export const EDGE_VARS = ['DATABASE_URL', 'LOG_LEVEL', 'PAGE_CACHE_MB', 'PAGE_CACHE_MAX_AGE_S'] as const

/** A dotenv value: quoted, with what dotenv unescapes escaped. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`

export type WorkerdDev = {
  args: string[]
  env: Record<string, string | undefined>
  tempDir: string
  cleanup: () => void
}

/**
 * The arguments and environment of `wrangler dev` for this build; `tempDir` holds the env file
 * and (with `persist`) caches.default of this start; `cleanup` removes it.
 */
export function workerdDev(
  root: string,
  env: Record<string, string | undefined>,
  listen: { host: string; port: number },
  extra: string[] = [],
): WorkerdDev {
  const tempDir = mkdtempSync(join(tmpdir(), 'soglia-workerd-'))
  const envFile = join(tempDir, 'worker.env')
  const lines = EDGE_VARS.filter((name) => env[name]).map((name) => `${name}=${quoted(env[name]!)}`)
  writeFileSync(envFile, `${lines.join('\n')}\n`, { mode: 0o600 })
  const args = [
    'dev',
    '--config',
    join(root, '.output-workerd', 'server', 'wrangler.json'),
    '--ip',
    listen.host,
    '--port',
    String(listen.port),
    '--env-file',
    envFile,
    ...extra,
  ]
  return {
    args,
    // The environment of wrangler itself (only the env file reaches the Worker), with this
    // project's binaries first: wrangler's `#!/usr/bin/env node` then finds Node 24, not the host's.
    env: {
      ...env,
      PATH: [join(root, 'node_modules', '.bin'), env.PATH ?? ''].join(delimiter),
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false',
    },
    tempDir,
    cleanup: () => rmSync(tempDir, { recursive: true, force: true }),
  }
}
