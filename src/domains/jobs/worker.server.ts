import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Db } from '~/db/types'
import { claimJobs, completeJob, failJob, pruneJobs, renewLease, type ClaimedJob } from './queue.server'

// The in-process worker of the job queue (decision 033). Every app process runs one; they share
// the jobs table. It polls (several processes need no other channel), and `wake()` lets the
// process that just enqueued start at once instead of at the next poll.

export type JobContext = {
  db: Db
  job: ClaimedJob
  /** Still ours? Checked right before an irreversible step (sending), so a lost lease sends nothing. */
  stillHeld: () => Promise<boolean>
}
export type JobHandler = (ctx: JobContext) => Promise<void>
export type JobHandlers = Record<string, JobHandler>

export type JobWorkerOptions = {
  getDb: () => Promise<Db>
  handlers: JobHandlers
  /** Jobs run at once by this worker (sending is I/O; rendering the PDF is CPU). */
  concurrency?: number
  pollMs?: number
  leaseMs?: number
  id?: string
  onError?: (error: unknown, job?: ClaimedJob) => void
  /** Upkeep of the database, run with the pruning of old jobs: on the first round, then hourly. */
  housekeeping?: (db: Db) => Promise<void>
}

export type JobWorker = {
  readonly id: string
  /** Starts polling (idempotent). */
  start: () => void
  /** Stops polling and waits for the jobs in hand. */
  stop: () => Promise<void>
  /** Looks for work now. */
  wake: () => void
  /** Runs due jobs until none is left (tests, the bench); answers how many ran. */
  drain: () => Promise<number>
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const concurrency = options.concurrency ?? 2
  const pollMs = options.pollMs ?? 1000
  const leaseMs = options.leaseMs ?? 60_000
  const onError = options.onError ?? ((e) => console.error('job failed', e))
  let running = false
  let loop: Promise<void> | undefined
  let wakeUp: (() => void) | undefined
  let woken = false
  let lastPrune = 0

  async function runOne(db: Db, job: ClaimedJob) {
    // Renew the lease while the job runs, so only a dead (or frozen) worker loses it.
    let held = true
    const heartbeat = setInterval(
      () => {
        renewLease(db, job, id, leaseMs).then((ok) => void (held = held && ok), onError)
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    )
    try {
      const handler = options.handlers[job.kind]
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
      await handler({ db, job, stillHeld: async () => held && (await renewLease(db, job, id, leaseMs)) })
      clearInterval(heartbeat)
      await completeJob(db, job, id)
    } catch (error) {
      clearInterval(heartbeat)
      onError(error, job)
      await failJob(db, job, id, error).catch(onError)
    }
  }

  /** One round: claim up to `concurrency` jobs and run them; answers how many were claimed. */
  async function round(): Promise<number> {
    const db = await options.getDb()
    const batch = await claimJobs(db, id, { limit: concurrency, leaseMs })
    await Promise.all(batch.map((job) => runOne(db, job)))
    if (Date.now() - lastPrune > 3_600_000) {
      lastPrune = Date.now()
      await pruneJobs(db).catch(onError)
      await options.housekeeping?.(db).catch(onError)
    }
    return batch.length
  }

  async function poll() {
    while (running) {
      let n = 0
      try {
        n = await round()
      } catch (error) {
        onError(error)
      }
      if (n > 0 || !running) continue
      if (woken) {
        woken = false
        continue
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs)
        timer.unref?.()
        wakeUp = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      wakeUp = undefined
    }
  }

  return {
    id,
    start() {
      if (running) return
      running = true
      loop = poll()
    },
    async stop() {
      running = false
      wakeUp?.()
      await loop
    },
    wake() {
      woken = true
      wakeUp?.()
    },
    async drain() {
      let total = 0
      for (let n = await round(); n > 0; n = await round()) total += n
      return total
    },
  }
}
