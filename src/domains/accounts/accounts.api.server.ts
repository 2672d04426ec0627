import { eq } from 'drizzle-orm'
import { users } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import type { Role } from '~/domains/shared/roles'
import { currentUserRow, mailLater, sendVerification } from '~/domains/auth/auth.api.server'
import { emailLink } from '~/domains/auth/links.server'
import { hashPassword, NO_PASSWORD, verifyPassword } from '~/domains/auth/passwords.server'
import { sendInvitation } from '~/domains/auth/account-links.server'
import { revokeUserSessions } from '~/domains/auth/session.server'
import { allowMail, assertPasswordAttempt, clearAttempts } from '~/domains/auth/throttle.server'
import { toUser } from '~/domains/auth/users.server'
import * as api from './accounts.contract'
import { listAddresses, removeAddress, saveAddress } from './addresses.server'
import { getOwnOrder, listOwnOrders } from './orders.server'
import { MAX_TEAM, assertEmailFree, listTeam, teamMember, toTeamUser } from './team.server'

/** The signed-in user, who must have one of `roles` (spec §2: shipping for users, users for retailers). */
async function requireRole(ctx: ApiContext, roles: Role[]) {
  const user = (await ctx.user())!
  if (!roles.includes(user.role)) throw new HttpError('forbidden', undefined, undefined)
  return user
}

export const accountRoutes = [
  implement(api.updateAccount, async ({ body }, ctx) => {
    const row = await currentUserRow(ctx)
    const now = ctx.now()
    const emailChange = body.email !== undefined && body.email !== row.email.toLowerCase()
    if (emailChange || body.password !== undefined) {
      if (!body.current_password)
        throw new HttpError('validation_failed', { current_password: ['account_current_password_required'] })
      // The same limit as signing in (issue 14): a stolen session cannot guess the password.
      await assertPasswordAttempt(ctx.db, row.email, ctx.ip, now)
      if (!(await verifyPassword(row.passwordHash, body.current_password))) {
        throw new HttpError('validation_failed', { current_password: ['account_current_password_wrong'] })
      }
      await clearAttempts(ctx.db, row.email, ctx.ip)
    }
    if (emailChange) await assertEmailFree(ctx.db, body.email!, row.id)
    const changes = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.locale !== undefined ? { locale: body.locale } : {}),
      ...(body.password !== undefined ? { passwordHash: await hashPassword(body.password) } : {}),
    }
    // An e-mail change alone updates nothing yet: the address changes once confirmed.
    const updated =
      Object.keys(changes).length > 0
        ? (await ctx.db.update(users).set(changes).where(eq(users.id, row.id)).returning())[0]!
        : row
    if (body.password !== undefined) {
      await revokeUserSessions(ctx.db, row.id, now, ctx.token)
      mailLater(ctx, row.email, ctx.locale, {
        template: 'password_changed',
        name: row.name,
        resetLink: emailLink(ctx.publicUrl, '/forgot-password', ctx.locale),
      })
    }
    // The new address is used only once confirmed from the link sent to it.
    if (emailChange) await sendVerification(ctx, ctx.db, updated, body.email!)
    return { data: toUser(updated), pending_email: emailChange ? body.email! : null }
  }),

  implement(api.listAddresses, async (_i, ctx) => ({
    data: await listAddresses(ctx.db, (await requireRole(ctx, ['user'])).id),
  })),
  implement(api.createAddress, async ({ body }, ctx) => ({
    data: await saveAddress(ctx.db, (await requireRole(ctx, ['user'])).id, body, ctx.locale),
  })),
  implement(api.updateAddress, async ({ params, body }, ctx) => ({
    data: await saveAddress(ctx.db, (await requireRole(ctx, ['user'])).id, body, ctx.locale, params.id),
  })),
  implement(api.deleteAddress, async ({ params }, ctx) => {
    await removeAddress(ctx.db, (await requireRole(ctx, ['user'])).id, params.id)
    return {}
  }),

  implement(api.listTeamUsers, async (_i, ctx) => ({
    data: await listTeam(ctx.db, (await requireRole(ctx, ['retailer'])).id),
  })),
  implement(api.createTeamUser, async ({ body }, ctx) => {
    const retailer = await requireRole(ctx, ['retailer'])
    const team = await listTeam(ctx.db, retailer.id)
    if (team.length >= MAX_TEAM) throw new HttpError('conflict')
    // An address someone already owns is never taken over, not even into a retailer's team.
    await assertEmailFree(ctx.db, body.email)
    // Create, delete, create again would otherwise mail one address without end.
    if (!(await allowMail(ctx.db, body.email, ctx.now(), ctx.ip))) throw new HttpError('too_many_requests')
    const parent = await currentUserRow(ctx)
    // Created inactive, with no password (issue 14): the invitation's owner proves the address
    // and sets a password only they know; until then nobody can sign in as this user.
    const [created] = await ctx.db
      .insert(users)
      .values({
        name: body.name,
        email: body.email,
        passwordHash: NO_PASSWORD,
        role: 'user',
        parentId: retailer.id,
        emailVerifiedAt: null,
        locale: parent.locale,
      })
      .onConflictDoNothing()
      .returning()
    if (!created) throw new HttpError('conflict', { email: ['account_email_taken'] })
    await sendInvitation(ctx, ctx.db, created, parent.name)
    return { data: toTeamUser(created) }
  }),
  implement(api.resendTeamInvitation, async ({ params }, ctx) => {
    const retailer = await requireRole(ctx, ['retailer'])
    const member = await teamMember(ctx.db, retailer.id, params.id)
    // Only for a user who has not accepted yet; the new link replaces the old one.
    if (member.emailVerifiedAt) throw new HttpError('conflict')
    if (!(await allowMail(ctx.db, member.email, ctx.now(), ctx.ip))) throw new HttpError('too_many_requests')
    await sendInvitation(ctx, ctx.db, member, (await currentUserRow(ctx)).name)
    return { data: toTeamUser(member) }
  }),
  implement(api.updateTeamUser, async ({ params, body }, ctx) => {
    const retailer = await requireRole(ctx, ['retailer'])
    const member = await teamMember(ctx.db, retailer.id, params.id)
    const now = ctx.now()
    // Name and access only: the address and the password are the user's own (issue 14).
    const [updated] = await ctx.db
      .update(users)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.disabled !== undefined ? { disabledAt: body.disabled ? now : null } : {}),
      })
      .where(eq(users.id, member.id))
      .returning()
    if (body.disabled) await revokeUserSessions(ctx.db, member.id, now)
    return { data: toTeamUser(updated!) }
  }),
  implement(api.deleteTeamUser, async ({ params }, ctx) => {
    const retailer = await requireRole(ctx, ['retailer'])
    const member = await teamMember(ctx.db, retailer.id, params.id)
    await ctx.db.delete(users).where(eq(users.id, member.id))
    return {}
  }),

  implement(api.listOrders, async ({ query }, ctx) => {
    const { items, total } = await listOwnOrders(ctx.db, (await ctx.user())!, query.page, query.per_page)
    return {
      data: items,
      meta: { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) },
    }
  }),
  implement(api.getOrder, async ({ params }, ctx) => ({
    data: await getOwnOrder(ctx.db, (await ctx.user())!, params.id),
  })),
]
