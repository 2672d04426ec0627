import { z } from 'zod'
import { tokenSchema } from '~/domains/auth/auth.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { paginationMeta, paginationQuery, slugSchema } from '~/lib/api/common.schemas'
import {
  createReviewBody,
  eligibilitySchema,
  ratingSummarySchema,
  reviewSchema,
  reviewSorts,
  reviewStatusSchema,
} from './reviews.schemas'

// A product's reviews (issue 42, decision 095). Anyone reads the published ones; a customer
// whose order holding the product was delivered writes one, once; it waits for the shop.

const tags = ['Reviews']
const params = z.object({ slug: slugSchema })

export const listProductReviews = defineEndpoint({
  method: 'GET',
  path: '/products/{slug}/reviews',
  summary: 'A product’s published reviews, with the average and the count per star',
  description:
    'Only published reviews are listed and counted. `stars` keeps the reviews with that many stars (the summary stays the whole product’s).',
  tags,
  access: 'public',
  errors: ['not_found'],
  params,
  query: z.object({
    sort: z.enum(reviewSorts).default('newest').meta({ description: 'newest first, or by stars' }),
    stars: z.coerce.number().int().min(1).max(5).optional().meta({ description: 'Only reviews with this many stars' }),
    page: paginationQuery.page,
    per_page: paginationQuery.per_page.default(10),
  }),
  response: z.object({ data: z.array(reviewSchema), summary: ratingSummarySchema, meta: paginationMeta }),
})

export const reviewEligibility = defineEndpoint({
  method: 'GET',
  path: '/products/{slug}/reviews/eligibility',
  summary: 'Whether the caller may review the product',
  tags,
  access: 'authenticated',
  errors: ['not_found'],
  params,
  response: z.object({ data: eligibilitySchema }),
})

export const createReview = defineEndpoint({
  method: 'POST',
  path: '/products/{slug}/reviews',
  summary: 'Review a product you received',
  description:
    '403 unless one of the caller’s orders holding the product was delivered; 409 when the caller reviewed it already. ' +
    'The review is written in the request’s locale and waits for the shop’s check (`status: pending`) before it is shown.',
  tags,
  access: 'authenticated',
  status: 201,
  errors: ['not_found', 'forbidden', 'conflict'],
  params,
  body: createReviewBody,
  response: z.object({ data: z.object({ id: z.number().int(), status: reviewStatusSchema }) }),
})

export const stopReviewInvitationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reviews/invitations/stop',
  summary: 'Stop the review invitations, with the token of the link in each of them (no sign-in)',
  description:
    'The customer gets no more e-mails inviting a review (decision 101); the same token again answers the same. 400 `token_invalid` for a token nobody holds.',
  tags,
  access: 'public',
  body: z.object({ token: tokenSchema }).meta({ id: 'ReviewInvitationsStopInput' }),
  response: z.object({ data: z.object({ stopped: z.literal(true) }) }),
})
