import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withSession } from '~/domains/accounts/accounts.functions'
import { localeIdInput as withId, localeInput as withLocale } from '~/domains/accounts/accounts.schemas'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { orNull } from '~/lib/http/forward.server'
import { clientIp } from '~/lib/http/client-ip.server'
import { listProducts } from '~/domains/catalog/catalog.contract'
import * as api from './retailer-quotes.contract'
import type { brandingBody, retailerQuoteBody, retailerQuoteOrderBody } from './retailer-quote.schemas'

// The retailer's quote screens (decision 111) over the API with the session's token; forms get
// `{ ok, data } | { ok: false, error }` so they show the API's translated field errors.

const body = <T extends object>() => z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v))

export const fetchRetailerQuotes = createServerFn({ method: 'GET' })
  .validator(withLocale)
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(api.listRetailerQuotesEndpoint, { locale: data.locale, token })).data),
  )

/** One quote, or null when it is not the retailer's (the API's 404). */
export const fetchRetailerQuote = createServerFn({ method: 'GET' })
  .validator(withId)
  .handler(({ data }) =>
    withSession(
      async (token) =>
        (await orNull(callApi(api.getRetailerQuoteEndpoint, { locale: data.locale, token, params: { id: data.id } })))
          ?.data ?? null,
    ),
  )

export const fetchBranding = createServerFn({ method: 'GET' })
  .validator(withLocale)
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(api.getBrandingEndpoint, { locale: data.locale, token })).data),
  )

/** Creates (no id) or rebuilds a quote. */
export const saveRetailerQuote = createServerFn({ method: 'POST' })
  .validator(
    withLocale.extend({ id: z.number().int().positive().nullable(), body: body<z.input<typeof retailerQuoteBody>>() }),
  )
  .handler(({ data }) =>
    asAction(() =>
      withSession(async (token) => {
        const init = { locale: data.locale, token, ip: clientIp(), body: data.body }
        return (
          data.id
            ? await callApi(api.updateRetailerQuoteEndpoint, { ...init, params: { id: data.id } })
            : await callApi(api.createRetailerQuoteEndpoint, init)
        ).data
      }),
    ),
  )

export const sendRetailerQuoteToClient = createServerFn({ method: 'POST' })
  .validator(withId)
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (
            await callApi(api.sendRetailerQuoteEndpoint, {
              locale: data.locale,
              token,
              ip: clientIp(),
              params: { id: data.id },
            })
          ).data,
      ),
    ),
  )

export const decideRetailerQuote = createServerFn({ method: 'POST' })
  .validator(withId.extend({ status: z.enum(['accepted', 'declined']) }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (
            await callApi(api.decideRetailerQuoteEndpoint, {
              locale: data.locale,
              token,
              ip: clientIp(),
              params: { id: data.id },
              body: { status: data.status },
            })
          ).data,
      ),
    ),
  )

export const orderRetailerQuote = createServerFn({ method: 'POST' })
  .validator(withId.extend({ body: body<z.input<typeof retailerQuoteOrderBody>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (
            await callApi(api.orderRetailerQuoteEndpoint, {
              locale: data.locale,
              token,
              ip: clientIp(),
              params: { id: data.id },
              body: data.body,
            })
          ).data,
      ),
    ),
  )

export const saveBranding = createServerFn({ method: 'POST' })
  .validator(withLocale.extend({ body: body<z.input<typeof brandingBody>>() }))
  .handler(({ data }) =>
    asAction(() =>
      withSession(
        async (token) =>
          (await callApi(api.saveBrandingEndpoint, { locale: data.locale, token, ip: clientIp(), body: data.body }))
            .data,
      ),
    ),
  )

/** The picker's catalogue: names and slugs, the first hundred products, at the retailer's tier. */
export const fetchQuotableProducts = createServerFn({ method: 'GET' })
  .validator(withLocale)
  .handler(({ data }) =>
    withSession(async (token) => {
      const found = await callApi(listProducts, { locale: data.locale, token, query: { per_page: 100 } })
      return found.data.map((p) => ({ slug: p.slug, name: p.name, price: p.price }))
    }),
  )
