import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '~/db/schema'
import { jobs } from '~/db/schema'
import type { Db } from '~/db/types'
import { createMailer } from '~/domains/email/mailer.server'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { startSmtpSink } from '~/test/smtp-sink'
import { claimJobs, enqueueJob } from './queue.server'
import { createJobWorker, type JobHandlers } from './worker.server'

// The durable job queue (decision 033) on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and a real SMTP sink: a job outlives the worker that held it, a failed one
// is retried later, and two workers (on PostgreSQL: two connection pools, as two processes
// have) never send one message twice.

let database: TestDatabase
let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  database = await createTestDatabase()
  sink = await startSmtpSink()
}, 60_000)
afterAll(async () => {
  await sink?.close()
  await database?.close()
})

/** A handler that e-mails `payload.to` through the real mailer (outbox + SMTP). */
const mailHandlers = (tag: string): JobHandlers => {
  const mailer = createMailer({ smtpUrl: sink.url })
  return {
    'test.mail': async ({ db, job }) => {
      const to = String(job.payload.to)
      await mailer.send(db, {
        to,
        locale: 'it',
        site: 'Soglia',
        data: {
          template: 'order_status',
          name: tag,
          number: String(job.id),
          status: 'shipped',
          link: 'http://shop.test',
        },
      })
    },
  }
}
const statusOf = async (db: Db, id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0]!

describe('job queue', () => {
  it('a job survives the crash of the worker that held it: another worker takes it when the lease runs out', async () => {
    const db = database.db
    const id = await enqueueJob(db, 'test.mail', { to: 'crash@soglia.test' })
    // Worker A claims the job and dies before finishing (no completion, no more lease renewals).
    const [held] = await claimJobs(db, 'worker-a-crashed', { limit: 1, leaseMs: 30_000 })
    expect(held?.id).toBe(id)
    expect((await statusOf(db, id)).status).toBe('running')
    // A worker started after the "restart" does not take it while the lease holds…
    const b = createJobWorker({ getDb: async () => db, handlers: mailHandlers('B'), leaseMs: 5_000 })
    expect(await b.drain()).toBe(0)
    // The lease runs out (moved into the past rather than waited for: a loaded machine stays exact).
    await db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id))
    // …and does once it has run out; the message is sent exactly once.
    expect(await b.drain()).toBe(1)
    const row = await statusOf(db, id)
    expect(row).toMatchObject({ status: 'done', attempts: 2, lockedBy: null })
    expect(sink.received.filter((m) => m.to.includes('crash@soglia.test'))).toHaveLength(1)
  })

  it('runs the database’s housekeeping on its first round, then not again within the hour', async () => {
    // A database of its own: a worker with no handlers would fail any job another test left due.
    const own = await createTestDatabase()
    try {
      const rounds: Db[] = []
      const worker = createJobWorker({
        getDb: async () => own.db,
        handlers: {},
        housekeeping: async (db) => void rounds.push(db),
      })
      await worker.drain()
      await worker.drain()
      expect(rounds).toEqual([own.db])
    } finally {
      await own.close()
    }
  })

  it('a job whose handler fails is retried later with backoff, and gives up after max_attempts', async () => {
    const db = database.db
    let calls = 0
    const worker = createJobWorker({
      getDb: async () => db,
      onError: () => {},
      handlers: {
        'test.flaky': async () => {
          calls++
          throw new Error(`SMTP down (${calls})`)
        },
      },
    })
    const id = await enqueueJob(db, 'test.flaky', {}, { maxAttempts: 2 })
    expect(await worker.drain()).toBe(1)
    let row = await statusOf(db, id)
    expect(row.status).toBe('pending')
    expect(row.lastError).toBe('SMTP down (1)')
    // Backoff: not due again at once (2 s after the first failure).
    expect(row.runAt.getTime() - Date.now()).toBeGreaterThan(1_000)
    expect(await worker.drain()).toBe(0)
    await db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id))
    expect(await worker.drain()).toBe(1)
    row = await statusOf(db, id)
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'SMTP down (2)' })
    expect(calls).toBe(2)
  })

  it('two workers draining together never send one message twice', async () => {
    const db = database.db
    // On PostgreSQL the second worker has a connection pool of its own, as another process would.
    const url = process.env.TEST_DATABASE_URL?.trim()
    let otherPool: pg.Pool | undefined
    let otherDb: Db = db
    if (url && database.kind === 'postgres') {
      const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: Array<{ name: string }>
      }
      const u = new URL(url)
      u.pathname = `/${rows[0]!.name}`
      otherPool = new pg.Pool({ connectionString: u.toString(), max: 4 })
      otherDb = drizzle(otherPool, { schema, casing: 'snake_case' }) as unknown as Db
    }
    const n = 30
    for (let i = 0; i < n; i++) await enqueueJob(db, 'test.mail', { to: `twice-${i}@soglia.test` })
    const a = createJobWorker({ getDb: async () => db, handlers: mailHandlers('A'), concurrency: 3 })
    const b = createJobWorker({ getDb: async () => otherDb, handlers: mailHandlers('B'), concurrency: 3 })
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()])
    await otherPool?.end()
    expect(ranA + ranB).toBe(n)
    const sent = sink.received.flatMap((m) => m.to).filter((to) => to.startsWith('twice-'))
    expect(sent).toHaveLength(n)
    expect(new Set(sent).size).toBe(n)
    const open = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.kind} = 'test.mail' and ${jobs.status} <> 'done'`)
    expect(open).toEqual([])
  })
})
