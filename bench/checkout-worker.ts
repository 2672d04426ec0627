// A job-queue worker process for bench:checkout (decision 033): it opens the bench's PostgreSQL
// database, sends the order e-mails (PDF included) to the bench's SMTP sink, and stops on SIGTERM.
// Several of these share one database as several app processes would.
//
//   tsx --import ./bench/lib/inline-assets.mjs bench/checkout-worker.ts <database url> <smtp url>
import { setPriority } from 'node:os'
import { connect } from '~/db/connect.server'
import { createMailer } from '~/domains/email/mailer.server'
import { createJobWorker } from '~/domains/jobs/worker.server'
import { orderJobHandlers } from '~/domains/orders/order-notify.server'

const [url, smtpUrl] = process.argv.slice(2)
// Lower CPU priority (bench:checkout --nice): confirmations can wait, answers cannot.
if (process.env.WORKER_NICE) setPriority(Number(process.env.WORKER_NICE))
const database = await connect({ kind: 'postgres', url: url!, poolSize: 4 })
const worker = createJobWorker({
  getDb: async () => database.db,
  handlers: orderJobHandlers({
    mailer: createMailer({ smtpUrl }),
    publicUrl: 'http://shop.test',
    now: () => new Date(),
  }),
  concurrency: Number(process.env.JOB_CONCURRENCY ?? 2),
  pollMs: 50,
  onError: (e) => console.error('worker:', (e as Error).message),
})
worker.start()
process.send?.('ready')
process.once('SIGTERM', () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0))
})
