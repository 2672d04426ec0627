import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema } from '~/lib/api/common.schemas'
import { orNull } from '~/lib/http/forward.server'
import { tierAuth } from '~/domains/auth/session-user.server'
import { getCollection, listCollections, type CollectionDetail } from './collections.contract'
import { toProductCard } from './listing-view'

/** Every published collection with its products (the collections page shows them all). */
export const fetchCollections = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const auth = await tierAuth(data.locale)
    const list = await callApi(listCollections, { locale: data.locale, ...auth })
    const details = await Promise.all(
      list.data.map((c) =>
        orNull(callApi(getCollection, { locale: data.locale, ...auth, params: { slug: c.slug } })).then(
          (r) => r?.data ?? null,
        ),
      ),
    )
    // A collection unpublished between the two calls is simply left out.
    return details
      .filter((c): c is CollectionDetail => c !== null)
      .map((c) => ({ ...c, products: c.products.map(toProductCard) }))
  })
