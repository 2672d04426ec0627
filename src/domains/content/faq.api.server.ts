import { implement } from '~/domains/shared/api-route'
import { listFaq } from './faq.contract'
import { listFaqGroups } from './faq.server'

export const faqRoutes = [
  implement(listFaq, async (_input, { db, locale }) => ({ data: await listFaqGroups(db, locale) })),
]
