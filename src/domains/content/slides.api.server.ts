import { implement } from '~/domains/shared/api-route'
import { listSlides } from './slides.contract'
import { listActiveSlides } from './slides.server'

export const slideRoutes = [
  implement(listSlides, async (_input, { db, locale, now }) => ({ data: await listActiveSlides(db, locale, now()) })),
]
