import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { getPage, listSimplePages } from './pages.contract'
import { findPage, listMenuPagesCached } from './pages.server'

export const pageRoutes = [
  implement(listSimplePages, async (_input, { db, locale, now }) => ({
    data: await listMenuPagesCached(db, locale, now()),
  })),
  implement(getPage, async ({ params }, { db, locale, now }) => {
    const page = await findPage(db, params.slug, locale, now())
    if (!page) throw new HttpError('not_found')
    return { data: page }
  }),
]
