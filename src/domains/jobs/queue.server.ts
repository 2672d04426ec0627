import { sql } from 'drizzle-orm'
import { jobs } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { rowsOf } from '~/db/rows'

// The durable job queue (decision 033). Jobs are rows: written in the transaction that causes
// them, claimed by any worker (any process on the same PostgreSQL) with FOR UPDATE SKIP LOCKED,
// held under a lease the worker keeps renewing, finished or retried with exponential backoff.
// A worker that dies mid-job stops renewing: its lease runs out and another worker takes the job.

export type JobPayload = Record<string, unknown>
export type ClaimedJob = { id: number; kind: string; payload: JobPayload; attempts: number; maxAttempts: number }

export type EnqueueOptions = { maxAttempts?: number; runAt?: Date }

/** Adds a job; call it with the transaction that makes the job necessary. */
export async function enqueueJob(
  db: Db | Tx,
  kind: string,
  payload: JobPayload,
  options: EnqueueOptions = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      maxAttempts: options.maxAttempts ?? 8,
      ...(options.runAt ? { runAt: options.runAt } : {}),
    })
    .returning({ id: jobs.id })
  return row!.id
}

/** Several jobs in one round trip. */
export async function enqueueJobs(
  db: Db | Tx,
  list: ReadonlyArray<{ kind: string; payload: JobPayload }>,
): Promise<void> {
  if (list.length) await db.insert(jobs).values(list.map((j) => ({ kind: j.kind, payload: j.payload })))
}

/** Retry delay after the n-th failed attempt: 2 s, 4 s, 8 s … capped at one hour. */
export const backoffMs = (attempt: number) => Math.min(2 ** Math.max(1, attempt) * 1000, 3_600_000)

type Row = { id: number; kind: string; payload: JobPayload; attempts: number; max_attempts: number }

/**
 * Takes up to `limit` due jobs for `workerId`: pending ones whose time has come and running ones
 * whose lease ran out (their worker died). SKIP LOCKED: two workers never take the same row.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedJob[]> {
  // A job whose worker died on its last allowed attempt is given up rather than retried forever.
  await db.execute(sql`
    update jobs set status = 'failed', finished_at = now(), locked_by = null, locked_until = null,
      last_error = coalesce(last_error, 'worker lost on the last attempt')
    where status = 'running' and locked_until < now() and attempts >= max_attempts`)
  const result = await db.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = now() + ${options.leaseMs} * interval '1 millisecond'
    where id in (
      select id from jobs
      where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
      order by run_at, id
      limit ${options.limit}
      for update skip locked)
    returning id, kind, payload, attempts, max_attempts`)
  return rowsOf<Row>(result).map((r) => ({
    id: r.id,
    kind: r.kind,
    payload: r.payload ?? {},
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
  }))
}

/** Keeps the lease while the job runs; false when another worker has taken it over. */
export async function renewLease(db: Db, job: ClaimedJob, workerId: string, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = ${job.id} and locked_by = ${workerId} and status = 'running' returning id`)
  return rowsOf<Row>(result).length > 0
}

/** Merges `patch` into the job's payload (what a retry must know, e.g. its outbox row). */
export async function rememberInJob(db: Db, job: ClaimedJob, patch: JobPayload): Promise<void> {
  Object.assign(job.payload, patch)
  await db.execute(sql`update jobs set payload = payload || ${JSON.stringify(patch)}::jsonb where id = ${job.id}`)
}

export async function completeJob(db: Db, job: ClaimedJob, workerId: string): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
    where id = ${job.id} and locked_by = ${workerId}`)
}

export async function failJob(db: Db, job: ClaimedJob, workerId: string, error: unknown): Promise<void> {
  const message = String((error as Error)?.message ?? error).slice(0, 2000)
  const last = job.attempts >= job.maxAttempts
  await db.execute(sql`
    update jobs set status = ${last ? 'failed' : 'pending'}, last_error = ${message}, locked_by = null, locked_until = null,
      run_at = now() + ${backoffMs(job.attempts)} * interval '1 millisecond', finished_at = ${last ? sql`now()` : null}
    where id = ${job.id} and locked_by = ${workerId}`)
}

/** Finished jobs are history for a week, then go. */
export async function pruneJobs(db: Db, keepDays = 7): Promise<void> {
  await db.execute(sql`delete from jobs where status = 'done' and finished_at < now() - ${keepDays} * interval '1 day'`)
}
