import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orderLines, orders, orderStatusHistory, users } from '~/db/schema'
import { hashPassword } from '~/domains/auth/passwords.server'
import { createTestApi } from '~/test/api'
import { createTestDatabase, type TestDatabase } from '~/test/db'

// The account endpoints through the real API on a seeded database: addresses, a retailer's
// users, own orders (inserted here: the seed has none) and the details change with its checks.
let database: TestDatabase
let api: ReturnType<typeof createTestApi>

beforeAll(async () => {
  database = await createTestDatabase({ seed: true })
  api = createTestApi(database.db)
})
afterAll(() => database?.close())

type Json = Record<string, any>
const json = async (res: Response) => (await res.json()) as Json
const PASSWORD = 'soglia-demo'

const signIn = async (email: string, password = PASSWORD) => {
  const res = await api.call('/auth/login', { method: 'POST', json: { email, password } })
  expect(res.status, `sign-in as ${email}`).toBe(200)
  return (await json(res)).access_token as string
}
const get = (path: string, token?: string) => api.call(path, { token })
const send = (method: string, path: string, token: string | undefined, body?: unknown) => api.call(path, { method, token, json: body })
const userId = async (email: string) => (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id

describe('shipping addresses (role user)', () => {
  let token: string
  beforeAll(async () => {
    token = await signIn('cliente@soglia.test')
  })

  const list = async () => (await json(await get('/account/addresses', token))).data as Json[]
  const address = (over: Json = {}) => ({ recipient: 'Giulia Conti', street: 'Corso Buenos Aires 5', postcode: '20124', city: 'Milano', province: 'mi', ...over })

  it('lists the seeded address, which is the default', async () => {
    const all = await list()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ label: 'Casa', city: 'Milano', province: 'MI', country: 'IT', is_default: true })
  })

  it('adds addresses; a new default replaces the old one, and there is only ever one', async () => {
    const office = await send('POST', '/account/addresses', token, address({ label: 'Ufficio', company: 'Conti Design', phone: '+39 02 555 1234' }))
    expect(office.status).toBe(201)
    expect((await json(office)).data).toMatchObject({ label: 'Ufficio', company: 'Conti Design', province: 'MI', is_default: false })

    const lake = await send('POST', '/account/addresses', token, address({ label: 'Lago', street: 'Via Regina 20', postcode: '22012', city: 'Cernobbio', province: 'CO', is_default: true }))
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

    const moved = await json(await send('PATCH', `/account/addresses/${office.id}`, token, { city: 'Sesto San Giovanni', postcode: '20099', is_default: true }))
    expect(moved.data).toMatchObject({ label: 'Ufficio', company: 'Conti Design', phone: '+39 02 555 1234', city: 'Sesto San Giovanni', postcode: '20099', is_default: true })
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
    const res = await send('POST', '/account/addresses?locale=it', token, address({ postcode: '2012', province: 'Milano', phone: 'chiamami' }))
    expect(res.status).toBe(422)
    const { error } = await json(res)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toMatchObject({
      postcode: ['Il CAP è di 5 cifre'],
      province: ['Sigla della provincia di 2 lettere (es. MI)'],
      phone: [expect.any(String)],
    })
    const missing = await json(await send('POST', '/account/addresses?locale=en', token, { recipient: 'X' }))
    expect(Object.keys(missing.error.fields).sort()).toEqual(['city', 'postcode', 'street'])
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
    const theirs = await json(await send('POST', '/account/addresses', colleague, address({ recipient: 'Marco Rossi', label: 'Magazzino' })))
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
    expect((await send('POST', '/account/users', await signIn('reseller@soglia.test'), { name: 'X', email: 'x@example.com', password: 'abbastanza-lunga' })).status).toBe(403)
    expect((await get('/account/users')).status).toBe(401)
  })

  it('lists its seeded user', async () => {
    expect((await team()).map((u) => u.email)).toEqual(['addetto@rivenditore.test'])
  })

  it('creates a user who buys at its conditions and can sign in at once', async () => {
    const res = await send('POST', '/account/users', retailer, { name: 'Luca Banco', email, password: 'porta-scorrevole' })
    expect(res.status).toBe(201)
    const created = (await json(res)).data
    expect(created).toMatchObject({ name: 'Luca Banco', email, role: 'user', parent_id: await userId('rivenditore@soglia.test'), disabled: false, email_verified: true })

    const login = await json(await api.call('/auth/login', { method: 'POST', json: { email, password: 'porta-scorrevole' } }))
    expect(login.user).toMatchObject({ email, role: 'user' })
    expect((await team()).map((u) => u.email).sort()).toEqual(['addetto@rivenditore.test', email])
  })

  it('refuses a taken e-mail and a short password, by field', async () => {
    const taken = await send('POST', '/account/users?locale=en', retailer, { name: 'Doppio', email: 'CLIENTE@soglia.test', password: 'porta-scorrevole' })
    expect(taken.status).toBe(409)
    expect((await json(taken)).error.fields).toEqual({ email: ['This e-mail address is already in use.'] })
    const short = await send('POST', '/account/users?locale=en', retailer, { name: 'Corto', email: 'corto@example.com', password: 'corta' })
    expect(short.status).toBe(422)
    expect((await json(short)).error.fields).toEqual({ password: ['Min 8 characters'] })
  })

  it('sees and touches only its own users', async () => {
    // A second retailer with a user of its own.
    const passwordHash = await hashPassword(PASSWORD)
    const [other] = await database.db.insert(users).values({ name: 'Infissi Verdi', email: 'verdi@infissi.test', role: 'retailer', passwordHash, emailVerifiedAt: new Date() }).returning()
    const [theirs] = await database.db
      .insert(users)
      .values({ name: 'Anna Verdi', email: 'anna@infissi.test', role: 'user', parentId: other!.id, passwordHash, emailVerifiedAt: new Date() })
      .returning()

    expect((await team()).some((u) => u.id === theirs!.id)).toBe(false)
    expect((await team(await signIn('verdi@infissi.test'))).map((u) => u.email)).toEqual(['anna@infissi.test'])
    expect((await send('PATCH', `/account/users/${theirs!.id}`, retailer, { disabled: true })).status).toBe(404)
    expect((await send('DELETE', `/account/users/${theirs!.id}`, retailer)).status).toBe(404)
    // Nor a customer without a retailer.
    expect((await send('PATCH', `/account/users/${await userId('cliente@soglia.test')}`, retailer, { name: 'Presa' })).status).toBe(404)
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
    const refused = await api.call('/auth/login', { method: 'POST', json: { email, password: 'porta-scorrevole' } })
    expect(refused.status).toBe(401)

    expect((await json(await send('PATCH', `/account/users/${member.id}`, retailer, { disabled: false }))).data.disabled).toBe(false)
    expect((await signIn(email, 'porta-scorrevole')).length).toBeGreaterThan(20)
  })

  it('renames a user and changes its password', async () => {
    const member = (await team()).find((u) => u.email === email)!
    const res = await send('PATCH', `/account/users/${member.id}`, retailer, { name: 'Luca Banchi', password: 'nuova-porta-2026' })
    expect((await json(res)).data.name).toBe('Luca Banchi')
    expect((await api.call('/auth/login', { method: 'POST', json: { email, password: 'porta-scorrevole' } })).status).toBe(401)
    await signIn(email, 'nuova-porta-2026')
  })

  it('deletes a user, who can no longer sign in', async () => {
    const member = (await team()).find((u) => u.email === email)!
    const session = await signIn(email, 'nuova-porta-2026')
    expect((await send('DELETE', `/account/users/${member.id}`, retailer)).status).toBe(204)
    expect((await team()).some((u) => u.id === member.id)).toBe(false)
    expect((await get('/auth/user', session)).status).toBe(401)
    expect((await api.call('/auth/login', { method: 'POST', json: { email, password: 'nuova-porta-2026' } })).status).toBe(401)
    expect((await send('DELETE', `/account/users/${member.id}`, retailer)).status).toBe(404)
  })
})

