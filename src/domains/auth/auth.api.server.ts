import { eq } from 'drizzle-orm'
import { users } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { isLocale, type Locale } from '~/lib/i18n/locales'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import * as api from './auth.contract'
import { noticeEmailChange, sendInvitation } from './account-links.server'
import { mailLater } from './mail.server'
import { consumeAuthToken, issueAuthToken } from './auth-tokens.server'
import { emailLink } from './links.server'
import { hashPassword, verifyPassword } from './passwords.server'
import { createSession, purgeDeadSessions, revokeSession, revokeUserSessions } from './session.server'
import { allowMail, assertPasswordAttempt, clearAccountAttempts, clearAttempts } from './throttle.server'
import { findUserByEmail, findUserById, toUser, type UserRow } from './users.server'

export { mailLater }

const accepted = { data: { accepted: true as const } }
const userLocale = (row: UserRow, fallback: Locale): Locale => (isLocale(row.locale) ? row.locale : fallback)

export async function sendVerification(ctx: ApiContext, db: Db, row: UserRow, email = row.email) {
  const locale = userLocale(row, ctx.locale)
  const token = await issueAuthToken(db, row.id, 'verify_email', ctx.now(), email === row.email ? undefined : email)
  mailLater(ctx, email, locale, {
    template: 'verify_email',
    name: row.name,
    link: emailLink(ctx.publicUrl, `/verify-email/${token}`, locale),
    change: email !== row.email,
  })
}

export async function currentUserRow(ctx: ApiContext): Promise<UserRow> {
  const user = await ctx.user()
  // A read uses the row that came with the session (one query fewer per signed-in page); a
  // write reads it afresh, so it never works from a row older than the request.
  const fromSession = ctx.request.method === 'GET' || ctx.request.method === 'HEAD' ? user?.row : undefined
  const row = user && (fromSession ?? (await findUserById(ctx.db, user.id)))
  if (!row) throw new HttpError('unauthorized')
  return row
}

