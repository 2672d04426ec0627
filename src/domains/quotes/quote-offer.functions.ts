import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { clientIp } from '~/lib/http/client-ip.server'
import { orNull } from '~/lib/http/forward.server'
import { acceptQuoteByToken, askQuoteChanges, getQuoteByToken } from './quote-offer.contract'

// The customer's quote page over the API (decision 106): the link's token is the only key, no
// session is needed or forwarded.

const token = z.string().min(20).max(100)

export const fetchQuoteOffer = createServerFn({ method: 'GET' })
  .validator(z.object({ token, locale: localeSchema }))
  .handler(({ data }) =>
    orNull(callApi(getQuoteByToken, { locale: data.locale, params: { token: data.token } }).then((r) => r.data)),
  )

export const acceptQuoteOffer = createServerFn({ method: 'POST' })
  .validator(
    z.object({
      token,
      locale: localeSchema,
      terms: z.boolean(),
      madeToMeasure: z.boolean(),
      // Passed on as typed: the API validates it (a 422 on `installation.*` comes back to the form).
      installation: z
        .object({ use: z.string().max(20), deduction: z.string().max(20), taxCode: z.string().max(40).nullable() })
        .optional(),
    }),
  )
  .handler(({ data }) =>
    asAction(async () => {
      // Sent as ticked: the API refuses terms not accepted (422 on the field), as the checkout's.
      const acknowledgements = {
        terms: data.terms as true,
        ...(data.madeToMeasure ? { made_to_measure: true as const } : {}),
      }
      const installation = data.installation
        ? { use: data.installation.use, deduction: data.installation.deduction, tax_code: data.installation.taxCode }
        : undefined
      const body = { acknowledgements, ...(installation && { installation }) } as never
      return (
        await callApi(acceptQuoteByToken, { locale: data.locale, ip: clientIp(), params: { token: data.token }, body })
      ).data
    }),
  )

export const askQuoteOfferChanges = createServerFn({ method: 'POST' })
  .validator(z.object({ token, locale: localeSchema, message: z.string().max(4000) }))
  .handler(({ data }) =>
    asAction(
      async () =>
        (
          await callApi(askQuoteChanges, {
            locale: data.locale,
            ip: clientIp(),
            params: { token: data.token },
            body: { message: data.message },
          })
        ).data,
    ),
  )
