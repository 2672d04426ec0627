import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { consentRecords, newsletterSubscribers, orders, savedCarts, sessions, users } from '~/db/schema'
import { json, seededApi } from '~/test/seeded-api'

// Issue 16, GDPR: download one's data (art. 20) and delete the account (art. 17); orders stay
// for the legal retention period, unlinked.
const { signIn, get, send, db, userId } = seededApi()

describe('GET /account/export', () => {
  it('asks for a session', async () => {
    expect((await get('/account/export')).status).toBe(401)
  })

  it('gives the caller’s profile, addresses, orders, consents and cart, and no secret', async () => {
    const token = await signIn('cliente@soglia.test')
    await send('PUT', '/cart', token, {
      items: [{ cart_id: 'a', slug: 'porta-trento-laminato-80-210', quantity: 1, variant_ids: [] }],
    })
    const res = await get('/account/export', token)
    expect(res.status).toBe(200)
    const { data } = await json(res)
    expect(data.profile.email).toBe('cliente@soglia.test')
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['profile', 'addresses', 'orders', 'consents', 'newsletter', 'saved_cart']),
    )
    expect(data.saved_cart.items).toHaveLength(1)
    const text = JSON.stringify(data)
    expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|argon2/)
  })
})

describe('POST /account/delete', () => {
  it('wants the password and an explicit confirmation', async () => {
    const token = await signIn('reseller@soglia.test')
    expect((await send('POST', '/account/delete', token, { password: 'wrong', confirm: true })).status).toBe(422)
    expect((await send('POST', '/account/delete', token, { password: 'soglia-demo' })).status).toBe(422)
  })

  it('refuses administrators, and retailers who still have users', async () => {
    expect(
      (
        await send('POST', '/account/delete', await signIn('admin@soglia.test'), {
          password: 'soglia-demo',
          confirm: true,
        })
      ).status,
    ).toBe(403)
    const retailer = await signIn('rivenditore@soglia.test')
    const team = await db()
      .select()
      .from(users)
      .where(eq(users.parentId, await userId('rivenditore@soglia.test')))
    if (team.length > 0)
      expect((await send('POST', '/account/delete', retailer, { password: 'soglia-demo', confirm: true })).status).toBe(
        409,
      )
  })

  it('erases the person and keeps the orders, unlinked; the session ends', async () => {
    const email = 'cliente@soglia.test'
    const id = await userId(email)
    const token = await signIn(email)
    const before = await db().select({ id: orders.id }).from(orders).where(eq(orders.userId, id))
    await db()
      .insert(consentRecords)
      .values({ consentId: crypto.randomUUID(), userId: id, analytics: true, marketing: false })
    await db()
      .insert(newsletterSubscribers)
      .values({ email: 'CLIENTE@soglia.test', status: 'confirmed' })
      .onConflictDoNothing()

    const res = await send('POST', '/account/delete', token, { password: 'soglia-demo', confirm: true })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ data: { deleted: true } })

    expect(await db().select().from(users).where(eq(users.id, id))).toEqual([])
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toEqual([])
    expect(await db().select().from(savedCarts).where(eq(savedCarts.userId, id))).toEqual([])
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'CLIENTE@soglia.test')),
    ).toEqual([])
    // Orders stay (legal retention), no longer linked to anyone.
    for (const { id: orderId } of before) {
      const [order] = await db().select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId))
      expect(order).toEqual({ userId: null })
    }
    expect((await get('/account/export', token)).status).toBe(401)
    expect((await send('POST', '/auth/login', undefined, { email, password: 'soglia-demo' })).status).toBe(401)
  })
})
