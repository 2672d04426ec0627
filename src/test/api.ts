import { resolveSessionUser } from '~/domains/auth/session.server'
import { campaignJobHandlers } from '~/domains/admin/newsletter/campaign-send.server'
import { createMailer } from '~/domains/email/mailer.server'
import { reviewJobHandlers } from '~/domains/reviews/invitation.server'
import type { Db } from '~/db/types'
import { createJobWorker } from '~/domains/jobs/worker.server'
import { orderJobHandlers } from '~/domains/orders/order-notify.server'
import { createBackground } from '~/server/api/background.server'
import { createApiHandler } from '~/server/api/router.server'
import { apiRoutes } from '~/server/api/routes.server'
import { checkAnswer } from './openapi-check'

export type TestApiOptions = {
  smtpUrl?: string
  /** A movable clock for expiry tests. */
  clock?: { now: Date }
}

/**
 * The real API handler on a test database, as the server builds it, with a movable clock.
 * `call(path, init)` answers after deferred work (e-mails) has finished, and throws when the
 * answer's status or JSON body is not what the OpenAPI document says (src/test/openapi-check.ts).
 */
export function createTestApi(db: Db, options: TestApiOptions = {}) {
  const errors: unknown[] = []
  const background = createBackground((e) => errors.push(e))
  const mailer = createMailer({ smtpUrl: options.smtpUrl })
  const now = () => options.clock?.now ?? new Date()
  // The job queue's worker as the server runs it; `call` drains it, so a test sees the order's
  // e-mails as soon as the answer is back (the server sends them a moment later).
  const jobs = createJobWorker({
    getDb: async () => db,
    handlers: {
      ...orderJobHandlers({ mailer, publicUrl: 'http://shop.test', now }),
      ...reviewJobHandlers({ mailer, publicUrl: 'http://shop.test' }),
      ...campaignJobHandlers({ mailer, publicUrl: 'http://shop.test', now }),
    },
    onError: (e) => errors.push(e),
  })
  // Set when a handler's transaction queued a job (the server wakes its worker the same way):
  // `call` drains only then, instead of polling the queue after every request.
  let queued = false
  const settle = async () => {
    await background.settle()
    queued = false
    await jobs.drain()
  }
  const settleCall = async () => {
    await background.settle()
    if (queued) await settle()
  }
  const handler = createApiHandler({
    routes: apiRoutes,
    getDb: async () => db,
    resolveUser: resolveSessionUser,
    services: {
      mailer,
      publicUrl: 'http://shop.test',
      now,
      defer: background.defer,
      wakeJobs: () => void (queued = true),
    },
    onError: (e) => errors.push(e),
  })
  async function call(path: string, init: RequestInit & { json?: unknown; token?: string; ip?: string } = {}) {
    const headers = new Headers(init.headers)
    if (init.json !== undefined) headers.set('content-type', 'application/json')
    // POST /orders requires an Idempotency-Key; a fresh one per call, as the checkout sends.
    // An empty header asks for none (the test of the refusal).
    if (init.method === 'POST' && /^\/orders(?:\?|$)/.test(path)) {
      if (!headers.has('idempotency-key')) headers.set('idempotency-key', crypto.randomUUID())
      else if (headers.get('idempotency-key') === '') headers.delete('idempotency-key')
    }
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    const request = new Request(`http://test/api${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    })
    const response = await handler(request, { ip: init.ip ?? '203.0.113.7' })
    await settleCall()
    // An answer the OpenAPI document does not describe fails the test that asked (issue 40).
    await checkAnswer(request.method, new URL(request.url), response)
    return response
  }
  return { call, handler, errors, settle, jobs }
}
