import { createServerFn } from '@tanstack/react-start'
import { deleteCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { SESSION_COOKIE } from '~/domains/auth/auth.constants'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { withSession } from './accounts.functions'
import { deleteAccount, exportAccountData } from './gdpr.contract'

// The account page's GDPR actions (issue 16), over the API with the session's token.

/** `GET /account/export`: the caller's data as JSON text, for the browser to save as a file. */
export const exportMyData = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema }))
  .handler(({ data }) =>
    withSession(
      async (token): Promise<string> =>
        JSON.stringify((await callApi(exportAccountData, { locale: data.locale, token })).data, null, 2),
    ),
  )

/** `POST /account/delete`; on success the session cookie goes too. */
export const deleteMyAccount = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, password: z.string().max(200) }))
  .handler(({ data }) =>
    withSession((token) =>
      asAction(async () => {
        await callApi(deleteAccount, { locale: data.locale, token, body: { password: data.password, confirm: true } })
        deleteCookie(SESSION_COOKIE, { path: '/' })
        return true
      }),
    ),
  )
