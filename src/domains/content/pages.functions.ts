import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { orNull } from '~/lib/http/forward.server'
import { getPage } from './pages.contract'
import { renderStoredMarkdown } from '~/lib/markdown/render.server'

export const fetchContentPage = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, slug: z.string().max(220) }))
  .handler(async ({ data }) => {
    // Not a valid slug → no such page (the catch-all route sees every unknown path).
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(data.slug)) return null
    const page = await orNull(callApi(getPage, { locale: data.locale, params: { slug: data.slug } }))
    return page ? { ...page.data, html: renderStoredMarkdown(page.data.body) } : null
  })
