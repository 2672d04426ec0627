// The session check (decision 048) has two forms: on PGlite a statement prepared once and run
// with EXECUTE, elsewhere (PostgreSQL, a transaction) a prepared Drizzle query. Both must find
// the same user and refuse the same sessions: revoked, expired, a disabled account or parent.
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '~/db/schema'
import type { Db } from '~/db/types'
import { seededApi } from '~/test/seeded-api'
import { findSessionUser } from './session.server'

const seeded = seededApi()

/** Both forms: the handle's own (PGlite's EXECUTE on PGlite) and Drizzle's, inside a transaction. */
async function bothForms(token: string, now = new Date()) {
  const direct = await findSessionUser(seeded.db(), token, now)
  const drizzle = await seeded.db().transaction((tx) => findSessionUser(tx as unknown as Db, token, now))
  expect(direct).toEqual(drizzle)
  return direct
}

describe('session check', () => {
  it('finds the same user, with its row and price role, either way', async () => {
    const staff = await bothForms(await seeded.signIn('addetto@rivenditore.test'))
    expect(staff).toMatchObject({ role: 'user', priceRole: 'retailer', row: { email: 'addetto@rivenditore.test' } })
    expect(staff!.row!.createdAt).toBeInstanceOf(Date)
    expect(await bothForms(await seeded.signIn('reseller@soglia.test'))).toMatchObject({
      role: 'reseller',
      priceRole: 'reseller',
      parentId: null,
    })
  })

  it('refuses revoked and expired sessions, disabled accounts and their users', async () => {
    const revoked = await seeded.signIn('altro@soglia.test')
    await seeded.send('POST', '/auth/logout', revoked)
    expect(await bothForms(revoked)).toBeNull()

    const token = await seeded.signIn('addetto@rivenditore.test')
    expect(await bothForms(token, new Date(Date.now() + 8 * 86_400_000))).toBeNull()
    await seeded.db().update(users).set({ disabledAt: new Date() }).where(eq(users.email, 'rivenditore@soglia.test'))
    expect(await bothForms(token)).toBeNull()
    await seeded.db().update(users).set({ disabledAt: null }).where(eq(users.email, 'rivenditore@soglia.test'))
    expect(await bothForms(token)).not.toBeNull()
    await seeded.db().execute(sql`update users set disabled_at = now() where email = 'addetto@rivenditore.test'`)
    expect(await bothForms(token)).toBeNull()
  })

  it('takes no token that is not one of ours', async () => {
    expect(await bothForms("x'); drop table sessions; --")).toBeNull()
    expect(await bothForms('a'.repeat(201))).toBeNull()
  })
})
