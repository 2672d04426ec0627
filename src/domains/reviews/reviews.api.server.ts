import { HttpError } from '~/lib/api/errors'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { stopReviewInvitations } from './invitation.server'
import { createReview, listProductReviews, reviewEligibility, stopReviewInvitationsEndpoint } from './reviews.contract'
import { eligibility, productIdBySlug, publishedReviews, ratingSummary, writeReview } from './reviews.server'

const productOf = async (ctx: ApiContext, slug: string) => {
  const id = await productIdBySlug(ctx.db, slug)
  if (id === null) throw new HttpError('not_found')
  return id
}

export const reviewRoutes = [
  implement(listProductReviews, async ({ params, query }, ctx) => {
    const productId = await productOf(ctx, params.slug)
    const [{ items, total }, summary] = await Promise.all([
      publishedReviews(ctx.db, productId, query),
      ratingSummary(ctx.db, productId),
    ])
    return {
      data: items,
      summary,
      meta: { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) },
    }
  }),

  implement(reviewEligibility, async ({ params }, ctx) => {
    const productId = await productOf(ctx, params.slug)
    return { data: await eligibility(ctx.db, (await ctx.user())!.id, productId) }
  }),

  implement(createReview, async ({ params, body }, ctx) => {
    const productId = await productOf(ctx, params.slug)
    const user = (await ctx.user())!
    const review = await writeReview(ctx.db, {
      productId,
      userId: user.id,
      ...body,
      locale: ctx.locale,
      now: ctx.now(),
    })
    return { data: review }
  }),
  implement(stopReviewInvitationsEndpoint, async ({ body }, ctx) => {
    await stopReviewInvitations(ctx.db, body.token, ctx.now())
    return { data: { stopped: true as const } }
  }),
]
