import { createServerFn } from '@tanstack/react-start'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { requestToken } from '~/lib/http/forward.server'
import { forgotPassword, register, resendVerification, resetPassword, verifyEmail } from './auth.contract'
import {
  acceptInvitationSchema,
  forgotPasswordSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  restoreEmailSchema,
  verifyEmailSchema,
} from './auth.schemas'
import { acceptInvitation, restoreEmail } from './account-links.contract'
import { asAction } from './session.functions'
import { clientIp } from '~/lib/http/client-ip.server'

// The account screens' calls (register, forgot/reset password, e-mail verification). Each one
// answers `ActionResult`: API errors come back as data, already translated, for the form to show.

/** Creates a customer account; the API e-mails the verification link (no sign-in). */
export const registerAccount = createServerFn({ method: 'POST' })
  .validator(registerSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      await callApi(register, { locale: data.locale, ip: clientIp(), body: data })
      return { accepted: true as const }
    }),
  )

/** Always the same answer, whether or not the address has an account. */
export const requestPasswordReset = createServerFn({ method: 'POST' })
  .validator(forgotPasswordSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      await callApi(forgotPassword, { locale: data.locale, ip: clientIp(), body: { email: data.email } })
      return { accepted: true as const }
    }),
  )

export const resetPasswordWithToken = createServerFn({ method: 'POST' })
  .validator(resetPasswordSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      await callApi(resetPassword, {
        locale: data.locale,
        ip: clientIp(),
        body: { token: data.token, password: data.password },
      })
      return { reset: true as const }
    }),
  )

/** Confirms the address of the token's account (single use). */
export const verifyEmailToken = createServerFn({ method: 'POST' })
  .validator(verifyEmailSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(verifyEmail, { locale: data.locale, ip: clientIp(), body: { token: data.token } })
      return result.data
    }),
  )

/** For the signed-in user (the session's token), else for the address given. */
export const resendVerificationEmail = createServerFn({ method: 'POST' })
  .validator(resendVerificationSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      // The API prefers the session's user; the address is the fallback when there is none.
      await callApi(resendVerification, {
        locale: data.locale,
        token: requestToken(),
        ip: clientIp(),
        body: { email: data.email },
      })
      return { accepted: true as const }
    }),
  )

/** The undo link of an e-mail change (sent to the old address). */
export const restoreEmailToken = createServerFn({ method: 'POST' })
  .validator(restoreEmailSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(
      async () =>
        (await callApi(restoreEmail, { locale: data.locale, ip: clientIp(), body: { token: data.token } })).data,
    ),
  )

/** A retailer's invited user sets its own password, which activates the account. */
export const acceptInvitationToken = createServerFn({ method: 'POST' })
  .validator(acceptInvitationSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(
      async () =>
        (
          await callApi(acceptInvitation, {
            locale: data.locale,
            ip: clientIp(),
            body: { token: data.token, password: data.password },
          })
        ).data,
    ),
  )
