// Whether an error means the database cannot be reached now (issue 41: degrade, don't fail):
// the connection refused, reset, timed out or closed by the server's shutdown. Such a request
// is answered 503 with Retry-After, never 500; a cached page is served as it was. The pool
// reconnects on the next use, so the shop recovers without a restart. Client-safe, no imports.

const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
// SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now).
const SQLSTATE = /^(?:08\d{3}|57P0[123])$/
const MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|terminating connection due to administrator command/i

export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown; errors?: unknown } | undefined, i = 0;
    e && i < 6;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && (NETWORK.has(e.code) || SQLSTATE.test(e.code))) return true
    if (typeof e.message === 'string' && MESSAGE.test(e.message)) return true
    // An AggregateError (connect tried every address of a host name).
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner))) return true
  }
  return false
}

const key = Symbol.for('soglia.databaseUnreachableAt')
const registry = globalThis as typeof globalThis & { [key]?: number }

/** Notes an unreachable database (the page answer turns a 500 it caused into a 503). */
export function noteIfUnreachable(error: unknown): boolean {
  const unreachable = isDatabaseUnreachable(error)
  if (unreachable) registry[key] = Date.now()
  return unreachable
}

/** The database was unreachable within the last few seconds. */
export const recentlyUnreachable = (withinMs = 5_000) => Date.now() - (registry[key] ?? 0) < withinMs
