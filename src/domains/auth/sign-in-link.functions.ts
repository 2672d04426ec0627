import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { clientIp } from '~/lib/http/client-ip.server'
import { forgotPasswordSchema } from './auth.schemas'
import { asAction } from './session.functions'
import { storeToken } from './session-user.server'
import { requestSignInLink, useSignInLink } from './sign-in-link.contract'

// The pages of the e-mailed sign-in link (decision 103): ask for it, then use it.

export const requestSignInLinkFn = createServerFn({ method: 'POST' })
  .validator(forgotPasswordSchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      await callApi(requestSignInLink, { locale: data.locale, ip: clientIp(), body: { email: data.email } })
      return { accepted: true as const }
    }),
  )

/** Uses the link's token and keeps the session in the cookie, as the password sign-in does. */
export const signInWithLink = createServerFn({ method: 'POST' })
  .validator(z.object({ token: z.string().max(500), locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(useSignInLink, { locale: data.locale, ip: clientIp(), body: { token: data.token } })
      storeToken(result.access_token, result.expires_in)
      return result.user
    }),
  )
