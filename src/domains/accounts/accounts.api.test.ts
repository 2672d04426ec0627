import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, users } from '~/db/schema'
import { hashPassword } from '~/domains/auth/passwords.server'
import { json, PASSWORD, seededApi, type Json } from '~/test/seeded-api'

// The account endpoints through the real API on a seeded database: addresses, a retailer's
// users and the details change with its checks (own orders: account-orders.api.test.ts).
const { db, api, signIn, get, send, userId } = seededApi()

describe('shipping addresses (role user)', () => {
  let token: string
  beforeAll(async () => {
    token = await signIn('cliente@soglia.test')
  })

  const list = async () => (await json(await get('/account/addresses', token))).data as Json[]
  const address = (over: Json = {}) => ({
    recipient: 'Giulia Conti',
    street: 'Corso Buenos Aires 5',
    postcode: '20124',
    city: 'Milano',
    province: 'mi',
    ...over,
  })

  it('lists the seeded address, which is the default', async () => {
    const all = await list()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ label: 'Casa', city: 'Milano', province: 'MI', country: 'IT', is_default: true })
  })

  it('adds addresses; a new default replaces the old one, and there is only ever one', async () => {
    const office = await send(
      'POST',
      '/account/addresses',
      token,
      address({ label: 'Ufficio', company: 'Conti Design', phone: '+39 02 555 1234' }),
    )
    expect(office.status).toBe(201)
    expect((await json(office)).data).toMatchObject({
      label: 'Ufficio',
      company: 'Conti Design',
      province: 'MI',
      is_default: false,
    })

    const lake = await send(
      'POST',
      '/account/addresses',
      token,
      address({
        label: 'Lago',
        street: 'Via Regina 20',
        postcode: '22012',
        city: 'Cernobbio',
        province: 'CO',
        is_default: true,
      }),
    )
    expect(lake.status).toBe(201)
    const all = await list()
    expect(all.map((a) => a.label)).toEqual(['Lago', 'Casa', 'Ufficio']) // the default first
    expect(all.filter((a) => a.is_default)).toHaveLength(1)
  })

  it('makes another address the default and edits one field without touching the others', async () => {
    const office = (await list()).find((a) => a.label === 'Ufficio')!
    const res = await send('PATCH', `/account/addresses/${office.id}`, token, { is_default: true })
    expect(res.status).toBe(200)
    expect((await list()).filter((a) => a.is_default).map((a) => a.label)).toEqual(['Ufficio'])

    const moved = await json(
      await send('PATCH', `/account/addresses/${office.id}`, token, {
        city: 'Sesto San Giovanni',
        postcode: '20099',
        is_default: true,
      }),
    )
    expect(moved.data).toMatchObject({
      label: 'Ufficio',
      company: 'Conti Design',
      phone: '+39 02 555 1234',
      city: 'Sesto San Giovanni',
      postcode: '20099',
      is_default: true,
    })
  })

  // A partial update keeps what it leaves out (zod applies `.default()` even inside `.partial()`,
  // so the PATCH schema has no defaults).
  it('a PATCH that leaves is_default out keeps the address the default', async () => {
    const office = (await list()).find((a) => a.label === 'Ufficio')!
    const res = await json(await send('PATCH', `/account/addresses/${office.id}`, token, { phone: '+39 02 555 9999' }))
    try {
      expect(res.data).toMatchObject({ phone: '+39 02 555 9999', is_default: true })
    } finally {
      await send('PATCH', `/account/addresses/${office.id}`, token, { is_default: true })
    }
  })

  it('rejects an Italian address with a bad CAP, province or phone, field by field, translated', async () => {
    const res = await send(
      'POST',
      '/account/addresses?locale=it',
      token,
      address({ postcode: '2012', province: 'ZZ', phone: 'chiamami' }),
    )
    expect(res.status).toBe(422)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toMatchObject({
      postcode: ['Il CAP è di 5 cifre'],
      province: ['Scegli la provincia'],
      phone: [expect.any(String)],
    })
    const missing = await json(await send('POST', '/account/addresses?locale=en', token, { recipient: 'X' }))
    expect(Object.keys(missing.error.fields).sort()).toEqual(['city', 'postcode', 'province', 'street'])
  })

  it('refuses an empty patch with a translated 422, changing nothing (issue 40: it was a 500)', async () => {
    const before = await list()
    const res = await send('PATCH', `/account/addresses/${before[0]!.id}?locale=en`, token, {})
    expect(res.status).toBe(422)
    expect((await json(res)).error).toMatchObject({ code: 'validation_failed', fields: { _: ['Nothing to change.'] } })
    const italian = await json(await send('PATCH', `/account/addresses/${before[0]!.id}`, token, {}))
    expect(italian.error.fields).toEqual({ _: ['Nessuna modifica indicata.'] })
    expect(await list()).toEqual(before)
  })

  it('deleting the default makes the oldest remaining address the default', async () => {
    const before = await list()
    const current = before.find((a) => a.is_default)!
    expect((await send('DELETE', `/account/addresses/${current.id}`, token)).status).toBe(204)
    const after = await list()
    expect(after).toHaveLength(before.length - 1)
    const oldest = [...after].sort((a, b) => a.id - b.id)[0]!
    expect(after.filter((a) => a.is_default).map((a) => a.id)).toEqual([oldest.id])
  })

  it('never reaches another customer’s address (404)', async () => {
    const colleague = await signIn('addetto@rivenditore.test') // also role user
    const theirs = await json(
      await send('POST', '/account/addresses', colleague, address({ recipient: 'Marco Rossi', label: 'Magazzino' })),
    )
    expect(theirs.data.is_default).toBe(true) // their first address
    expect((await send('PATCH', `/account/addresses/${theirs.data.id}`, token, { city: 'Roma' })).status).toBe(404)
    expect((await send('DELETE', `/account/addresses/${theirs.data.id}`, token)).status).toBe(404)
    expect((await list()).some((a) => a.id === theirs.data.id)).toBe(false)
    expect((await json(await get('/account/addresses', colleague))).data).toHaveLength(1)
  })

  it('is for role user only: 403 for the other roles, 401 without a token', async () => {
    for (const email of ['rivenditore@soglia.test', 'reseller@soglia.test', 'altro@soglia.test', 'admin@soglia.test']) {
      const other = await signIn(email)
      expect((await get('/account/addresses', other)).status, email).toBe(403)
      expect((await send('POST', '/account/addresses', other, address())).status, email).toBe(403)
      expect((await send('DELETE', '/account/addresses/1', other)).status, email).toBe(403)
    }
    expect((await get('/account/addresses')).status).toBe(401)
  })
})

