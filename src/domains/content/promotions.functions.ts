import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { tierAuth } from '~/domains/auth/session-user.server'
import { listPromotions } from './promotions.contract'

export const fetchPromotions = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(
    async ({ data }) => (await callApi(listPromotions, { locale: data.locale, ...(await tierAuth(data.locale)) })).data,
  )
