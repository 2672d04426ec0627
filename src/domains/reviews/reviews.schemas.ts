import { z } from 'zod'

// Product reviews (issue 42, decision 095): what a customer sends and what the storefront and
// the API show. Client-safe: the review form validates with the same schema as the API.

export const reviewStatuses = ['pending', 'published', 'hidden'] as const
export const reviewStatusSchema = z.enum(reviewStatuses)
export type ReviewStatus = z.output<typeof reviewStatusSchema>

export const REVIEW_TITLE_MAX = 120
export const REVIEW_TEXT_MIN = 10
export const REVIEW_TEXT_MAX = 4000
export const REVIEW_REPLY_MAX = 4000

export const ratingSchema = z
  .number({ error: 'validation_rating' })
  .int({ error: 'validation_rating' })
  .min(1, { error: 'validation_rating' })
  .max(5, { error: 'validation_rating' })
  .meta({ description: 'Stars, 1 to 5' })

export const createReviewBody = z
  .strictObject({
    rating: ratingSchema,
    title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
    text: z.string().trim().min(REVIEW_TEXT_MIN, { error: 'validation_review_text' }).max(REVIEW_TEXT_MAX),
  })
  .meta({ id: 'ReviewInput' })

export const reviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    title: z.string(),
    text: z.string(),
    locale: z.string().meta({ description: 'The language it was written in' }),
    author: z.string().meta({ description: 'First name and initial of the surname' }),
    verified_purchase: z
      .boolean()
      .meta({ description: 'Written by a customer whose order holding the product was delivered' }),
    created_at: z.string(),
    reply: z.object({ text: z.string(), created_at: z.string() }).nullable().meta({ description: 'The shop’s answer' }),
  })
  .meta({ id: 'Review' })
export type Review = z.output<typeof reviewSchema>

export const ratingSummarySchema = z
  .object({
    average: z
      .number()
      .nullable()
      .meta({ description: 'Mean of the published reviews’ stars, one decimal; null with none' }),
    count: z.number().int(),
    breakdown: z
      .object({
        1: z.number().int(),
        2: z.number().int(),
        3: z.number().int(),
        4: z.number().int(),
        5: z.number().int(),
      })
      .meta({ description: 'Published reviews per number of stars' }),
  })
  .meta({ id: 'RatingSummary' })
export type RatingSummary = z.output<typeof ratingSummarySchema>

export const reviewSorts = ['newest', 'rating_desc', 'rating_asc'] as const

export const eligibilitySchema = z
  .object({
    eligible: z.boolean(),
    reason: z
      .enum(['not_delivered', 'already_reviewed'])
      .nullable()
      .meta({ description: 'Why not: no delivered order holds the product, or the caller reviewed it already' }),
    review: z
      .object({ id: z.number().int(), status: reviewStatusSchema, rating: z.number().int(), title: z.string() })
      .nullable()
      .meta({ description: 'The caller’s own review of the product, if any' }),
  })
  .meta({ id: 'ReviewEligibility' })
export type ReviewEligibility = z.output<typeof eligibilitySchema>

/** Mean of `count` reviews whose stars add up to `score`, to one decimal; null with none. */
export const averageOf = (score: number, count: number): number | null =>
  count > 0 ? Math.round((score * 10) / count) / 10 : null

/** "Giulia Conti" → "Giulia C.": a reviewer is named, never identified. */
export function publicName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return '—'
  const last = parts.length > 1 ? ` ${parts.at(-1)!.charAt(0).toUpperCase()}.` : ''
  return `${parts[0]}${last}`
}
