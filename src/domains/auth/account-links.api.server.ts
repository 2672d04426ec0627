import { eq } from 'drizzle-orm'
import { users } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import * as api from './account-links.contract'
import { consumeAuthToken, revokeAuthTokens } from './auth-tokens.server'
import { hashPassword } from './passwords.server'
import { revokeUserSessions } from './session.server'
import { clearAccountAttempts } from './throttle.server'
import { findUserByEmail, findUserById } from './users.server'

export const accountLinkRoutes = [
  implement(api.restoreEmail, async ({ body }, ctx) => {
    const now = ctx.now()
    const { userId, email } = await consumeAuthToken(ctx.db, body.token, 'restore_email', now)
    const row = await findUserById(ctx.db, userId)
    if (!row || !email) throw new HttpError('token_invalid')
    // Someone registered the freed address meanwhile: it is theirs now, not taken back.
    const taken = await findUserByEmail(ctx.db, email)
    if (taken && taken.id !== userId) throw new HttpError('conflict', { email: ['account_email_taken'] })
    const [restored] = await ctx.db
      .update(users)
      .set({ email, emailVerifiedAt: now })
      .where(eq(users.id, userId))
      .returning()
    // Whoever made the change is out: no session, no pending change, no other undo link, no
    // reset link sent to the address they chose.
    await revokeUserSessions(ctx.db, userId, now)
    await revokeAuthTokens(ctx.db, userId, ['verify_email', 'reset_password', 'restore_email'], now)
    await clearAccountAttempts(ctx.db, email)
    return { data: { restored: true as const, email: restored!.email } }
  }),

  implement(api.acceptInvitation, async ({ body }, ctx) => {
    const now = ctx.now()
    const passwordHash = await hashPassword(body.password)
    const { userId } = await consumeAuthToken(ctx.db, body.token, 'invitation', now)
    // Following the link proves the address: the account is active from now on.
    const [row] = await ctx.db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: now })
      .where(eq(users.id, userId))
      .returning()
    if (!row) throw new HttpError('token_invalid')
    await revokeUserSessions(ctx.db, userId, now)
    return { data: { accepted: true as const, email: row.email } }
  }),
]
