import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, jobs, users } from '~/db/schema'
import { startSmtpSink, type ReceivedEmail } from '~/test/smtp-sink'
import { ordersApi, type Json } from '~/test/orders-api'
import { REVIEW_INVITE_JOB } from './invitation.server'

// The review invitation (issue 42 point 7, decision 101) on a real seeded database, over real
// SMTP: the delivery queues it for the shop's delay; on the day it lists the order's products
// not reviewed yet, in the order's language, with a one-click "no more" link that works without
// signing in and stops the next ones; a shop with invitations off queues none.

let sink: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  sink = await startSmtpSink()
})
const { call, slugOf, orderBody, db, api, clock } = ordersApi({ smtpUrl: () => sink.url })

const DAY = 86_400_000
const CUSTOMER = 'cliente@soglia.test'

async function deliver(lines: Json[]) {
  const res = await call('POST', '/orders', 'user', await orderBody(lines))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const order = res.body.data as Json
  for (const [event, extra] of [
    ['order.pay'],
    ['order.confirm'],
    ['order.ship', { carrier: 'BRT', tracking: 'BRT123456789' }],
    ['order.deliver'],
  ] as const) {
    const step = await call('POST', `/admin/orders/${order.id}/events`, 'admin', { event, ...extra })
    expect(step.status, JSON.stringify(step.body)).toBe(200)
  }
  return order
}
const invitationJob = async (orderId: number) =>
  (
    await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, REVIEW_INVITE_JOB), sql`${jobs.payload}->>'order_id' = ${String(orderId)}`))
  )[0]
/** The day comes: the job is made due and the worker runs, as the server's would. */
async function runDue(orderId: number) {
  await db()
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, REVIEW_INVITE_JOB), sql`${jobs.payload}->>'order_id' = ${String(orderId)}`))
  await api().jobs.drain()
}
const invitationsFor = (number: string) =>
  sink.received.filter((m) => m.subject.includes(number) && /recensione/i.test(m.subject))

describe('review invitations', () => {
  let first: Json
  let mail: ReceivedEmail

  it('are queued by the delivery for the shop’s delay and list the products not yet reviewed', async () => {
    const handle = await slugOf('MA-LEV-TON')
    const door = await slugOf('PI-LAC-080')
    const earlier = await deliver([{ slug: door, quantity: 1 }])
    const job = await invitationJob(earlier.id)
    expect(job, 'queued with the delivery').toBeDefined()
    expect(job!.runAt.getTime()).toBe(clock.now.getTime() + 7 * DAY)
    await runDue(earlier.id)
    expect((await invitationJob(earlier.id))!.status).toBe('done')
    const invited = await sink.waitFor(
      CUSTOMER,
      (m) => m.subject.includes(earlier.number) && /recensione/i.test(m.subject),
    )
    expect(invited.text).toContain(`${door}#recensioni`)

    // The customer reviews the door; the next order's invitation keeps only what is left: the handle.
    const review = await call('POST', `/products/${door}/reviews`, 'user', {
      rating: 5,
      title: 'Ottima porta',
      text: 'Montata in un’ora, chiude benissimo.',
    })
    expect(review.status, JSON.stringify(review.body)).toBe(201)
    first = await deliver([
      { slug: handle, quantity: 2 },
      { slug: door, quantity: 1 },
    ])
    await runDue(first.id)
    mail = await sink.waitFor(CUSTOMER, (m) => m.subject.includes(first.number) && /recensione/i.test(m.subject))
    expect(mail.text).toContain(`/negozio/`)
    expect(mail.text).toContain(`${handle}#recensioni`)
    expect(mail.text).not.toContain(door)
    expect(mail.text).toContain('Non voglio più inviti a recensire: http://shop.test/reviews/stop/')
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/shop\.test\/reviews\/stop\/[\w-]{20,}>$/)
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    // One invitation per delivery, however often the worker looks.
    await api().jobs.drain()
    expect(invitationsFor(first.number)).toHaveLength(1)
  })

  it('stop with one click and no sign-in: the next delivery sends none; a bad token is 400', async () => {
    const token = decodeURIComponent(/\/reviews\/stop\/([\w%-]+)/.exec(mail.text)![1]!)
    expect((await call('POST', '/reviews/invitations/stop', null, { token: 'x'.repeat(43) })).body.error.code).toBe(
      'token_invalid',
    )
    const stop = await call('POST', '/reviews/invitations/stop', null, { token })
    expect(stop.status).toBe(200)
    expect(stop.body.data).toEqual({ stopped: true })
    // The same link again answers the same.
    expect((await call('POST', '/reviews/invitations/stop', null, { token })).status).toBe(200)
    const [row] = await db().select({ off: users.reviewInvitesOffAt }).from(users).where(eq(users.email, CUSTOMER))
    expect(row!.off).not.toBeNull()

    const second = await deliver([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    await runDue(second.id)
    expect((await invitationJob(second.id))!.status).toBe('done')
    // Nothing written to the outbox either (every e-mail is recorded there before it is sent).
    const outbox = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, 'review_invitation'), sql`${emailOutbox.subject} like ${`%${second.number}%`}`),
      )
    expect(outbox).toHaveLength(0)
    expect(invitationsFor(second.number)).toHaveLength(0)
    await db().update(users).set({ reviewInvitesOffAt: null }).where(eq(users.email, CUSTOMER))
  })

  it('a shop with invitations off queues none; a delay of 0 means the day of delivery', async () => {
    expect((await call('PATCH', '/admin/settings', 'admin', { review_invitations: false })).status).toBe(200)
    const off = await deliver([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    expect(await invitationJob(off.id)).toBeUndefined()
    expect(
      (await call('PATCH', '/admin/settings', 'admin', { review_invitations: true, review_invitation_days: 0 })).status,
    ).toBe(200)
    const now = await deliver([{ slug: await slugOf('MA-LEV-TON'), quantity: 1 }])
    expect((await invitationJob(now.id))!.runAt.getTime()).toBe(clock.now.getTime())
    expect((await call('PATCH', '/admin/settings', 'admin', { review_invitation_days: 61 })).status).toBe(422)
    expect((await call('PATCH', '/admin/settings', 'admin', { review_invitation_days: 7 })).status).toBe(200)
  })
})
