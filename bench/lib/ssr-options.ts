// bench:ssr's command line.
import { parseArgs } from 'node:util'
import { RUNTIMES, type BenchRuntime } from './edge-app.ts'

export type Database = 'pglite' | 'postgres'
export type Options = {
  connections: number
  duration: number
  quick: boolean
  databases: Database[]
  pgUrl: string
  runtime: BenchRuntime
}

export function usage(): string {
  return [
    'Usage: npm run bench:ssr -- [--quick] [--connections N] [--duration S] [--database pglite|postgres|both] [--runtime node|deno|workerd]',
    '  --connections N  concurrent connections (default 10, 1..1000)',
    '  --duration S     seconds measured per target and server (default 10, --quick: 3; max 600)',
    '  --quick          short run (3 s per target)',
    '  --database D     pglite, postgres or both (default both: the same scenarios on each)',
    '  --pg-url URL     PostgreSQL server for --database postgres (default postgres://postgres@127.0.0.1:5432/postgres;',
    '                   a throw-away database is created there and dropped at the end)',
    '  --runtime R      node (default), or an edge build (npm run build:deno / build:workerd first): PostgreSQL only;',
    '                   Deno keeps no page cache, so its cache-hit scenarios are left out',
  ].join('\n')
}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string', short: 'c' },
      duration: { type: 'string', short: 'd' },
      quick: { type: 'boolean', default: false },
      database: { type: 'string' },
      runtime: { type: 'string', default: 'node' },
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) {
    console.log(usage())
    process.exit(0)
  }
  const int = (raw: string | undefined, fallback: number, name: string, max: number): number => {
    if (raw === undefined) return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new Error(`--${name} must be an integer from 1 to ${max} (got "${raw}")`)
    return n
  }
  const quick = values.quick === true
  const databases: Record<string, Database[]> = {
    pglite: ['pglite'],
    postgres: ['postgres'],
    both: ['pglite', 'postgres'],
  }
  const runtime = values.runtime as BenchRuntime
  if (!RUNTIMES.includes(runtime)) throw new Error(`--runtime must be node, deno or workerd (got "${values.runtime}")`)
  // The edge builds run on PostgreSQL only (decision 041).
  const chosen = databases[values.database ?? (runtime === 'node' ? 'both' : 'postgres')]
  if (!chosen) throw new Error(`--database must be pglite, postgres or both (got "${values.database}")`)
  if (runtime !== 'node' && chosen.includes('pglite'))
    throw new Error(`--runtime ${runtime} runs on PostgreSQL only: --database postgres`)
  return {
    databases: chosen,
    pgUrl: values['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    connections: int(values.connections, 10, 'connections', 1000),
    duration: int(values.duration, quick ? 3 : 10, 'duration', 600),
    quick,
    runtime,
  }
}
