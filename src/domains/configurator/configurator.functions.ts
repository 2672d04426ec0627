import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { ApiError, type FieldErrors } from '~/lib/api/errors'
import { orNull, requestToken } from '~/lib/http/forward.server'
import { tierAuth } from '~/domains/auth/session-user.server'
import { getConfiguratorModel, listConfiguratorModels, quoteConfiguration } from './configurator.contract'
import {
  configurationInputSchema,
  type ConfiguratorModel,
  type ConfiguratorModelSummary,
  type ConfiguratorQuote,
} from './configurator.schemas'

// The configurator page's calls to the API, with the caller's token forwarded: the price tier
// is the caller's, decided by the server.

export const fetchConfiguratorModel = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, id: z.number().int().positive().max(2_147_483_647) }))
  .handler(async ({ data }): Promise<ConfiguratorModel | null> => {
    const result = await orNull(
      callApi(getConfiguratorModel, { locale: data.locale, ...(await tierAuth(data.locale)), params: { id: data.id } }),
    )
    return result?.data ?? null
  })

export const fetchConfiguratorModels = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(
    async ({ data }): Promise<ConfiguratorModelSummary[]> =>
      (await callApi(listConfiguratorModels, { locale: data.locale, ...(await tierAuth(data.locale)) })).data,
  )

export type QuoteAnswer = { ok: true; quote: ConfiguratorQuote } | { ok: false; message: string; fields: FieldErrors }

/** `POST /configurator/quote`; a 4xx comes back as its translated fields (the page shows them). */
export const fetchConfigurationQuote = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: localeSchema, body: configurationInputSchema }))
  .handler(async ({ data }): Promise<QuoteAnswer> => {
    try {
      const result = await callApi(quoteConfiguration, { locale: data.locale, token: requestToken(), body: data.body })
      return { ok: true, quote: result.data }
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        return { ok: false, message: error.message, fields: error.fields ?? {} }
      throw error
    }
  })
