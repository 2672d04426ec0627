import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { confirm, subscribe, unsubscribe } from './newsletter.contract'
import { subscribeBodySchema } from './newsletter.schemas'
import { clientIp } from '~/lib/http/client-ip.server'

// The footer box's and the confirmation page's calls. Each answers `ActionResult`: API errors
// come back as data (already translated), for the caller to show.

export const subscribeNewsletter = createServerFn({ method: 'POST' })
  .validator(subscribeBodySchema.extend({ locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(subscribe, { locale: data.locale, ip: clientIp(), body: data })
      return result.data
    }),
  )

/** Uses up the token of a confirmation link. */
export const confirmNewsletter = createServerFn({ method: 'POST' })
  .validator(z.object({ token: z.string().max(500), locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(confirm, { locale: data.locale, ip: clientIp(), body: { token: data.token } })
      return result.data
    }),
  )

/** Unsubscribes the address of an unsubscribe link (the page's button: a POST, never the link). */
export const unsubscribeNewsletter = createServerFn({ method: 'POST' })
  .validator(z.object({ token: z.string().max(500), locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(unsubscribe, { locale: data.locale, ip: clientIp(), body: { token: data.token } })
      return result.data
    }),
  )
