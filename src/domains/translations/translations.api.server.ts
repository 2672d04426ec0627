import { implement } from '~/domains/shared/api-route'
import { listMissingTranslations } from './translations.contract'
import { listMissingTranslations as readMissing } from './missing.server'

// "Translations to do" for the administration (decision 025); admin only, by its contract.
export const translationRoutes = [
  implement(listMissingTranslations, async ({ query }, { db }) => {
    const { items, total } = await readMissing(db, {
      locale: query.missing_in,
      kind: query.kind,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    })
    return {
      data: items,
      meta: { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) },
    }
  }),
]
