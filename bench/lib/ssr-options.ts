// bench:ssr's command line.
import { parseArgs } from 'node:util'

export type Options = { connections: number; duration: number; quick: boolean }

export function usage(): string {
  return [
    'Usage: npm run bench:ssr -- [--quick] [--connections N] [--duration S]',
    '  --connections N  concurrent connections (default 10, 1..1000)',
    '  --duration S     seconds measured per target and server (default 10, --quick: 3; max 600)',
    '  --quick          short run (3 s per target)',
  ].join('\n')
}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      connections: { type: 'string', short: 'c' },
      duration: { type: 'string', short: 'd' },
      quick: { type: 'boolean', default: false },
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
    if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be an integer from 1 to ${max} (got "${raw}")`)
    return n
  }
  const quick = values.quick === true
  return {
    connections: int(values.connections, 10, 'connections', 1000),
    duration: int(values.duration, quick ? 3 : 10, 'duration', 600),
    quick,
  }
}
