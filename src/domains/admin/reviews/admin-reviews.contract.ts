import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { REVIEW_REPLY_MAX, reviewStatusSchema } from '~/domains/reviews/reviews.schemas'
import { adminListQuery, pageOf } from '../list-query'

// The reviews in the back office (decision 095): every status, filtered by product and stars;
// the shop publishes or hides each one and may answer it publicly.

export const adminReviewSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    product_sku: z.string(),
    customer_id: z.number().int(),
    customer_name: z.string(),
    customer_email: z.string(),
    order_id: z.number().int().nullable(),
    order_number: z.string().nullable().meta({ description: 'The delivered order that verified the purchase' }),
    rating: z.number().int(),
    title: z.string(),
    text: z.string(),
    locale: z.string(),
    status: reviewStatusSchema,
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    moderated_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminReview' })
export type AdminReview = z.output<typeof adminReviewSchema>

const tags = ['Administration: reviews']
const params = z.object({ id: idSchema })

export const listAdminReviews = defineEndpoint({
  method: 'GET',
  path: '/admin/reviews',
  summary: 'Product reviews, every status',
  description: '`q` searches title, text, customer and SKU; filter by status, product id and stars.',
  tags,
  access: 'admin',
  query: z.object({
    ...adminListQuery(['created_at', 'rating', 'status']),
    status: reviewStatusSchema.optional(),
    product: idSchema.optional().meta({ description: 'Product id' }),
    rating: z.coerce.number().int().min(1).max(5).optional(),
  }),
  response: pageOf(adminReviewSchema),
})

export const getAdminReview = defineEndpoint({
  method: 'GET',
  path: '/admin/reviews/{id}',
  summary: 'One review',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: adminReviewSchema }),
})

export const moderateReview = defineEndpoint({
  method: 'PATCH',
  path: '/admin/reviews/{id}',
  summary: 'Publish or hide a review, answer it',
  description: 'Publishing or hiding recounts the product’s rating. An empty or null `reply` removes the answer.',
  tags,
  access: 'admin',
  params,
  body: z
    .strictObject({
      status: reviewStatusSchema.optional(),
      reply: z.string().trim().max(REVIEW_REPLY_MAX).nullable().optional(),
    })
    .refine((b) => b.status !== undefined || b.reply !== undefined, { error: 'validation_nothing_to_change' }),
  response: z.object({ data: adminReviewSchema }),
})
