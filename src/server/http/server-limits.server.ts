// Limits of the HTTP server itself (issue 14): how long a request may take to arrive, and a
// data folder the server can really write to.
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { ServerOptions } from 'node:http'
import { join } from 'node:path'

/** Whole request (headers and body) must arrive within this: a body that never ends is cut. */
export const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS ?? 30_000)
/** Headers must arrive within this (slowloris). */
export const HEADERS_TIMEOUT_MS = Number(process.env.HEADERS_TIMEOUT_MS ?? 10_000)
/** A socket with no traffic at all is closed after this (no createServer option: set on the server). */
export const IDLE_TIMEOUT_MS = 60_000

/** How often Node sweeps connections for the two timeouts above. */
export const checkingInterval = () => Math.max(250, Math.floor(Math.min(HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS) / 4))

/**
 * The timeouts as `http.createServer` options, which srvx's documented `node` option passes
 * through (src/runtime/node/server-entry.ts; decision 113).
 */
export function nodeServerLimits(): Pick<
  ServerOptions,
  'requestTimeout' | 'headersTimeout' | 'connectionsCheckingInterval'
> {
  return {
    requestTimeout: REQUEST_TIMEOUT_MS,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS),
    // Node enforces both timeouts from a periodic sweep, every 30 s by default: a body that
    // never ends would then be cut up to 30 s late. A quarter of the shorter timeout keeps the
    // cut within 25 % of it.
    connectionsCheckingInterval: checkingInterval(),
  }
}

/** EX_CANTCREAT (sysexits.h): the output folder cannot be created or written. */
export const EXIT_DATA_DIR = 73

/** Null when `dir` exists (or was created) and can be written; else the message and exit code. */
export function assertDataDirWritable(dir: string): { message: string; exitCode: number } | null {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
    const probe = join(dir, `.write-test-${process.pid}`)
    writeFileSync(probe, 'ok')
    rmSync(probe)
    return null
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown'
    const why =
      code === 'ENOSPC'
        ? 'the disk is full'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EROFS'
            ? 'the file system is read-only'
            : (error as Error).message
    return {
      message: `Soglia cannot start: the data folder ${dir} (DATA_DIR) cannot be created or written (${code}: ${why}). Free space, fix its permissions, or set DATA_DIR to a writable folder.`,
      exitCode: EXIT_DATA_DIR,
    }
  }
}
