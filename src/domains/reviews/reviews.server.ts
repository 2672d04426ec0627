import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { orderLines, orders, productReviews, products, productTranslations, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { averageOf, publicName, type RatingSummary, type Review, type ReviewEligibility } from './reviews.schemas'

// The rules of product reviews (decision 095): who may write one, and what the storefront
// reads. Moderation and the product's rating figures are in moderation.server.ts.

/** An order counts as received once delivered; `evaded` (closed) comes after delivery. */
export const RECEIVED_STATUSES = ['delivered', 'evaded'] as const

/** A published product by its slug in any locale, or null. */
export async function productIdBySlug(db: Db, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(eq(productTranslations.slug, slug), eq(products.published, true)))
    .limit(1)
  return row?.id ?? null
}

/** The caller's latest received order holding the product: the proof of purchase. */
export async function receivedOrderFor(db: Db, userId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...RECEIVED_STATUSES]),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productId} = ${productId})`,
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(1)
  return row?.id ?? null
}

export async function eligibility(db: Db, userId: number, productId: number): Promise<ReviewEligibility> {
  const [own] = await db
    .select({
      id: productReviews.id,
      status: productReviews.status,
      rating: productReviews.rating,
      title: productReviews.title,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
  if (own) return { eligible: false, reason: 'already_reviewed', review: own }
  const order = await receivedOrderFor(db, userId, productId)
  return { eligible: order !== null, reason: order === null ? 'not_delivered' : null, review: null }
}

export type NewReview = {
  productId: number
  userId: number
  rating: number
  title: string
  text: string
  locale: Locale
  now: Date
}

/**
 * Writes a customer's review, pending the shop's check. 403 without a received order holding
 * the product, 409 when the customer reviewed it already (the unique index decides a race).
 */
export async function writeReview(db: Db, input: NewReview): Promise<{ id: number; status: 'pending' }> {
  const orderId = await receivedOrderFor(db, input.userId, input.productId)
  if (orderId === null) throw new HttpError('forbidden', undefined, 'reviews_error_not_received')
  const [row] = await db
    .insert(productReviews)
    .values({
      productId: input.productId,
      userId: input.userId,
      orderId,
      rating: input.rating,
      title: input.title,
      text: input.text,
      locale: input.locale,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
    .returning({ id: productReviews.id })
  if (!row) throw new HttpError('conflict', undefined, 'reviews_error_already_reviewed')
  return { id: row.id, status: 'pending' }
}

const published = (productId: number) =>
  and(eq(productReviews.productId, productId), eq(productReviews.status, 'published'))

export async function ratingSummary(db: Db, productId: number): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: productReviews.rating, n: count() })
    .from(productReviews)
    .where(published(productId))
    .groupBy(productReviews.rating)
  const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  let score = 0
  let total = 0
  for (const r of rows) {
    const n = Number(r.n)
    breakdown[r.rating as 1 | 2 | 3 | 4 | 5] = n
    score += r.rating * n
    total += n
  }
  return { average: averageOf(score, total), count: total, breakdown }
}

export type ReviewListInput = {
  sort: 'newest' | 'rating_desc' | 'rating_asc'
  stars?: number
  page: number
  per_page: number
}

export async function publishedReviews(
  db: Db,
  productId: number,
  q: ReviewListInput,
): Promise<{ items: Review[]; total: number }> {
  const where = q.stars ? and(published(productId), eq(productReviews.rating, q.stars)) : published(productId)
  const order =
    q.sort === 'rating_desc'
      ? [desc(productReviews.rating), desc(productReviews.createdAt)]
      : q.sort === 'rating_asc'
        ? [asc(productReviews.rating), desc(productReviews.createdAt)]
        : [desc(productReviews.createdAt)]
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: productReviews, name: users.name })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(...order, desc(productReviews.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(productReviews).where(where),
  ])
  return {
    total: Number(total?.n ?? 0),
    items: rows.map(({ review: r, name }) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      text: r.text,
      locale: r.locale,
      author: publicName(name),
      verified_purchase: r.orderId !== null,
      created_at: r.createdAt.toISOString(),
      reply: r.reply && r.repliedAt ? { text: r.reply, created_at: r.repliedAt.toISOString() } : null,
    })),
  }
}
