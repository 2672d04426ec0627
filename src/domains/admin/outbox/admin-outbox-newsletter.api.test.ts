import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, newsletterSubscribers, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { startSmtpSink } from '~/test/smtp-sink'

// The outbox (list, read, resend over real SMTP) and the newsletter subscribers (list, search,
// filter, remove). One API without SMTP (mail waits in the outbox), one with the SMTP sink.
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let offline: ReturnType<typeof createTestApi>
let online: ReturnType<typeof createTestApi>
let admin: string

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpSink()])
  offline = createTestApi(database.db)
  online = createTestApi(database.db, { smtpUrl: smtp.url })
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@soglia.test'))
  admin = (await createSession(database.db, row!.id, new Date(), { ip: null, userAgent: 'test' })).token
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})
const json = async (res: Response) => (await res.json()) as Record<string, any>

describe('e-mail outbox', () => {
  it('keeps a message without SMTP, shows it, and sends it again once SMTP is there', async () => {
    expect(
      (
        await offline.call('/newsletter/subscribe', {
          method: 'POST',
          json: { email: 'lettore@example.com', terms: true },
        })
      ).status,
    ).toBeLessThan(300)
    const list = await json(await offline.call('/admin/outbox?q=lettore', { token: admin }))
    expect(list.data).toHaveLength(1)
    const row = list.data[0]
    expect(row).toMatchObject({ to: 'lettore@example.com', status: 'pending', template: 'newsletter_confirm' })
    expect(row.text).toBeUndefined() // the list carries no bodies

    const one = await json(await offline.call(`/admin/outbox/${row.id}`, { token: admin }))
    expect(one.data.text).toContain('/newsletter/confirm/')

    expect(
      (await json(await offline.call(`/admin/outbox/${row.id}/resend`, { method: 'POST', token: admin }))).data.status,
    ).toBe('pending')
    expect(
      (await json(await online.call(`/admin/outbox/${row.id}/resend`, { method: 'POST', token: admin }))).data.status,
    ).toBe('sent')
    const received = await smtp.waitFor('lettore@example.com')
    expect(received.subject).toBe(one.data.subject)
    // Sent again as it was: a newsletter message keeps its List-Unsubscribe header (RFC 2369).
    expect(received.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/shop\.test\/newsletter\/unsubscribe\/[\w-]{40,}>$/,
    )
    expect(received.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const [after] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id))
    expect(after).toMatchObject({ status: 'sent', attempts: 1 })
    expect(
      (await json(await offline.call('/admin/outbox?status=sent', { token: admin }))).data.map((r: any) => r.id),
    ).toContain(row.id)
    expect((await offline.call('/admin/outbox/999999/resend', { method: 'POST', token: admin })).status).toBe(404)
  })
})

describe('newsletter subscribers', () => {
  it('lists, searches, filters by status and locale, and removes (the address is erased)', async () => {
    await database.db.insert(newsletterSubscribers).values([
      { email: 'anna@example.com', locale: 'de', status: 'confirmed', confirmedAt: new Date() },
      { email: 'bruno@example.com', locale: 'it', status: 'unsubscribed', unsubscribedAt: new Date() },
    ])
    const all = await json(await offline.call('/admin/newsletter/subscribers?sort=email', { token: admin }))
    expect(all.data.map((s: any) => s.email)).toEqual(
      expect.arrayContaining(['anna@example.com', 'bruno@example.com', 'lettore@example.com']),
    )
    expect(
      (await json(await offline.call('/admin/newsletter/subscribers?status=confirmed', { token: admin }))).data.map(
        (s: any) => s.email,
      ),
    ).toEqual(['anna@example.com'])
    expect(
      (await json(await offline.call('/admin/newsletter/subscribers?lang=de', { token: admin }))).data,
    ).toHaveLength(1)
    const anna = all.data.find((s: any) => s.email === 'anna@example.com')
    expect(
      (await offline.call(`/admin/newsletter/subscribers/${anna.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204)
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, anna.id))).toEqual(
      [],
    )
    expect(
      (await offline.call(`/admin/newsletter/subscribers/${anna.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(404)
    expect((await offline.call('/admin/newsletter/subscribers?status=maybe', { token: admin })).status).toBe(400)
  })
})
