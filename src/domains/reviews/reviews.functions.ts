import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { asAction } from '~/domains/auth/session.functions'
import { callApi } from '~/lib/api/client.server'
import { localeSchema, slugSchema } from '~/lib/api/common.schemas'
import { orNull, requestToken } from '~/lib/http/forward.server'
import { clientIp } from '~/lib/http/client-ip.server'
import { createReview, listProductReviews, reviewEligibility, stopReviewInvitationsEndpoint } from './reviews.contract'
import { reviewSorts } from './reviews.schemas'

// The product page's reviews over the API: the published list (the same for every visitor, so
// the page stays cacheable), and, for a signed-in customer, whether the form shows and its send.

export const fetchProductReviews = createServerFn({ method: 'GET' })
  .validator(
    z.object({
      locale: localeSchema,
      slug: slugSchema,
      sort: z.enum(reviewSorts).optional(),
      stars: z.number().int().min(1).max(5).optional(),
      page: z.number().int().min(1).max(1000).optional(),
    }),
  )
  .handler(({ data }) =>
    orNull(
      callApi(listProductReviews, {
        locale: data.locale,
        params: { slug: data.slug },
        query: { sort: data.sort, stars: data.stars, page: data.page, per_page: 10 },
      }),
    ),
  )

/** Null for a visitor (no session): the form stays hidden. */
export const fetchReviewEligibility = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, slug: slugSchema }))
  .handler(async ({ data }) => {
    const token = requestToken()
    if (!token) return null
    return orNull(
      callApi(reviewEligibility, { locale: data.locale, token, params: { slug: data.slug } }).then((r) => r.data),
    )
  })

export const sendReview = createServerFn({ method: 'POST' })
  // Loose here: the API checks the review itself and answers its field errors, translated.
  .validator(
    z.object({
      locale: localeSchema,
      slug: slugSchema,
      rating: z.number(),
      title: z.string().max(1000),
      text: z.string().max(20_000),
    }),
  )
  .handler(({ data: { locale, slug, ...body } }) =>
    asAction(async () => {
      const token = requestToken()
      return (await callApi(createReview, { locale, token, params: { slug }, body })).data
    }),
  )

/** The page behind the invitation e-mail's "no more" link (with JavaScript; the route's POST without). */
export const stopReviewInvitationsFn = createServerFn({ method: 'POST' })
  .validator(z.object({ token: z.string().max(500), locale: localeSchema }))
  .handler(({ data }) =>
    asAction(async () => {
      const result = await callApi(stopReviewInvitationsEndpoint, {
        locale: data.locale,
        ip: clientIp(),
        body: { token: data.token },
      })
      return result.data
    }),
  )
