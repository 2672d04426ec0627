import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'
import { linkIn, startSmtpSink } from '~/test/smtp-sink'

// Issue 14 #11 and #12 through the real API, with e-mail over real SMTP: the old address is
// told of an e-mail change and can undo it for 7 days; a retailer's users are invited and
// active only once they set their own password, which the retailer never sets nor sees.
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let api: ReturnType<typeof createTestApi>
const clock = { now: new Date('2026-11-22T10:00:00Z') }
const DAY = 86_400_000

beforeAll(async () => {
  ;[database, smtp] = await Promise.all([createTestDatabase({ seed: true }), startSmtpSink()])
  api = createTestApi(database.db, { smtpUrl: smtp.url, clock })
})
afterAll(async () => {
  await database?.close()
  await smtp?.close()
})

const json = async (res: Response) => (await res.json()) as Record<string, any>
const login = (email: string, password: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password } })
const signIn = async (email: string, password = 'soglia-demo') => {
  const res = await login(email, password)
  expect(res.status, `sign-in of ${email}`).toBe(200)
  return (await json(res)).access_token as string
}
const tokenOf = (url: URL) => url.pathname.split('/').pop()!

/** Changes `from`'s address to `to` and confirms it from the link sent to `to`. */
async function changeEmail(session: string, to: string, password = 'soglia-demo') {
  expect(
    (await api.call('/account', { method: 'PATCH', token: session, json: { email: to, current_password: password } }))
      .status,
  ).toBe(200)
  const verify = linkIn(await smtp.waitFor(to, (m) => m.text.includes('/verify-email/')), '/verify-email/')
  expect((await api.call('/auth/verify-email', { method: 'POST', json: { token: tokenOf(verify) } })).status).toBe(200)
}

