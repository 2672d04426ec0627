import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, newsletterCampaignSends, newsletterSubscribers, users } from '~/db/schema'
import { createSession } from '~/domains/auth/session.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { startSmtpSink } from '~/test/smtp-sink'
import { CAMPAIGN_BATCH_JOB } from './campaign-send.server'

// A campaign (issue 43 p7, decision 104), over real SMTP: test send, then the one send through the
// job queue to the subscribers confirmed at that time, each in their language, with the one-click
// unsubscribe headers; a second click or a retried batch mails nobody twice; the counts.
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let api: ReturnType<typeof createTestApi>
let token: string

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpSink()])
  api = createTestApi(database.db, { smtpUrl: smtp.url })
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'admin@soglia.test'`)
  token = (await createSession(database.db, admin!.id, new Date(), { ip: null, userAgent: 'test' })).token
  // Only these subscribers: the counts below are exact.
  await database.db.delete(newsletterSubscribers)
  await database.db.insert(newsletterSubscribers).values([
    { email: 'it.uno@example.it', locale: 'it', status: 'confirmed', confirmedAt: new Date() },
    { email: 'en.due@example.it', locale: 'en', status: 'confirmed', confirmedAt: new Date() },
    { email: 'de.tre@example.it', locale: 'de', status: 'confirmed', confirmedAt: new Date() },
    { email: 'attesa@example.it', locale: 'it', status: 'pending' },
    { email: 'via@example.it', locale: 'it', status: 'unsubscribed', unsubscribedAt: new Date() },
  ])
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})

const json = async (res: Response) => (await res.json()) as Record<string, any>
const call = (method: string, path: string, body?: unknown) => api.call(path, { method, token, json: body })
const to = (address: string) => smtp.received.filter((m) => m.to.includes(address))

describe('newsletter campaigns', () => {
  let id: number

  it('creates a draft with an Italian text required and others optional', async () => {
    const missing = await call('POST', '/admin/newsletter/campaigns', {
      translations: { en: { subject: 'Only English', body: '' } },
    })
    expect(missing.status).toBe(422)
    const res = await call('POST', '/admin/newsletter/campaigns', {
      translations: {
        it: { subject: 'Porte in offerta', body: '## Novità\n\nLe **porte** nuove.' },
        en: { subject: 'Doors on offer', body: '## News\n\nThe new **doors**.' },
      },
    })
    expect(res.status).toBe(201)
    const { data } = await json(res)
    expect(data).toMatchObject({
      status: 'draft',
      title: 'Porte in offerta',
      counts: { recipients: 0, sent: 0, failed: 0, unsubscribed: 0 },
    })
    id = data.id
    expect((await json(await call('GET', '/admin/newsletter/campaigns/audience'))).data).toEqual({ confirmed: 3 })
  })

  it('previews the e-mail as a subscriber of that language receives it', async () => {
    const { data } = await json(await call('GET', `/admin/newsletter/campaigns/${id}/preview?lang=en`))
    expect(data.subject).toBe('Doors on offer')
    expect(data.html).toContain('<h2>News</h2>')
    expect(data.html).toContain('<strong>doors</strong>')
    // German has no text: the Italian one.
    expect((await json(await call('GET', `/admin/newsletter/campaigns/${id}/preview?lang=de`))).data.subject).toBe(
      'Porte in offerta',
    )
  })

  it('test-sends to the address typed, in the language chosen, and to nobody else', async () => {
    const res = await call('POST', `/admin/newsletter/campaigns/${id}/test`, {
      email: 'prova@example.it',
      locale: 'en',
    })
    expect(res.status).toBe(200)
    expect((await json(res)).data.status).toBe('sent')
    const mail = await smtp.waitFor('prova@example.it')
    expect(mail.subject).toBe('Doors on offer')
    expect(mail.html).toContain('<strong>doors</strong>')
    expect(smtp.received).toHaveLength(1)
    expect((await call('POST', `/admin/newsletter/campaigns/${id}/test`, { email: 'nope', locale: 'it' })).status).toBe(
      422,
    )
  })

  it('sends once through the job queue to confirmed subscribers only, in their language, with one-click unsubscribe', async () => {
    const res = await call('POST', `/admin/newsletter/campaigns/${id}/send`)
    expect(res.status).toBe(202)
    expect((await json(res)).data).toEqual({ recipients: 3, batches: 1 })
    await api.settle()
    expect(to('it.uno@example.it').map((m) => m.subject)).toEqual(['Porte in offerta'])
    expect(to('en.due@example.it').map((m) => m.subject)).toEqual(['Doors on offer'])
    expect(to('de.tre@example.it').map((m) => m.subject)).toEqual(['Porte in offerta'])
    expect(to('attesa@example.it')).toEqual([])
    expect(to('via@example.it')).toEqual([])
    const mail = to('en.due@example.it')[0]!
    expect(mail.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/shop\.test\/en\/.*newsletter\/unsubscribe\/[\w-]{40,}>$|^<http:\/\/shop\.test\/.*\/[\w-]{40,}>$/,
    )
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain('The new **doors**.')
  })

  it('a second click is refused and a retried batch mails nobody twice', async () => {
    const again = await call('POST', `/admin/newsletter/campaigns/${id}/send`)
    expect(again.status).toBe(409)
    expect((await json(again)).error).toMatchObject({
      code: 'conflict',
      message: 'Questa campagna è già stata inviata: non si modifica e non si invia di nuovo.',
    })
    // The batch's job run again, as after a lost lease.
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, CAMPAIGN_BATCH_JOB))
    await database.db
      .update(jobs)
      .set({ status: 'pending', runAt: new Date(0), finishedAt: null })
      .where(eq(jobs.id, job!.id))
    await api.settle()
    expect(to('it.uno@example.it')).toHaveLength(1)
    expect(to('en.due@example.it')).toHaveLength(1)
    expect((await database.db.select().from(newsletterCampaignSends)).map((s) => s.status).sort()).toEqual([
      'sent',
      'sent',
      'sent',
    ])
    // A sent campaign no longer changes.
    expect(
      (
        await call('PATCH', `/admin/newsletter/campaigns/${id}`, {
          translations: { it: { subject: 'Altro', body: '' } },
        })
      ).status,
    ).toBe(409)
    expect((await call('DELETE', `/admin/newsletter/campaigns/${id}`)).status).toBe(409)
  })

  it('counts recipients, sent, failed and those unsubscribed since', async () => {
    await database.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(Date.now() + 1000) })
      .where(eq(newsletterSubscribers.email, 'de.tre@example.it'))
    const { data } = await json(await call('GET', `/admin/newsletter/campaigns/${id}`))
    expect(data).toMatchObject({ status: 'sent', counts: { recipients: 3, sent: 3, failed: 0, unsubscribed: 1 } })
    expect(data.sent_at).not.toBeNull()
    const list = await json(await call('GET', '/admin/newsletter/campaigns?status=sent'))
    expect(list.data).toEqual([
      expect.objectContaining({ id, counts: { recipients: 3, sent: 3, failed: 0, unsubscribed: 1 } }),
    ])
  })

  it('a later campaign reaches only those confirmed then', async () => {
    const { data } = await json(
      await call('POST', '/admin/newsletter/campaigns', { translations: { it: { subject: 'Seconda', body: 'Ciao' } } }),
    )
    const res = await call('POST', `/admin/newsletter/campaigns/${data.id}/send`)
    expect((await json(res)).data.recipients).toBe(2)
    expect(to('it.uno@example.it').map((m) => m.subject)).toEqual(['Porte in offerta', 'Seconda'])
    expect(to('de.tre@example.it')).toHaveLength(1)
  })

  it('a campaign that was never sent can be deleted', async () => {
    const { data } = await json(
      await call('POST', '/admin/newsletter/campaigns', { translations: { it: { subject: 'Da buttare', body: '' } } }),
    )
    expect((await call('DELETE', `/admin/newsletter/campaigns/${data.id}`)).status).toBe(204)
  })
})
