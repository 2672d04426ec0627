import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { env } from '~/config/env.server'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { publicUrl } from '~/server/http/forward.server'
import { listSimplePages } from '~/domains/content/pages.contract'
import { fetchSessionUser } from '~/domains/auth/session.functions'
import { getSettings } from './settings.contract'

/**
 * What every page needs, fetched once per navigation by the root route (spec §4: the session,
 * the pages menu and the settings at start-up): guards read the user and the feature flags
 * from it, so a settings change or an expired session applies on the next request.
 */
export const fetchShell = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const [user, settings, pages] = await Promise.all([
      fetchSessionUser({ data }),
      // The same for every visitor: asked anonymously, so the process's API cache serves them.
      callApi(getSettings, { locale: data.locale }),
      callApi(listSimplePages, { locale: data.locale }),
    ])
    return { user, settings: settings.data, pages: pages.data, publicUrl: publicUrl(), imageHost: env().IMAGE_HOST }
  })

export type Shell = Awaited<ReturnType<typeof fetchShell>>
