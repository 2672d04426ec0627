import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withSession } from '~/domains/accounts/accounts.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { getAdminStats } from './admin.contract'

export const fetchAdminStats = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(({ data }) =>
    withSession(async (token) => (await callApi(getAdminStats, { locale: data.locale, token })).data),
  )
