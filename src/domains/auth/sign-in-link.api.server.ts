import { HttpError } from '~/lib/api/errors'
import { isLocale } from '~/lib/i18n/locales'
import { implement } from '~/domains/shared/api-route'
import { consumeAuthToken, issueAuthToken } from './auth-tokens.server'
import { emailLink } from './links.server'
import { mailLater } from './mail.server'
import { createSession } from './session.server'
import { requestSignInLink, useSignInLink } from './sign-in-link.contract'
import { allowMail } from './throttle.server'
import { findUserByEmail, findUserById, toUser } from './users.server'

// The e-mailed one-time sign-in link (decision 103). Following it proves the address, as a reset
// link does; unlike a reset it keeps the password and leaves the guessing counters alone — the
// owner is in, whoever was guessing is still capped.
export const signInLinkRoutes = [
  implement(requestSignInLink, async ({ body }, ctx) => {
    // Same answer and timing whether the address exists: the work happens after the answer.
    ctx.defer(async () => {
      const row = await findUserByEmail(ctx.db, body.email)
      if (!(await allowMail(ctx.db, body.email, ctx.now(), ctx.ip)) || !row || row.disabledAt || !row.emailVerifiedAt)
        return
      const locale = isLocale(row.locale) ? row.locale : ctx.locale
      const token = await issueAuthToken(ctx.db, row.id, 'sign_in', ctx.now())
      mailLater(ctx, row.email, locale, {
        template: 'sign_in_link',
        name: row.name,
        link: emailLink(ctx.publicUrl, `/login-link/${token}`, locale),
      })
    })
    return { data: { accepted: true as const } }
  }),

  implement(useSignInLink, async ({ body }, ctx) => {
    const now = ctx.now()
    const { userId } = await consumeAuthToken(ctx.db, body.token, 'sign_in', now)
    const row = await findUserById(ctx.db, userId)
    if (!row || row.disabledAt) throw new HttpError('token_invalid')
    const session = await createSession(ctx.db, row.id, now, {
      ip: ctx.ip,
      userAgent: ctx.request.headers.get('user-agent'),
    })
    return {
      access_token: session.token,
      token_type: 'Bearer' as const,
      expires_in: session.expiresIn,
      user: toUser(row),
    }
  }),
]
