import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withSession } from '~/domains/accounts/accounts.functions'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { getAccountNewsletter, setAccountNewsletter } from './account-newsletter.contract'

// The account's newsletter switch (issue 16), over the API with the session's token.

export const fetchAccountNewsletter = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(getAccountNewsletter, { locale: data.locale, token })).data),
  )

export const switchAccountNewsletter = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, subscribed: z.boolean() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (await callApi(setAccountNewsletter, { locale: data.locale, token, body: { subscribed: data.subscribed } }))
            .data,
      ),
    ),
  )