describe('own orders', () => {
  const ids: Record<'first' | 'second' | 'colleague', number> = { first: 0, second: 0, colleague: 0 }

  beforeAll(async () => {
    const db = database.db
    const cliente = await userId('cliente@soglia.test')
    const addetto = await userId('addetto@rivenditore.test')
    const address = { recipient: 'Giulia Conti', street: 'Via Lodovico Settala 12', postcode: '20124', city: 'Milano', province: 'MI', country: 'IT' }
    const insert = async (values: typeof orders.$inferInsert, lines: Array<Omit<typeof orderLines.$inferInsert, 'orderId'>>, history: Array<[string | null, string, Date]>) => {
      const [order] = await db.insert(orders).values(values).returning({ id: orders.id })
      await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: order!.id })))
      await db.insert(orderStatusHistory).values(
        history.map(([from, to, at]) => ({ orderId: order!.id, fromStatus: from as 'pending' | null, toStatus: to as 'pending', createdAt: at })),
      )
      return order!.id
    }
    ids.first = await insert(
      { number: 'SO-2026-00011', userId: cliente, status: 'delivered', subtotal: 42_000, shippingTotal: 0, total: 42_000, vatRate: 22, vatTotal: 7_574, shippingAddress: address, createdAt: new Date('2026-09-01T09:00:00Z') },
      [{ sku: 'PI-LIS-BIA', name: 'Porta interna Liscia bianca', quantity: 2, unitPrice: 21_000, lineTotal: 42_000, snapshot: { variant: '80 × 210 cm' } }],
      [
        [null, 'pending', new Date('2026-09-01T09:00:00Z')],
        ['pending', 'paid', new Date('2026-09-01T09:05:00Z')],
        ['paid', 'shipped', new Date('2026-09-10T08:00:00Z')],
        ['shipped', 'delivered', new Date('2026-09-12T15:00:00Z')],
      ],
    )
    ids.second = await insert(
      {
        number: 'SO-2026-00042', userId: cliente, status: 'start_production', subtotal: 129_000, discountTotal: 12_900, couponCode: 'BENVENUTO10',
        shippingTotal: 4_900, total: 121_000, vatRate: 22, vatTotal: 21_820, shippingAddress: address, customerReference: 'Casa Lago', notes: 'Citofonare Conti',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      [
        { sku: 'PB-CL3-090', name: 'Porta blindata classe 3', quantity: 1, unitPrice: 119_000, lineTotal: 119_000 },
        { sku: 'MA-LEV-QUA', name: 'Maniglia Quadra', quantity: 2, unitPrice: 5_000, lineTotal: 10_000 },
      ],
      [
        [null, 'pending', new Date('2026-11-02T10:00:00Z')],
        ['pending', 'confirmed_admin', new Date('2026-11-03T10:00:00Z')],
        ['confirmed_admin', 'start_production', new Date('2026-11-05T10:00:00Z')],
      ],
    )
    ids.colleague = await insert(
      { number: 'SO-2026-00050', userId: addetto, status: 'pending', subtotal: 8_000, total: 8_000, vatTotal: 1_443, createdAt: new Date('2026-11-10T10:00:00Z') },
      [{ sku: 'AC-KIT-SCO', name: 'Kit scorrevole', quantity: 1, unitPrice: 8_000, lineTotal: 8_000 }],
      [[null, 'pending', new Date('2026-11-10T10:00:00Z')]],
    )
  })

  it('a customer sees only its own orders, newest first, with item counts', async () => {
    const token = await signIn('cliente@soglia.test')
    const res = await json(await get('/account/orders', token))
    expect(res.meta).toEqual({ page: 1, per_page: 24, total: 2, total_pages: 1 })
    expect(res.data.map((o: Json) => [o.number, o.status, o.item_count, o.total])).toEqual([
      ['SO-2026-00042', 'start_production', 3, 121_000],
      ['SO-2026-00011', 'delivered', 2, 42_000],
    ])
    expect(res.data[0].placed_by).toMatchObject({ name: 'Giulia Conti' })
  })

  it('pages through them', async () => {
    const token = await signIn('cliente@soglia.test')
    const page2 = await json(await get('/account/orders?page=2&per_page=1', token))
    expect(page2.meta).toEqual({ page: 2, per_page: 1, total: 2, total_pages: 2 })
    expect(page2.data.map((o: Json) => o.number)).toEqual(['SO-2026-00011'])
    expect((await json(await get('/account/orders?page=3&per_page=1', token))).data).toEqual([])
  })

  it('shows one order with its lines, totals, VAT, address and status history', async () => {
    const token = await signIn('cliente@soglia.test')
    const { data } = await json(await get(`/account/orders/${ids.second}`, token))
    expect(data).toMatchObject({
      number: 'SO-2026-00042', subtotal: 129_000, discount_total: 12_900, coupon_code: 'BENVENUTO10', shipping_total: 4_900, total: 121_000,
      vat_rate: 22, vat_total: 21_820, customer_reference: 'Casa Lago', notes: 'Citofonare Conti', item_count: 3,
      shipping_address: { recipient: 'Giulia Conti', postcode: '20124', province: 'MI' },
    })
    expect(data.lines.map((l: Json) => [l.sku, l.quantity, l.line_total])).toEqual([['PB-CL3-090', 1, 119_000], ['MA-LEV-QUA', 2, 10_000]])
    expect(data.history.map((h: Json) => h.status)).toEqual(['pending', 'confirmed_admin', 'start_production'])
  })

  it('answers 404 for another customer’s order, and for one that does not exist', async () => {
    const token = await signIn('cliente@soglia.test')
    const res = await get(`/account/orders/${ids.colleague}`, token)
    expect(res.status).toBe(404)
    expect((await json(res)).error.code).toBe('not_found')
    expect((await get('/account/orders/999999', token)).status).toBe(404)
    expect((await get(`/account/orders/${ids.first}`, await signIn('reseller@soglia.test'))).status).toBe(404)
    expect((await get(`/account/orders/${ids.first}`, await signIn('addetto@rivenditore.test'))).status).toBe(404)
  })

  it('a retailer’s user sees its own order; the retailer sees it too, with who placed it', async () => {
    const colleague = await json(await get('/account/orders', await signIn('addetto@rivenditore.test')))
    expect(colleague.data.map((o: Json) => o.number)).toEqual(['SO-2026-00050'])

    const retailer = await signIn('rivenditore@soglia.test')
    const list = await json(await get('/account/orders', retailer))
    expect(list.meta.total).toBe(1)
    expect(list.data[0]).toMatchObject({ number: 'SO-2026-00050', placed_by: { name: 'Marco Rossi' } })
    expect((await get(`/account/orders/${ids.colleague}`, retailer)).status).toBe(200)
    expect((await get(`/account/orders/${ids.first}`, retailer)).status).toBe(404)
  })

  it('needs a token', async () => {
    expect((await get('/account/orders')).status).toBe(401)
    expect((await get(`/account/orders/${ids.first}`)).status).toBe(401)
  })
})

