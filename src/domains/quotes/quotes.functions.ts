import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { z } from 'zod'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { clientIp } from '~/lib/http/client-ip.server'
import { requestToken } from '~/lib/http/forward.server'
import type { Locale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { createQuoteRequest } from './quotes.contract'
import { quoteNativePost } from './quote-native-post.server'

// The request page's send, over the API: the visitor's address for the quotas, and the
// session's token when signed in (the request is then kept with the account).
export const sendQuoteRequest = createServerFn({ method: 'POST' })
  // Loose here: the API checks the request and answers its field errors, translated.
  .validator(z.object({ locale: localeSchema, body: z.record(z.string(), z.unknown()) }))
  .handler(({ data }) =>
    asAction(async () => {
      const token = requestToken()
      return (
        await callApi(createQuoteRequest, { locale: data.locale, token, ip: clientIp(), body: data.body as never })
      ).data
    }),
  )

/** The page's POST handler: the form posted without JavaScript (the client build drops it). */
export const handleQuoteNativePost = createServerOnlyFn((request: Request) =>
  quoteNativePost(request, getLocale() as Locale),
)
