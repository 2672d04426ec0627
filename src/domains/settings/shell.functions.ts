import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { env } from '~/config/env.server'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { publicUrl, requestToken } from '~/server/http/forward.server'
import { getSettings } from './settings.contract'
import { listSimplePages } from '~/domains/content/pages.contract'

/** What every page's layout needs (spec §4: settings and the pages menu at start-up). */
export const fetchShell = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const token = requestToken()
    const [settings, pages] = await Promise.all([
      callApi(getSettings, { locale: data.locale, token }),
      callApi(listSimplePages, { locale: data.locale, token }),
    ])
    return { settings: settings.data, pages: pages.data, publicUrl: publicUrl(), imageHost: env().IMAGE_HOST }
  })