describe('a retailer’s users', () => {
  let retailer: string
  const email = 'banco@serramenti-rossi.test'

  beforeAll(async () => {
    retailer = await signIn('rivenditore@soglia.test')
  })

  const team = async (token = retailer) => (await json(await get('/account/users', token))).data as Json[]

  it('is for retailers only', async () => {
    expect((await get('/account/users', await signIn('cliente@soglia.test'))).status).toBe(403)
    expect(
      (
        await send('POST', '/account/users', await signIn('reseller@soglia.test'), {
          name: 'X',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(403)
    expect((await get('/account/users')).status).toBe(401)
  })

  it('lists its seeded user', async () => {
    expect((await team()).map((u) => u.email)).toEqual(['addetto@rivenditore.test'])
  })

  /** The newest invitation link's token e-mailed (to the outbox) to `to`. */
  const invitationToken = async (to: string) => {
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'team_invitation')))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    expect(mail, `an invitation to ${to}`).toBeTruthy()
    return mail!.text.match(/\/accept-invitation\/([\w-]{20,})/)![1]!
  }

  it('invites a user who buys at its conditions; it signs in once it has set its own password', async () => {
    const res = await send('POST', '/account/users', retailer, { name: 'Luca Banco', email })
    expect(res.status).toBe(201)
    const created = (await json(res)).data
    expect(created).toMatchObject({
      name: 'Luca Banco',
      email,
      role: 'user',
      parent_id: await userId('rivenditore@soglia.test'),
      disabled: false,
      invited: true,
      email_verified: false,
    })
    expect((await team()).map((u) => u.email).sort()).toEqual(['addetto@rivenditore.test', email])

    const accepted = await api().call('/auth/accept-invitation', {
      method: 'POST',
      json: { token: await invitationToken(email), password: 'porta-scorrevole' },
    })
    expect(accepted.status).toBe(200)
    const login = await json(
      await api().call('/auth/login', { method: 'POST', json: { email, password: 'porta-scorrevole' } }),
    )
    expect(login.user).toMatchObject({ email, role: 'user' })
  })

  it('refuses a taken e-mail, and any password chosen by the retailer', async () => {
    const taken = await send('POST', '/account/users?locale=en', retailer, {
      name: 'Doppio',
      email: 'CLIENTE@soglia.test',
    })
    expect(taken.status).toBe(409)
    expect((await json(taken)).error.fields).toEqual({ email: ['This e-mail address is already in use.'] })
    const withPassword = await send('POST', '/account/users?locale=en', retailer, {
      name: 'Corto',
      email: 'corto@example.com',
      password: 'porta-scorrevole',
    })
    expect(withPassword.status).toBe(422)
  })

  it('sees and touches only its own users', async () => {
    // A second retailer with a user of its own.
    const passwordHash = await hashPassword(PASSWORD)
    const [other] = await db()
      .insert(users)
      .values({
        name: 'Infissi Verdi',
        email: 'verdi@infissi.test',
        role: 'retailer',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning()
    const [theirs] = await db()
      .insert(users)
      .values({
        name: 'Anna Verdi',
        email: 'anna@infissi.test',
        role: 'user',
        parentId: other!.id,
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning()

    expect((await team()).some((u) => u.id === theirs!.id)).toBe(false)
    expect((await team(await signIn('verdi@infissi.test'))).map((u) => u.email)).toEqual(['anna@infissi.test'])
    expect((await send('PATCH', `/account/users/${theirs!.id}`, retailer, { disabled: true })).status).toBe(404)
    expect((await send('DELETE', `/account/users/${theirs!.id}`, retailer)).status).toBe(404)
    // Nor a customer without a retailer.
    expect(
      (await send('PATCH', `/account/users/${await userId('cliente@soglia.test')}`, retailer, { name: 'Presa' }))
        .status,
    ).toBe(404)
    expect((await signIn('anna@infissi.test')).length).toBeGreaterThan(20)
  })

  it('disables a user: the session stops working and sign-in is refused until enabled again', async () => {
    const member = (await team()).find((u) => u.email === email)!
    const session = await signIn(email, 'porta-scorrevole')
    expect((await get('/auth/user', session)).status).toBe(200)

    const res = await send('PATCH', `/account/users/${member.id}`, retailer, { disabled: true })
    expect((await json(res)).data).toMatchObject({ id: member.id, disabled: true })
    expect((await get('/auth/user', session)).status).toBe(401)
    expect((await get('/account/orders', session)).status).toBe(401)
    const refused = await api().call('/auth/login', { method: 'POST', json: { email, password: 'porta-scorrevole' } })
    expect(refused.status).toBe(401)

    expect(
      (await json(await send('PATCH', `/account/users/${member.id}`, retailer, { disabled: false }))).data.disabled,
    ).toBe(false)
    expect((await signIn(email, 'porta-scorrevole')).length).toBeGreaterThan(20)
  })

  it('renames a user, and never changes its password or address', async () => {
    const member = (await team()).find((u) => u.email === email)!
    const res = await send('PATCH', `/account/users/${member.id}`, retailer, { name: 'Luca Banchi' })
    expect((await json(res)).data.name).toBe('Luca Banchi')
    expect(
      (await send('PATCH', `/account/users/${member.id}`, retailer, { password: 'nuova-porta-2026' })).status,
    ).toBe(422)
    expect(
      (await send('PATCH', `/account/users/${member.id}`, retailer, { email: 'rivenditore.casella@example.com' }))
        .status,
    ).toBe(422)
    await signIn(email, 'porta-scorrevole')
  })

  it('deletes a user, who can no longer sign in', async () => {
    const member = (await team()).find((u) => u.email === email)!
    const session = await signIn(email, 'porta-scorrevole')
    expect((await send('DELETE', `/account/users/${member.id}`, retailer)).status).toBe(204)
    expect((await team()).some((u) => u.id === member.id)).toBe(false)
    expect((await get('/auth/user', session)).status).toBe(401)
    expect(
      (await api().call('/auth/login', { method: 'POST', json: { email, password: 'porta-scorrevole' } })).status,
    ).toBe(401)
    expect((await send('DELETE', `/account/users/${member.id}`, retailer)).status).toBe(404)
  })
})

describe('PATCH /account', () => {
  const verificationToken = async (to: string) => {
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, 'verify_email')))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
    expect(mail, `a verification e-mail to ${to}`).toBeTruthy()
    return mail!.text.match(/\/verify-email\/([\w-]{20,})/)![1]!
  }

  it('changes the name alone, without a password', async () => {
    const token = await signIn('cliente@soglia.test')
    const res = await json(await send('PATCH', '/account', token, { name: 'Giulia Conti Bassi' }))
    expect(res).toMatchObject({
      data: { name: 'Giulia Conti Bassi', email: 'cliente@soglia.test' },
      pending_email: null,
    })
    expect((await json(await get('/auth/user', token))).data.name).toBe('Giulia Conti Bassi')
    const short = await send('PATCH', '/account?locale=it', token, { name: '   ' })
    expect(short.status).toBe(422)
    expect((await json(short)).error.fields.name).toEqual(['Campo obbligatorio.'])
  })

  it('changes the e-mail only with the current password, and only after the link is followed', async () => {
    const token = await signIn('altro@soglia.test')
    const without = await send('PATCH', '/account?locale=en', token, { email: 'studio@bianchi.test' })
    expect(without.status).toBe(422)
    expect((await json(without)).error.fields).toEqual({
      current_password: ['Enter your current password to change your e-mail or password.'],
    })
    const wrong = await send('PATCH', '/account?locale=en', token, {
      email: 'studio@bianchi.test',
      current_password: 'non-e-questa',
    })
    expect((await json(wrong)).error.fields).toEqual({ current_password: ['The current password is not correct.'] })
    const taken = await send('PATCH', '/account', token, { email: 'cliente@soglia.test', current_password: PASSWORD })
    expect(taken.status).toBe(409)

    // `locale` rides along: see the known bug below (an e-mail change alone answers 500).
    const res = await send('PATCH', '/account', token, {
      email: 'Studio@Bianchi.test',
      current_password: PASSWORD,
      locale: 'it',
    })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({
      data: { email: 'altro@soglia.test' },
      pending_email: 'studio@bianchi.test',
    })
    // Nothing changes until the new address is confirmed.
    expect((await json(await get('/auth/user', token))).data.email).toBe('altro@soglia.test')
    expect(
      (await api().call('/auth/login', { method: 'POST', json: { email: 'studio@bianchi.test', password: PASSWORD } }))
        .status,
    ).toBe(401)

    const verified = await api().call('/auth/verify-email', {
      method: 'POST',
      json: { token: await verificationToken('studio@bianchi.test') },
    })
    expect(verified.status).toBe(200)
    expect((await json(await get('/auth/user', token))).data.email).toBe('studio@bianchi.test')
    await signIn('studio@bianchi.test')
    expect(
      (await api().call('/auth/login', { method: 'POST', json: { email: 'altro@soglia.test', password: PASSWORD } }))
        .status,
    ).toBe(401)
  })

  // Only `email` (+ current_password): nothing to update until the new address is confirmed.
  it('changes the e-mail with nothing else in the body', async () => {
    const token = await signIn('cliente@soglia.test')
    const res = await send('PATCH', '/account', token, { email: 'giulia@conti.test', current_password: PASSWORD })
    expect(res.status).toBe(200)
  })

  it('changes the password with the current one and signs out the other sessions', async () => {
    const here = await signIn('reseller@soglia.test')
    const elsewhere = await signIn('reseller@soglia.test')
    expect((await send('PATCH', '/account', here, { password: 'nuova-password-2026' })).status).toBe(422)
    const res = await send('PATCH', '/account', here, { password: 'nuova-password-2026', current_password: PASSWORD })
    expect(res.status).toBe(200)
    expect((await get('/auth/user', here)).status).toBe(200)
    expect((await get('/auth/user', elsewhere)).status).toBe(401)
    await signIn('reseller@soglia.test', 'nuova-password-2026')
  })

  it('refuses unknown fields and needs a token', async () => {
    const token = await signIn('cliente@soglia.test')
    expect((await send('PATCH', '/account', token, { role: 'admin' })).status).toBe(422)
    expect((await send('PATCH', '/account', undefined, { name: 'Nessuno' })).status).toBe(401)
  })
})
