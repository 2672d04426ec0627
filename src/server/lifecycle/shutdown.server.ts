import { log } from '~/lib/log.server'
import { beginDrain, inFlight, whenIdle } from './lifecycle.server'

// The graceful stop of a Node or Deno server (issue 41), on SIGTERM or SIGINT (server-entry.ts):
//  1. draining: readiness answers 503 and every answer asks its connection to close, while the
//     server still accepts and answers for SHUTDOWN_DELAY (2 s): a balancer's health check sees
//     it and sends the next requests elsewhere, and requests already on their way are read —
//     closing the listener at once would reset every connection not read yet;
//  2. the listener closes (srvx's close: no new connections, idle ones closed);
//  3. every request received is answered, up to SERVER_SHUTDOWN_TIMEOUT (25 s); what still runs
//     then is logged as cut;
//  4. the job worker finishes its current job (≤ 5 s), the database closes, and the process exits
//     0 (1 when something was cut).

const JOB_STOP_MS = 5_000
export const DEFAULT_SHUTDOWN_S = 25
export const DEFAULT_DELAY_MS = 2_000

const seconds = (name: string, fallback: number) => {
  const n = Number.parseFloat(process.env[name] ?? '')
  return Number.isFinite(n) && n >= 0 ? n * 1000 : fallback
}
export const shutdownBoundMs = () => seconds('SERVER_SHUTDOWN_TIMEOUT', DEFAULT_SHUTDOWN_S * 1000)
export const shutdownDelayMs = () => seconds('SHUTDOWN_DELAY', DEFAULT_DELAY_MS)

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const bounded = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => true), sleep(ms).then(() => false)])

export type StoppableServer = { close: (closeActiveConnections?: boolean) => Promise<void> }

/** Drains, closes the listener, stops the jobs, closes the database; resolves to the exit code. */
export async function shutDown(signal: string, server: StoppableServer): Promise<number> {
  const started = Date.now()
  beginDrain()
  log().info(
    { signal, in_flight: inFlight(), delay_ms: shutdownDelayMs(), bound_s: shutdownBoundMs() / 1000 },
    'stopping: answering the requests received',
  )
  await sleep(shutdownDelayMs())
  const closed = server.close().catch((error: unknown) => log().error({ err: error }, 'server close failed'))
  const { cut } = await whenIdle(Math.max(0, shutdownBoundMs() - (Date.now() - started)))
  if (cut.length) {
    log().error({ cut }, `shutdown bound reached: ${cut.length} request(s) cut`)
    await server.close(true).catch(() => {})
  } else {
    // The answers are out; their connections end as the clients read them.
    await bounded(closed, 1_000)
  }
  let jobsStopped = true
  try {
    jobsStopped = await bounded(
      import('~/server/jobs.server').then((jobs) => jobs.stopJobWorker()),
      JOB_STOP_MS,
    )
    if (!jobsStopped)
      log().error('the job worker did not finish its job in time: it runs again on the next start (its lease runs out)')
  } catch (error) {
    log().error({ err: error }, 'job worker stop failed')
  }
  try {
    const { closeDatabase } = await import('~/db/index.server')
    await closeDatabase()
  } catch (error) {
    log().error({ err: error }, 'database close failed')
    return 1
  }
  log().info({ ms: Date.now() - started }, 'stopped')
  return cut.length || !jobsStopped ? 1 : 0
}

/** Runs the stop once on SIGTERM or SIGINT and exits with its code. */
export function stopOnSignals(server: StoppableServer): void {
  let stopping = false
  const onSignal = (signal: string) => {
    // A second signal changes nothing: the bound decides.
    if (stopping) return
    stopping = true
    shutDown(signal, server)
      .catch((error: unknown) => (log().error({ err: error }, 'shutdown failed'), 1))
      .then((code) => process.exit(code))
  }
  process.on('SIGTERM', () => onSignal('SIGTERM'))
  process.on('SIGINT', () => onSignal('SIGINT'))
}
