import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { requestToken } from '~/lib/http/forward.server'
import { listProducts } from './catalog.contract'

/** What a suggestion shows: the product's picture, name, category and price (for the caller's tier). */
export type Suggestion = {
  id: number
  name: string
  slug: string
  image_url: string | null
  price: number
  regular_price: number | null
  lowest_price_30d: number | null
  category: { slug: string; name: string }
}

/** The header search's suggestions while typing: the first few products of the whole shop. */
export const suggestProducts = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, q: z.string().trim().min(2).max(100) }))
  .handler(async ({ data }): Promise<Suggestion[]> => {
    const result = await callApi(listProducts, {
      locale: data.locale,
      token: requestToken(),
      query: { q: data.q, per_page: 6 },
    })
    return result.data.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      image_url: p.image_url,
      price: p.price,
      regular_price: p.regular_price,
      // Omnibus: a reduced price is shown with the lowest of the last 30 days, as on the cards.
      lowest_price_30d: p.lowest_price_30d ?? null,
      category: { slug: p.category.slug, name: p.category.name },
    }))
  })