describe('an e-mail change tells the old address, which can undo it for 7 days', () => {
  it('sends the notice with the new address and an undo link, in the owner’s language', async () => {
    const session = await signIn('cliente@soglia.test')
    await changeEmail(session, 'giulia.nuova@example.com')
    const notice = await smtp.waitFor(
      'cliente@soglia.test',
      (m) => m.subject === "L'indirizzo e-mail del tuo account è cambiato",
    )
    expect(notice.text).toContain('giulia.nuova@example.com')
    expect(notice.text).toContain('7 giorni')
    expect(linkIn(notice, '/restore-email/').pathname).toMatch(/^\/restore-email\/[\w-]{40,}$/)
    // The change itself holds: the new address signs in, the old one no longer does.
    expect((await login('giulia.nuova@example.com', 'soglia-demo')).status).toBe(200)
    expect((await login('cliente@soglia.test', 'soglia-demo')).status).toBe(401)
  })

  it('undoing restores the old address, ends every session and cancels pending changes; the link works once', async () => {
    const session = await signIn('giulia.nuova@example.com')
    // Whoever took the account starts another change, still pending.
    expect(
      (
        await api.call('/account', {
          method: 'PATCH',
          token: session,
          json: { email: 'ladro@example.com', current_password: 'soglia-demo' },
        })
      ).status,
    ).toBe(200)
    const pending = linkIn(await smtp.waitFor('ladro@example.com'), '/verify-email/')

    const undo = tokenOf(
      linkIn(await smtp.waitFor('cliente@soglia.test', (m) => m.text.includes('/restore-email/')), '/restore-email/'),
    )
    const res = await api.call('/auth/restore-email', { method: 'POST', json: { token: undo } })
    expect(res.status).toBe(200)
    expect((await json(res)).data).toEqual({ restored: true, email: 'cliente@soglia.test' })

    expect((await api.call('/auth/user', { token: session })).status).toBe(401)
    expect((await api.call('/auth/verify-email', { method: 'POST', json: { token: tokenOf(pending) } })).status).toBe(
      400,
    )
    const me = await json(await api.call('/auth/user', { token: await signIn('cliente@soglia.test') }))
    expect(me.data).toMatchObject({ email: 'cliente@soglia.test', email_verified: true })
    expect((await login('giulia.nuova@example.com', 'soglia-demo')).status).toBe(401)

    const again = await api.call('/auth/restore-email?locale=en', { method: 'POST', json: { token: undo } })
    expect(again.status).toBe(400)
    expect((await json(again)).error.code).toBe('token_invalid')
  })

  it('a second change does not cancel the first undo link; undoing one cancels the others', async () => {
    await changeEmail(await signIn('reseller@soglia.test'), 'primo@example.com')
    await changeEmail(await signIn('primo@example.com'), 'secondo@example.com')
    const first = tokenOf(
      linkIn(await smtp.waitFor('reseller@soglia.test', (m) => m.text.includes('/restore-email/')), '/restore-email/'),
    )
    const second = tokenOf(
      linkIn(await smtp.waitFor('primo@example.com', (m) => m.text.includes('/restore-email/')), '/restore-email/'),
    )
    expect((await api.call('/auth/restore-email', { method: 'POST', json: { token: first } })).status).toBe(200)
    // The intermediate address cannot take the account back.
    expect((await api.call('/auth/restore-email', { method: 'POST', json: { token: second } })).status).toBe(400)
    await signIn('reseller@soglia.test')
  })

  it('expires after 7 days, and refuses an address someone else registered meanwhile', async () => {
    await changeEmail(await signIn('altro@soglia.test'), 'studio.altro@example.com')
    const undo = tokenOf(
      linkIn(await smtp.waitFor('altro@soglia.test', (m) => m.text.includes('/restore-email/')), '/restore-email/'),
    )
    clock.now = new Date(clock.now.getTime() + 7 * DAY + 60_000)
    const late = await api.call('/auth/restore-email?locale=it', { method: 'POST', json: { token: undo } })
    expect(late.status).toBe(400)
    expect((await json(late)).error).toMatchObject({
      code: 'token_expired',
      message: 'Il link è scaduto. Richiedine uno nuovo.',
    })

    await changeEmail(await signIn('studio.altro@example.com'), 'terzo@example.com')
    const undoAgain = tokenOf(
      linkIn(
        await smtp.waitFor('studio.altro@example.com', (m) => m.text.includes('/restore-email/')),
        '/restore-email/',
      ),
    )
    const register = await api.call('/auth/register', {
      method: 'POST',
      json: { name: 'Nuovo Studio', email: 'studio.altro@example.com', password: 'porta-blindata', terms: true },
    })
    expect(register.status).toBe(202)
    const refused = await api.call('/auth/restore-email', { method: 'POST', json: { token: undoAgain } })
    expect(refused.status).toBe(409)
    expect((await login('terzo@example.com', 'soglia-demo')).status).toBe(200)
  })
})