export const authRoutes = [
  implement(api.register, async ({ body }, ctx) => {
    const locale = body.locale ?? ctx.locale
    // Hash, answer, then do the rest: known and unknown addresses take the same time, and the
    // e-mail either way is capped per address and per IP (issue 14: no oracle, no mail bomb).
    const passwordHash = await hashPassword(body.password)
    ctx.defer(async () => {
      const { db } = ctx
      const existing = await findUserByEmail(db, body.email)
      if (!(await allowMail(db, body.email, ctx.now(), ctx.ip))) return
      if (existing) {
        mailLater(ctx, existing.email, userLocale(existing, locale), {
          template: 'account_exists',
          name: existing.name,
          link: emailLink(ctx.publicUrl, '/forgot-password', userLocale(existing, locale)),
        })
        return
      }
      const [created] = await db
        .insert(users)
        .values({ name: body.name, email: body.email, passwordHash, role: 'user', locale })
        .onConflictDoNothing()
        .returning()
      if (created) await sendVerification(ctx, db, created)
    })
    return accepted
  }),

  implement(api.login, async ({ body }, ctx) => {
    const { db } = ctx
    const now = ctx.now()
    // Counted before the check (decision 027): concurrent guesses cannot pass the limit.
    await assertPasswordAttempt(db, body.email, ctx.ip, now)
    const row = await findUserByEmail(db, body.email)
    const valid = await verifyPassword(row?.passwordHash ?? null, body.password)
    if (!row || !valid || row.disabledAt) throw new HttpError('invalid_credentials')
    if (!row.emailVerifiedAt) throw new HttpError('email_not_verified')
    await clearAttempts(db, body.email, ctx.ip)
    const session = await createSession(db, row.id, now, {
      ip: ctx.ip,
      userAgent: ctx.request.headers.get('user-agent'),
    })
    ctx.defer(() => purgeDeadSessions(db, now))
    return {
      access_token: session.token,
      token_type: 'Bearer' as const,
      expires_in: session.expiresIn,
      user: toUser(row),
    }
  }),

  implement(api.logout, async (_input, ctx) => {
    await revokeSession(ctx.db, ctx.token!, ctx.now())
    return {}
  }),

  implement(api.refresh, async (_input, ctx) => {
    const user = (await ctx.user())!
    const now = ctx.now()
    await revokeSession(ctx.db, ctx.token!, now)
    const session = await createSession(ctx.db, user.id, now, {
      ip: ctx.ip,
      userAgent: ctx.request.headers.get('user-agent'),
    })
    return { access_token: session.token, token_type: 'Bearer' as const, expires_in: session.expiresIn }
  }),

  implement(api.currentUser, async (_input, ctx) => ({ data: toUser(await currentUserRow(ctx)) })),

  implement(api.forgotPassword, async ({ body }, ctx) => {
    // Same answer, same timing, whether the address exists: the work happens after the answer.
    ctx.defer(async () => {
      const row = await findUserByEmail(ctx.db, body.email)
      // Taken for unknown addresses too: the same database work either way.
      if (!(await allowMail(ctx.db, body.email, ctx.now(), ctx.ip)) || !row || row.disabledAt) return
      // A retailer's invited user not yet active: a reset would slip it into the retailer's
      // team without the invitation saying so; it gets the invitation again instead.
      if (row.parentId !== null && !row.emailVerifiedAt) {
        const parent = await findUserById(ctx.db, row.parentId)
        return sendInvitation(ctx, ctx.db, row, parent?.name ?? '')
      }
      const locale = userLocale(row, ctx.locale)
      const token = await issueAuthToken(ctx.db, row.id, 'reset_password', ctx.now())
      mailLater(ctx, row.email, locale, {
        template: 'reset_password',
        name: row.name,
        link: emailLink(ctx.publicUrl, `/reset-password?token=${token}`, locale),
      })
    })
    return accepted
  }),

  implement(api.resetPassword, async ({ body }, ctx) => {
    const now = ctx.now()
    const passwordHash = await hashPassword(body.password)
    const { userId } = await consumeAuthToken(ctx.db, body.token, 'reset_password', now)
    const [row] = await ctx.db
      .update(users)
      // Following the link proves the address, so it counts as verified too.
      .set({ passwordHash, emailVerifiedAt: now })
      .where(eq(users.id, userId))
      .returning()
    await revokeUserSessions(ctx.db, userId, now)
    if (row) {
      const locale = userLocale(row, ctx.locale)
      mailLater(ctx, row.email, locale, {
        template: 'password_changed',
        name: row.name,
        resetLink: emailLink(ctx.publicUrl, '/forgot-password', locale),
      })
      await clearAccountAttempts(ctx.db, row.email)
    }
    return { data: { reset: true as const } }
  }),

  implement(api.verifyEmail, async ({ body }, ctx) => {
    const now = ctx.now()
    const { userId, email } = await consumeAuthToken(ctx.db, body.token, 'verify_email', now)
    const before = await findUserById(ctx.db, userId)
    if (!before) throw new HttpError('token_invalid')
    if (email && email !== before.email) {
      const taken = await findUserByEmail(ctx.db, email)
      if (taken && taken.id !== userId) throw new HttpError('conflict', { email: ['account_email_taken'] })
    }
    const [row] = await ctx.db
      .update(users)
      .set({ emailVerifiedAt: now, ...(email ? { email } : {}) })
      .where(eq(users.id, userId))
      .returning()
    // An address change: the old address hears of it, with a link to undo it (issue 14).
    if (email && row && email !== before.email.toLowerCase() && before.emailVerifiedAt)
      await noticeEmailChange(ctx, row, before.email)
    if (!before.emailVerifiedAt && row) {
      const locale = userLocale(row, ctx.locale)
      mailLater(ctx, row.email, locale, {
        template: 'welcome',
        name: row.name,
        link: emailLink(ctx.publicUrl, '/negozio', locale),
      })
    }
    return { data: { verified: true as const, email: row!.email } }
  }),

  implement(api.resendVerification, async ({ body }, ctx) => {
    const signedIn = await ctx.user()
    ctx.defer(async () => {
      const row = signedIn
        ? await findUserById(ctx.db, signedIn.id)
        : body.email
          ? await findUserByEmail(ctx.db, body.email)
          : undefined
      if (!row || row.emailVerifiedAt || row.disabledAt || !(await allowMail(ctx.db, row.email, ctx.now(), ctx.ip)))
        return
      await sendVerification(ctx, ctx.db, row)
    })
    return accepted
  }),
]
