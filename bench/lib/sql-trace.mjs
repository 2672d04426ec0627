// Preloaded into the built server (`node --import ./bench/lib/sql-trace.mjs .output/server/index.mjs`)
// by bench/ssr-profile.ts: appends every SQL statement the server sends to SQL_TRACE_FILE, one a
// line, so a single request's round trips can be counted (PostgreSQL through pg's Client#query,
// PGlite through query/exec). Measurement only: never loaded by the app itself.
import { appendFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

const file = process.env.SQL_TRACE_FILE
const root = join(
  process.env.BENCH_OUTPUT ? resolve(process.env.BENCH_OUTPUT) : join(process.cwd(), '.output'),
  'server',
  'node_modules',
)
const require = createRequire(join(root, 'x.js'))

function wrap(proto, name, kind) {
  const original = proto[name]
  if (typeof original !== 'function') return
  proto[name] = function (...args) {
    const first = args[0]
    const text = typeof first === 'string' ? first : (first?.text ?? '?')
    if (file) appendFileSync(file, `${kind} ${String(text).replace(/\s+/g, ' ').slice(0, 200)}\n`)
    return original.apply(this, args)
  }
}

try {
  const pg = require('pg')
  wrap(pg.Client.prototype, 'query', 'pg')
} catch (e) {
  console.warn('sql-trace: pg not found', e.message)
}
try {
  const { PGlite } = await import(join(root, '@electric-sql', 'pglite', 'dist', 'index.js'))
  wrap(PGlite.prototype, 'query', 'pglite')
  wrap(PGlite.prototype, 'exec', 'pglite')
} catch (e) {
  console.warn('sql-trace: pglite not found', e.message)
}
