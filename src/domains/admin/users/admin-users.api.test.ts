import { desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox, orders, users } from '~/db/schema'
import { json, seededApi, type Json } from '~/test/seeded-api'

// The back office's users: list with search/filters/sort, create, edit, disable (the user
// can no longer sign in and their sessions end), reset link, and the refusals that protect
// the last administrator, one's own account and users still referenced by orders.
const { db, api, signIn, get, send, userId } = seededApi()

let admin: string
beforeAll(async () => {
  admin = await signIn('admin@soglia.test')
})

const list = async (query: string) => {
  const res = await get(`/admin/users${query}`, admin)
  expect(res.status).toBe(200)
  return json(res)
}

describe('admin users list', () => {
  it('searches, filters by role and status, sorts and pages', async () => {
    const all = await list('?per_page=2&sort=name&dir=asc')
    expect(all.data).toHaveLength(2)
    expect(all.meta.total).toBeGreaterThanOrEqual(6)
    expect(all.meta.total_pages).toBe(Math.ceil(all.meta.total / 2))
    const names = (await list('?per_page=100&sort=name')).data.map((u: Json) => u.name.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))

    expect((await list('?q=ROSSI')).data.map((u: Json) => u.email).sort()).toEqual([
      'addetto@rivenditore.test',
      'rivenditore@soglia.test',
    ])
    expect((await list('?role=retailer')).data.every((u: Json) => u.role === 'retailer')).toBe(true)
    expect((await list('?q=100%25')).data).toEqual([]) // % is literal, not a wildcard
    const retailer = await userId('rivenditore@soglia.test')
    const subs = await list(`?parent_id=${retailer}`)
    expect(subs.data.map((u: Json) => u.email)).toEqual(['addetto@rivenditore.test'])
    expect((await get(`/admin/users/${retailer}`, admin).then(json)).data).toMatchObject({
      role: 'retailer',
      sub_users_count: 1,
    })
  })

  it('refuses a bad sort or filter with 400 and fields', async () => {
    const res = await get('/admin/users?sort=password_hash', admin)
    expect(res.status).toBe(400)
    expect((await json(res)).error.fields.sort).toBeDefined()
    expect((await get('/admin/users?role=king', admin)).status).toBe(400)
  })
})

describe('admin users: create, edit, disable', () => {
  it('creates a user without a password and e-mails a link to choose one', async () => {
    const res = await send('POST', '/admin/users', admin, {
      name: 'Paola Neri',
      email: 'paola.neri@example.com',
      role: 'reseller',
    })
    expect(res.status).toBe(201)
    const created = (await json(res)).data
    expect(created).toMatchObject({ name: 'Paola Neri', role: 'reseller', disabled: false, orders_count: 0 })
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'paola.neri@example.com'))
      .orderBy(desc(emailOutbox.id))
    expect(mail?.template).toBe('reset_password')
    expect(mail?.text).toContain('/reset-password?token=')
  })

  it('refuses a taken e-mail in any case (409 with the field) and bad input (422 with fields)', async () => {
    const taken = await send('POST', '/admin/users', admin, {
      name: 'Doppio',
      email: 'CLIENTE@soglia.test',
      role: 'user',
    })
    expect(taken.status).toBe(409)
    expect((await json(taken)).error.fields.email).toHaveLength(1)
    const bad = await send('POST', '/admin/users', admin, { name: '', email: 'not-an-email', role: 'king' })
    expect(bad.status).toBe(422)
    expect(Object.keys((await json(bad)).error.fields).sort()).toEqual(['email', 'name', 'role'])
    const parent = await send('POST', '/admin/users', admin, {
      name: 'Figlio',
      email: 'figlio@example.com',
      role: 'user',
      parent_id: await userId('cliente@soglia.test'),
    })
    expect(parent.status).toBe(422)
    expect((await json(parent)).error.fields.parent_id).toBeDefined()
  })

  it('disables a user: sessions end at once and sign-in is refused; enabling lets them back', async () => {
    const customer = await signIn('altro@soglia.test')
    expect((await get('/auth/user', customer)).status).toBe(200)
    const id = await userId('altro@soglia.test')
    const res = await send('PATCH', `/admin/users/${id}`, admin, { disabled: true })
    expect(res.status).toBe(200)
    expect((await json(res)).data.disabled).toBe(true)
    expect((await get('/auth/user', customer)).status).toBe(401)
    const login = await api().call('/auth/login', {
      method: 'POST',
      json: { email: 'altro@soglia.test', password: 'soglia-demo' },
    })
    expect(login.status).toBe(401)
    expect((await list('?status=disabled')).data.map((u: Json) => u.id)).toContain(id)
    await send('PATCH', `/admin/users/${id}`, admin, { disabled: false })
    await signIn('altro@soglia.test')
  })

  it('edits name, e-mail and role', async () => {
    const id = await userId('paola.neri@example.com')
    const res = await send('PATCH', `/admin/users/${id}`, admin, {
      name: 'Paola Neri Bianchi',
      email: 'paola@example.com',
      role: 'other',
    })
    expect((await json(res)).data).toMatchObject({
      name: 'Paola Neri Bianchi',
      email: 'paola@example.com',
      role: 'other',
    })
  })

  it('sends a password-reset link on request', async () => {
    const id = await userId('cliente@soglia.test')
    const res = await send('POST', `/admin/users/${id}/password-reset`, admin)
    expect(res.status).toBe(202)
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'cliente@soglia.test'))
      .orderBy(desc(emailOutbox.id))
    expect(mail?.template).toBe('reset_password')
    expect((await send('POST', '/admin/users/999999/password-reset', admin)).status).toBe(404)
  })
})

