import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, ts } from './columns'

// The durable job queue (decision 033): work that must happen after a commit but not inside the
// request — the order confirmation (PDF + e-mail), the shop's notice, status e-mails. A job is
// written in the same transaction as what caused it (nothing is lost, a rolled-back order sends
// nothing) and taken by any worker process with FOR UPDATE SKIP LOCKED.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: varchar({ length: 60 }).notNull(),
    payload: jsonb().notNull().default({}),
    /** pending → running → done; failed once max_attempts are spent (kept for the admin to see). */
    status: varchar({ length: 10 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** When it may run next (retries back off by moving this forward). */
    runAt: ts('run_at').notNull().defaultNow(),
    /** The worker that holds it and until when: a crashed worker's lease expires and another takes it. */
    lockedBy: varchar('locked_by', { length: 80 }),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`)],
)