describe('PATCH /account', () => {
  const verificationToken = async (to: string) => {
    const [mail] = await database.db
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
    expect(res).toMatchObject({ data: { name: 'Giulia Conti Bassi', email: 'cliente@soglia.test' }, pending_email: null })
    expect((await json(await get('/auth/user', token))).data.name).toBe('Giulia Conti Bassi')
    const short = await send('PATCH', '/account?locale=it', token, { name: '   ' })
    expect(short.status).toBe(422)
    expect((await json(short)).error.fields.name).toEqual(['Campo obbligatorio.'])
  })

  it('changes the e-mail only with the current password, and only after the link is followed', async () => {
    const token = await signIn('altro@soglia.test')
    const without = await send('PATCH', '/account?locale=en', token, { email: 'studio@bianchi.test' })
    expect(without.status).toBe(422)
    expect((await json(without)).error.fields).toEqual({ current_password: ['Enter your current password to change your e-mail or password.'] })
    const wrong = await send('PATCH', '/account?locale=en', token, { email: 'studio@bianchi.test', current_password: 'non-e-questa' })
    expect((await json(wrong)).error.fields).toEqual({ current_password: ['The current password is not correct.'] })
    const taken = await send('PATCH', '/account', token, { email: 'cliente@soglia.test', current_password: PASSWORD })
    expect(taken.status).toBe(409)

    // `locale` rides along: see the known bug below (an e-mail change alone answers 500).
    const res = await send('PATCH', '/account', token, { email: 'Studio@Bianchi.test', current_password: PASSWORD, locale: 'it' })
    expect(res.status).toBe(200)
    expect(await json(res)).toMatchObject({ data: { email: 'altro@soglia.test' }, pending_email: 'studio@bianchi.test' })
    // Nothing changes until the new address is confirmed.
    expect((await json(await get('/auth/user', token))).data.email).toBe('altro@soglia.test')
    expect((await api.call('/auth/login', { method: 'POST', json: { email: 'studio@bianchi.test', password: PASSWORD } })).status).toBe(401)

    const verified = await api.call('/auth/verify-email', { method: 'POST', json: { token: await verificationToken('studio@bianchi.test') } })
    expect(verified.status).toBe(200)
    expect((await json(await get('/auth/user', token))).data.email).toBe('studio@bianchi.test')
    await signIn('studio@bianchi.test')
    expect((await api.call('/auth/login', { method: 'POST', json: { email: 'altro@soglia.test', password: PASSWORD } })).status).toBe(401)
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
