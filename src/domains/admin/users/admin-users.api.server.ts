import { and, eq, isNull, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { orders, users } from '~/db/schema'
import { assertEmailFree } from '~/domains/accounts/team.server'
import { issueAuthToken } from '~/domains/auth/auth-tokens.server'
import { mailLater } from '~/domains/auth/auth.api.server'
import { emailLink } from '~/domains/auth/links.server'
import { hashPassword } from '~/domains/auth/passwords.server'
import { revokeUserSessions } from '~/domains/auth/session.server'
import { findUserById } from '~/domains/auth/users.server'
import { HttpError } from '~/lib/api/errors'
import { isLocale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import type { Tx } from '~/db/types'
import * as api from './admin-users.contract'
import { getAdminUser, listAdminUsers } from './admin-users.server'

const t = (ctx: ApiContext) => ({ locale: ctx.locale })

/** Active administrators, locked for the transaction: two admins demoting each other at once cannot leave none. */
async function lockedActiveAdmins(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .for('update')
  return rows.map((r) => r.id)
}

async function assertParent(tx: Tx, parentId: number | null | undefined, ctx: ApiContext) {
  if (!parentId) return
  const parent = await findUserById(tx, parentId)
  if (!parent || parent.role !== 'retailer')
    throw new HttpError('validation_failed', { parent_id: [m.adm_err_parent_retailer({}, t(ctx))] })
}

async function sendResetLink(ctx: ApiContext, userId: number) {
  const row = await findUserById(ctx.db, userId)
  if (!row) throw new HttpError('not_found')
  const locale = isLocale(row.locale) ? row.locale : ctx.locale
  const token = await issueAuthToken(ctx.db, row.id, 'reset_password', ctx.now())
  mailLater(ctx, row.email, locale, {
    template: 'reset_password',
    name: row.name,
    link: emailLink(ctx.publicUrl, `/reset-password?token=${token}`, locale),
  })
}

export const adminUserRoutes = [
  implement(api.listAdminUsers, ({ query }, { db }) => listAdminUsers(db, query)),
  implement(api.getAdminUser, async ({ params }, { db }) => ({ data: await getAdminUser(db, params.id) })),

  implement(api.createAdminUser, async ({ body }, ctx) => {
    const id = await ctx.db.transaction(async (tx) => {
      await assertEmailFree(tx, body.email)
      await assertParent(tx, body.parent_id, ctx)
      // No password given: an unguessable one, and the user chooses theirs through the e-mailed link.
      const passwordHash = await hashPassword(body.password ?? randomBytes(24).toString('base64url'))
      const [row] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          role: body.role,
          parentId: body.parent_id ?? null,
          passwordHash,
          locale: ctx.locale,
          emailVerifiedAt: ctx.now(),
        })
        .returning({ id: users.id })
      return row!.id
    })
    if (!body.password) await sendResetLink(ctx, id)
    return { data: await getAdminUser(ctx.db, id) }
  }),

  implement(api.updateAdminUser, async ({ params, body }, ctx) => {
    const me = (await ctx.user())!
    const now = ctx.now()
    await ctx.db.transaction(async (tx) => {
      const row = await findUserById(tx, params.id)
      if (!row) throw new HttpError('not_found')
      if (body.email !== undefined && body.email.toLowerCase() !== row.email.toLowerCase())
        await assertEmailFree(tx, body.email, row.id)
      await assertParent(tx, body.parent_id, ctx)
      const demoted = row.role === 'admin' && body.role !== undefined && body.role !== 'admin'
      const disabling = body.disabled === true && row.disabledAt === null
      if (row.id === me.id && demoted)
        throw new HttpError('conflict', { role: [m.adm_err_own_role({}, t(ctx))] }, m.adm_err_own_role({}, t(ctx)))
      if (row.id === me.id && disabling)
        throw new HttpError(
          'conflict',
          { disabled: [m.adm_err_disable_self({}, t(ctx))] },
          m.adm_err_disable_self({}, t(ctx)),
        )
      if ((demoted || disabling) && row.role === 'admin') {
        const admins = await lockedActiveAdmins(tx)
        if (admins.filter((a) => a !== row.id).length === 0)
          throw new HttpError('conflict', undefined, m.adm_err_last_admin({}, t(ctx)))
      }
      await tx
        .update(users)
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.role !== undefined && { role: body.role }),
          ...(body.parent_id !== undefined && { parentId: body.parent_id }),
          ...(body.disabled !== undefined && { disabledAt: body.disabled ? (row.disabledAt ?? now) : null }),
          updatedAt: now,
        })
        .where(eq(users.id, row.id))
      // A disabled account is signed out everywhere at once, as is one whose role changed
      // (its open sessions carried the old permissions).
      if (disabling || (body.role !== undefined && body.role !== row.role)) await revokeUserSessions(tx, row.id, now)
    })
    return { data: await getAdminUser(ctx.db, params.id) }
  }),

  implement(api.deleteAdminUser, async ({ params }, ctx) => {
    const me = (await ctx.user())!
    if (params.id === me.id) throw new HttpError('conflict', undefined, m.adm_err_delete_self({}, t(ctx)))
    await ctx.db.transaction(async (tx) => {
      const row = await findUserById(tx, params.id)
      if (!row) throw new HttpError('not_found')
      const [refs] = await tx
        .select({
          orders: sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${row.id} or ${orders.createdBy} = ${row.id})`,
          subs: sql<number>`(select count(*)::int from ${users} where ${users.parentId} = ${row.id})`,
        })
        .from(sql`(select 1) as one`)
      if (Number(refs?.orders) > 0) throw new HttpError('conflict', undefined, m.adm_err_user_has_orders({}, t(ctx)))
      if (Number(refs?.subs) > 0) throw new HttpError('conflict', undefined, m.adm_err_user_has_sub_users({}, t(ctx)))
      if (
        row.role === 'admin' &&
        row.disabledAt === null &&
        (await lockedActiveAdmins(tx)).filter((a) => a !== row.id).length === 0
      ) {
        throw new HttpError('conflict', undefined, m.adm_err_last_admin({}, t(ctx)))
      }
      await tx.delete(users).where(eq(users.id, row.id))
    })
    return undefined
  }),

  implement(api.sendAdminUserReset, async ({ params }, ctx) => {
    await sendResetLink(ctx, params.id)
    return { data: { accepted: true as const } }
  }),
]
