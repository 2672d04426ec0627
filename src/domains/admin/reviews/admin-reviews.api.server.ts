import { implement } from '~/domains/shared/api-route'
import { moderate } from '~/domains/reviews/moderation.server'
import { getAdminReview, listAdminReviews, moderateReview } from './admin-reviews.contract'
import { listForAdmin, reviewForAdmin } from './admin-reviews.server'

export const adminReviewRoutes = [
  implement(listAdminReviews, ({ query }, { db }) => listForAdmin(db, query)),
  implement(getAdminReview, async ({ params }, { db }) => ({ data: await reviewForAdmin(db, params.id) })),
  implement(moderateReview, async ({ params, body }, { db, now }) => {
    await moderate(db, params.id, body, now())
    return { data: await reviewForAdmin(db, params.id) }
  }),
]
