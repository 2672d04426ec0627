import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscribers, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { linkIn, startSmtpSink } from '~/test/smtp-sink'

// Every newsletter e-mail carries the subscriber's unsubscribe link (footer, List-Unsubscribe and
// List-Unsubscribe-Post headers, over real SMTP); following it needs no sign-in, and the admin
// list shows the status.
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let api: ReturnType<typeof createTestApi>

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpSink()])
  api = createTestApi(database.db, { smtpUrl: smtp.url })
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})

const json = async (res: Response) => (await res.json()) as Record<string, any>
const post = (path: string, body: unknown) => api.call(path, { method: 'POST', json: body })

describe('newsletter unsubscribe', () => {
  const email = 'lucia.bianchi@example.it'

  it('puts the link in the e-mail and its header, and unsubscribes without signing in', async () => {
    expect((await post('/newsletter/subscribe', { email, terms: true })).status).toBe(200)
    const mail = await smtp.waitFor(email)
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/shop\.test\/newsletter\/unsubscribe\/[\w-]{40,}>$/)
    // One click from the mail client (RFC 8058): it posts to the link itself (e2e no-js-confirm).
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const link = linkIn(mail, '/newsletter/unsubscribe/')
    expect(mail.text).toContain(`Annulla l'iscrizione alla newsletter: ${link.href}`)
    const token = link.pathname.split('/').pop()!
    // Confirmed, then unsubscribed with the link (no token: an anonymous call).
    expect(
      (await post('/newsletter/confirm', { token: linkIn(mail, '/newsletter/confirm/').pathname.split('/').pop() }))
        .status,
    ).toBe(200)
    const res = await post('/newsletter/unsubscribe', { token })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ data: { unsubscribed: true } })
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`)
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribeToken: token })
    expect(row!.unsubscribedAt).not.toBeNull()
    // The same link again: the same answer; a made-up token: 400.
    expect((await post('/newsletter/unsubscribe', { token })).status).toBe(200)
    const bad = await post('/newsletter/unsubscribe', { token: 'x'.repeat(43) })
    expect(bad.status).toBe(400)
    expect((await json(bad)).error.code).toBe('token_invalid')
    expect((await post('/newsletter/unsubscribe', {})).status).toBe(422)

    // The admin list shows the status.
    const [admin] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'admin@soglia.test'`)
    const token2 = (await createSession(database.db, admin!.id, new Date(), { ip: null, userAgent: 'test' })).token
    const list = await json(await api.call(`/admin/newsletter/subscribers?q=${email}`, { token: token2 }))
    expect(list.data).toEqual([expect.objectContaining({ email, status: 'unsubscribed' })])
  })

  it('keeps the same link for life: a new subscription e-mails the same one, which still works', async () => {
    const again = 'paolo.verdi@example.it'
    await post('/newsletter/subscribe', { email: again, terms: true })
    const first = linkIn(await smtp.waitFor(again), '/newsletter/unsubscribe/').href
    await post('/newsletter/unsubscribe', { token: first.split('/').pop() })
    await post('/newsletter/subscribe', { email: again, terms: true })
    const second = await smtp.waitFor(
      again,
      (m) =>
        m.text.includes('/newsletter/confirm/') && smtp.received.filter((r) => r.to.includes(again)).indexOf(m) === 1,
    )
    expect(linkIn(second, '/newsletter/unsubscribe/').href).toBe(first)
  })
})
