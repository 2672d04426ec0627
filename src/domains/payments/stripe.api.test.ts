import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { orders, orderStatusHistory } from '~/db/schema'
import { startStripeStandin } from '~/test/stripe-standin'
import { json, seededApi } from '~/test/seeded-api'
import type Stripe from 'stripe'
import { stripeConfigured } from './stripe.server'
import { applyStripeEvent } from './stripe-webhook.server'

// The real Stripe SDK against the stand-in server on 127.0.0.1; webhooks signed with the SDK's
// own test-header helper and delivered to the real API handler on a seeded database.

const SECRET = 'sk_test_orderdocs123'
const WHSEC = 'whsec_orderdocs_test_secret'
const t = seededApi()
let standin: Awaited<ReturnType<typeof startStripeStandin>>

const deliver = async (payload: string, signature: string) =>
  (
    await t.api().call('/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
  ).status

beforeAll(async () => {
  standin = await startStripeStandin({ secretKey: SECRET, webhookSecret: WHSEC, deliver })
})
afterAll(() => standin?.close())
beforeEach(() => {
  vi.stubEnv('STRIPE_SECRET_KEY', SECRET)
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', WHSEC)
  vi.stubEnv('STRIPE_API_URL', standin.url)
})

let seq = 0
/** A pending order as placeOrder leaves it (only the columns payment reads). */
async function order(email: string, code = 'card', total = 123_45) {
  const [row] = await t
    .db()
    .insert(orders)
    .values({
      number: `2026-9${String(++seq).padStart(5, '0')}`,
      userId: await t.userId(email),
      locale: 'it',
      total,
      customerEmail: email,
      paymentSnapshot: { code, kind: code === 'card' ? 'online' : 'local', name: code },
    })
    .returning({ id: orders.id })
  return row!.id
}
const statusOf = async (id: number) =>
  (await t.db().select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, id)))[0]!

describe('card payment through Stripe Checkout', () => {
  it('is offered only with both keys', () => {
    expect(stripeConfigured()).toBe(true)
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '')
    expect(stripeConfigured()).toBe(false)
  })

  it('creates a Checkout Session for the order total and pays the order from the signed webhook only', async () => {
    const token = await t.signIn('cliente@soglia.test')
    const id = await order('cliente@soglia.test')
    const res = await t.send('POST', `/account/orders/${id}/payment`, token)
    expect(res.status).toBe(200)
    const { url } = (await json(res)).data
    expect(url).toMatch(new RegExp(`^${standin.url}/pay/cs_test_`))
    const session = [...standin.sessions.values()].at(-1)!
    expect(session).toMatchObject({
      amount_total: 123_45,
      currency: 'eur',
      client_reference_id: String(id),
      locale: 'it',
      customer_email: 'cliente@soglia.test',
    })
    expect(session.metadata.order_id).toBe(String(id))
    expect(session.success_url).toBe(`http://shop.test/account/orders/${id}?payment=done`)
    // Coming back to the success URL changes nothing: the order is still pending.
    expect((await statusOf(id)).status).toBe('pending')

    const delivered = await standin.complete(session.id)
    expect(delivered.status).toBe(200)
    const after = await statusOf(id)
    expect(after.status).toBe('paid')
    expect(after.paidAt).not.toBeNull()

    // A replay (same event, or a new one for the same session) is harmless.
    expect((await standin.sendCompleted(session, delivered.eventId)).status).toBe(200)
    expect((await standin.sendCompleted(session)).status).toBe(200)
    // A second session paid for the same order: recognised, nothing changes (logged for a refund).
    const other = { ...session, id: 'cs_test_second', payment_status: 'paid' as const }
    expect((await standin.sendCompleted(other)).status).toBe(200)
    const event = (object: unknown) =>
      ({ id: 'evt_x', type: 'checkout.session.completed', data: { object } }) as unknown as Stripe.Event
    const never = async () => expect.fail('must not pay twice')
    expect(await applyStripeEvent(t.db(), event(other), never)).toEqual({
      result: 'ignored',
      reason: 'paid_twice',
      orderId: id,
    })
    expect(await applyStripeEvent(t.db(), event(session), never)).toEqual({
      result: 'ignored',
      reason: 'already_paid',
      orderId: id,
    })
    const history = await t.db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))
    expect(history.filter((h) => h.toStatus === 'paid')).toHaveLength(1)
    // Paid: no second session.
    expect((await t.send('POST', `/account/orders/${id}/payment`, token)).status).toBe(409)
  })

  it('refuses a webhook with a wrong or missing signature, and a paid event of another amount', async () => {
    const token = await t.signIn('cliente@soglia.test')
    const id = await order('cliente@soglia.test')
    await t.send('POST', `/account/orders/${id}/payment`, token)
    const session = [...standin.sessions.values()].at(-1)!
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, payment_status: 'paid' } },
    })
    expect(await deliver(forged, 't=1,v1=deadbeef')).toBe(400)
    const unsigned = await t.api().call('/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: forged,
    })
    expect(unsigned.status).toBe(400)
    expect((await statusOf(id)).status).toBe('pending')

    session.amount_total = 1 // the stand-in reports one cent paid
    session.payment_status = 'paid'
    expect((await standin.sendCompleted(session)).status).toBe(200)
    expect((await statusOf(id)).status).toBe('pending')
  })

  it('answers a pending order of another method 409, another customer’s order 404, and 404 without keys', async () => {
    const token = await t.signIn('cliente@soglia.test')
    const transfer = await order('cliente@soglia.test', 'bank_transfer')
    expect((await t.send('POST', `/account/orders/${transfer}/payment`, token)).status).toBe(409)
    const other = await order('reseller@soglia.test')
    expect((await t.send('POST', `/account/orders/${other}/payment`, token)).status).toBe(404)
    expect((await t.send('POST', `/account/orders/${other}/payment`, undefined)).status).toBe(401)
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const mine = await order('cliente@soglia.test')
    expect((await t.send('POST', `/account/orders/${mine}/payment`, token)).status).toBe(404)
  })

  it('lets a retailer pay the order of one of its users', async () => {
    const retailerId = await t.userId('rivenditore@soglia.test')
    const { users } = await import('~/db/schema')
    const [member] = await t.db().select({ email: users.email }).from(users).where(eq(users.parentId, retailerId))
    if (!member) return // the seed has no team member: covered by the owner test above
    const token = await t.signIn('rivenditore@soglia.test')
    const id = await order(member.email)
    expect((await t.send('POST', `/account/orders/${id}/payment`, token)).status).toBe(200)
  })
})
