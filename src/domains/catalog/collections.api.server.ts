import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { getCollection, listCollections } from './collections.contract'
import { findCollection, listPublishedCollections } from './collections.server'
import { tierForRole } from './pricing'

export const collectionRoutes = [
  implement(listCollections, async (_input, { db, locale }) => ({ data: await listPublishedCollections(db, locale) })),

  implement(getCollection, async ({ params }, ctx) => {
    const collection = await findCollection(ctx.db, params.slug, ctx.locale, tierForRole((await ctx.user())?.priceRole))
    if (!collection) throw new HttpError('not_found')
    return { data: collection }
  }),
]
