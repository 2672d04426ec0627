import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { requestToken } from '~/lib/http/forward.server'
import { listProducts } from './catalog.contract'

export type Suggestion = { id: number; name: string; slug: string; category: { slug: string; name: string } }

/** The header search's suggestions while typing: the first few products of the whole shop. */
export const suggestProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, q: z.string().trim().min(2).max(100) }))
  .handler(async ({ data }): Promise<Suggestion[]> => {
    const result = await callApi(listProducts, { locale: data.locale, token: requestToken(), query: { q: data.q, per_page: 6 } })
    return result.data.map((p) => ({ id: p.id, name: p.name, slug: p.slug, category: { slug: p.category.slug, name: p.category.name } }))
  })
