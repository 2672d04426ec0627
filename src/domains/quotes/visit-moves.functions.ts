import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { clientIp } from '~/lib/http/client-ip.server'
import { orNull } from '~/lib/http/forward.server'
import { withSession } from '~/domains/accounts/accounts.functions'
import { askOwnVisitMove, askVisitMoveByToken, getVisitByToken, listOwnQuoteRequests } from './quotes.contract'

// The visit page over the API (decision 112): the e-mail's token is the only key, no session.
const token = z.string().min(20).max(100)

export const fetchVisit = createServerFn({ method: 'GET' })
  .validator(z.object({ token, locale: localeSchema }))
  .handler(({ data }) =>
    orNull(callApi(getVisitByToken, { locale: data.locale, params: { token: data.token } }).then((r) => r.data)),
  )

export const askVisitMove = createServerFn({ method: 'POST' })
  // Loose here: the API checks the half-days and answers its translated field errors.
  .validator(
    z.object({
      token,
      locale: localeSchema,
      timeWindows: z.array(z.string().max(20)).max(20),
      note: z.string().max(1000),
    }),
  )
  .handler(({ data }) =>
    asAction(
      async () =>
        (
          await callApi(askVisitMoveByToken, {
            locale: data.locale,
            ip: clientIp(),
            params: { token: data.token },
            body: { time_windows: data.timeWindows as never, note: data.note || null },
          })
        ).data,
    ),
  )

/** The signed-in customer's own requests, for its account page. */
export const fetchOwnRequests = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(listOwnQuoteRequests, { locale: data.locale, token })).data),
  )

export const askOwnMove = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      id: z.number().int().positive(),
      locale: localeSchema,
      timeWindows: z.array(z.string().max(20)).max(20),
      note: z.string().max(1000),
    }),
  )
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (
            await callApi(askOwnVisitMove, {
              locale: data.locale,
              token,
              ip: clientIp(),
              params: { id: data.id },
              body: { time_windows: data.timeWindows as never, note: data.note || null },
            })
          ).data,
      ),
    ),
  )