describe('a retailer’s users are invited and set their own password', () => {
  let retailer: string
  const email = 'banco@serramenti-rossi.test'
  beforeAll(async () => {
    retailer = await signIn('rivenditore@soglia.test')
  })
  const invite = (body: unknown, token = retailer) =>
    api.call('/account/users?locale=it', { method: 'POST', token, json: body })

  it('creates the user inactive and e-mails it an invitation naming the retailer', async () => {
    const res = await invite({ name: 'Luca Banco', email })
    expect(res.status).toBe(201)
    expect((await json(res)).data).toMatchObject({
      email,
      role: 'user',
      email_verified: false,
      invited: true,
      disabled: false,
    })
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toContain('Serramenti Rossi')
    expect(linkIn(mail, '/accept-invitation/').pathname).toMatch(/^\/accept-invitation\/[\w-]{40,}$/)
    // Not active: no password works, not even an empty-looking one.
    expect((await login(email, 'soglia-demo')).status).toBe(401)
    expect((await login(email, '!invited')).status).toBe(401)
  })

  it('never lets the retailer set the password or change the address', async () => {
    const member = (await json(await api.call('/account/users', { token: retailer }))).data.find(
      (u: any) => u.email === email,
    )
    expect(
      (await invite({ name: 'Con Password', email: 'conpass@example.com', password: 'decisa-dal-rivenditore' })).status,
    ).toBe(422)
    for (const body of [{ password: 'decisa-dal-rivenditore' }, { email: 'casella.del.rivenditore@example.com' }]) {
      expect(
        (await api.call(`/account/users/${member.id}`, { method: 'PATCH', token: retailer, json: body })).status,
      ).toBe(422)
    }
    // A reset asked for the invited address sends the invitation again, not a reset link.
    await api.call('/auth/forgot-password', { method: 'POST', json: { email } })
    expect(smtp.received.filter((m) => m.to.includes(email) && m.text.includes('/reset-password')).length).toBe(0)
  })

  it('refuses an address someone already owns', async () => {
    const taken = await invite({ name: 'Presa', email: 'CLIENTE@soglia.test' })
    expect(taken.status).toBe(409)
    expect((await json(taken)).error.fields).toEqual({ email: ['Questo indirizzo e-mail è già in uso.'] })
  })

  it('activates the user once it sets its password from the newest link; the link works once', async () => {
    const member = (await json(await api.call('/account/users', { token: retailer }))).data.find(
      (u: any) => u.email === email,
    )
    const resent = await api.call(`/account/users/${member.id}/invitation`, { method: 'POST', token: retailer })
    expect(resent.status).toBe(200)
    const invitations = smtp.received.filter((m) => m.to.includes(email) && m.text.includes('/accept-invitation/'))
    expect(invitations.length).toBeGreaterThanOrEqual(3) // invite, forgot-password, resend
    const oldest = tokenOf(linkIn(invitations[0]!, '/accept-invitation/'))
    const newest = tokenOf(linkIn(invitations.at(-1)!, '/accept-invitation/'))
    expect(
      (await api.call('/auth/accept-invitation', { method: 'POST', json: { token: oldest, password: 'la-mia-porta' } }))
        .status,
    ).toBe(400)

    const short = await api.call('/auth/accept-invitation?locale=it', {
      method: 'POST',
      json: { token: newest, password: 'corta' },
    })
    expect(short.status).toBe(422)
    const ok = await api.call('/auth/accept-invitation', {
      method: 'POST',
      json: { token: newest, password: 'la-mia-porta' },
    })
    expect(ok.status).toBe(200)
    expect((await json(ok)).data).toEqual({ accepted: true, email })
    const session = await signIn(email, 'la-mia-porta')
    expect((await json(await api.call('/auth/user', { token: session }))).data).toMatchObject({
      email,
      email_verified: true,
      parent_id: member.parent_id,
    })
    expect(
      (
        await api.call('/auth/accept-invitation', {
          method: 'POST',
          json: { token: newest, password: 'altra-password' },
        })
      ).status,
    ).toBe(400)

    const listed = (await json(await api.call('/account/users', { token: retailer }))).data.find(
      (u: any) => u.email === email,
    )
    expect(listed).toMatchObject({ invited: false, email_verified: true })
    // An active user has no invitation to send again.
    expect((await api.call(`/account/users/${member.id}/invitation`, { method: 'POST', token: retailer })).status).toBe(
      409,
    )
  })

  it('an invitation expires after 7 days', async () => {
    const res = await invite({ name: 'Tardi', email: 'tardi@example.com' })
    expect(res.status).toBe(201)
    const token = tokenOf(linkIn(await smtp.waitFor('tardi@example.com'), '/accept-invitation/'))
    clock.now = new Date(clock.now.getTime() + 7 * DAY + 60_000)
    const late = await api.call('/auth/accept-invitation', {
      method: 'POST',
      json: { token, password: 'troppo-tardi' },
    })
    expect((await json(late)).error.code).toBe('token_expired')
    expect((await login('tardi@example.com', 'troppo-tardi')).status).toBe(401)
  })
})
