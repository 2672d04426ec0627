import { runtime } from '#runtime'
import { env } from '~/config/env.server'
import { database, getDb } from '~/db/index.server'
import { housekeeping } from '~/db/housekeeping.server'
import { createMailer } from '~/domains/email/mailer.server'
import { campaignJobHandlers } from '~/domains/admin/newsletter/campaign-send.server'
import { createJobWorker, type JobWorker } from '~/domains/jobs/worker.server'
import { orderJobHandlers } from '~/domains/orders/order-notify.server'
import { reviewJobHandlers } from '~/domains/reviews/invitation.server'
import { log } from '~/lib/log.server'
import { publicUrl } from '~/lib/http/public-url.server'

// This process's job worker (decision 033): started with the server (jobs a crashed process
// left behind are taken up at once), woken by the API after a transaction queues work. The
// bundle may hold two copies of this module (start-up plugin, SSR app): one worker per process.
const key = Symbol.for('soglia.jobWorker')
const registry = globalThis as typeof globalThis & { [key]?: JobWorker }

function jobHandlers() {
  const services = {
    mailer: createMailer({
      smtpUrl: env().SMTP_URL,
      log: { info: (o, msg) => log().info(o, msg), error: (o, msg) => log().error(o, msg) },
    }),
    publicUrl: publicUrl(),
    now: () => new Date(),
  }
  return { ...orderJobHandlers(services), ...reviewJobHandlers(services), ...campaignJobHandlers(services) }
}

export function processJobWorker(): JobWorker {
  registry[key] ??= createJobWorker({
    getDb,
    handlers: jobHandlers(),
    housekeeping: async () => {
      const tables = await housekeeping(await database())
      if (tables.length) log().info({ tables }, 'embedded database vacuumed and analyzed')
    },
    onError: (error, job) =>
      log().error({ err: error, job: job && { id: job.id, kind: job.kind, attempt: job.attempts } }, 'job failed'),
  })
  return registry[key]
}

/** Starts the worker if needed and has it look for work now. */
export function wakeJobs(): void {
  const worker = processJobWorker()
  // Node: the long-lived polling loop; the edge: the due jobs now, within the request (decision 041).
  runtime.wakeJobs(
    () => worker.drain(),
    () => {
      worker.start()
      worker.wake()
    },
  )
}

/** Stops this process's worker after its current job, when it was started (the shutdown). */
export async function stopJobWorker(): Promise<void> {
  await registry[key]?.stop()
}