describe('admin users: what is refused', () => {
  it('never removes the last administrator, nor one’s own role or account', async () => {
    const me = await userId('admin@soglia.test')
    const own = await send('PATCH', `/admin/users/${me}`, admin, { role: 'user' })
    expect(own.status).toBe(409)
    expect((await json(own)).error.fields.role).toHaveLength(1)
    expect((await send('PATCH', `/admin/users/${me}`, admin, { disabled: true })).status).toBe(409)
    expect((await send('DELETE', `/admin/users/${me}`, admin)).status).toBe(409)

    // A second admin may be demoted while the first remains; the first then cannot be removed by the second.
    const second = (
      await json(
        await send('POST', '/admin/users', admin, {
          name: 'Secondo Admin',
          email: 'secondo@example.com',
          role: 'admin',
          password: 'secondo-2026',
        }),
      )
    ).data
    const other = await signIn('secondo@example.com', 'secondo-2026')
    const demoteFirst = await send('PATCH', `/admin/users/${me}`, other, { role: 'user' })
    expect(demoteFirst.status).toBe(200) // two admins: allowed…
    await send('PATCH', `/admin/users/${me}`, other, { role: 'admin' }).then((r) => expect(r.status).toBe(200))
    admin = await signIn('admin@soglia.test') // the role change ended the old session
    await send('PATCH', `/admin/users/${second.id}`, admin, { disabled: true }).then((r) => expect(r.status).toBe(200))
    // …now only one active admin is left: the disabled one cannot be the reason to allow it.
    const again = await send('PATCH', `/admin/users/${me}`, admin, { role: 'user' })
    expect(again.status).toBe(409)
  })

  it('refuses to delete a user who has orders, and deletes one who has none', async () => {
    const customer = await userId('cliente@soglia.test')
    await db().insert(orders).values({ number: 'T-USERS-1', userId: customer, subtotal: 1000, total: 1000 })
    const refused = await send('DELETE', `/admin/users/${customer}`, admin)
    expect(refused.status).toBe(409)
    expect((await json(refused)).error.message).toMatch(/ordini|orders/i)
    const retailer = await userId('rivenditore@soglia.test')
    expect((await send('DELETE', `/admin/users/${retailer}`, admin)).status).toBe(409) // has sub-users (and maybe orders)

    const temp = (
      await json(
        await send('POST', '/admin/users', admin, {
          name: 'Da Eliminare',
          email: 'elimina@example.com',
          role: 'user',
          password: 'elimina-2026',
        }),
      )
    ).data
    expect((await send('DELETE', `/admin/users/${temp.id}`, admin)).status).toBe(204)
    expect((await get(`/admin/users/${temp.id}`, admin)).status).toBe(404)
    expect(await db().select().from(users).where(eq(users.id, temp.id))).toEqual([])
  })

  it('is for administrators only', async () => {
    const customer = await signIn('cliente@soglia.test')
    expect((await get('/admin/users', customer)).status).toBe(403)
    expect((await get('/admin/users')).status).toBe(401)
  })
})
