import { eq, sql } from 'drizzle-orm'
import { productReviews, products } from '~/db/schema'
import type { Db, Tx } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { ReviewStatus } from './reviews.schemas'

// The shop's side of reviews (decision 095): publishing or hiding, the reply. Every change of
// a review's status recounts its product's published stars (spec §3 post_meta_fields
// ratings_score, with the count beside it) in the same transaction.

const r = productReviews

/** The product's published stars and their count, recounted (spec §3 ratings_score). */
export async function recountRatings(db: Db | Tx, productId: number): Promise<void> {
  await db
    .update(products)
    .set({
      ratingsScore: sql`(select coalesce(sum(rating), 0)::int from ${r} where ${r.productId} = ${productId} and ${r.status} = 'published')`,
      ratingsCount: sql`(select count(*)::int from ${r} where ${r.productId} = ${productId} and ${r.status} = 'published')`,
    })
    .where(eq(products.id, productId))
}

export type Moderation = { status?: ReviewStatus; reply?: string | null }

/** Publishes, hides or puts back a review, and sets or clears the shop's reply. */
export async function moderate(db: Db, id: number, change: Moderation, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ productId: r.productId, status: r.status, reply: r.reply })
      .from(r)
      .where(eq(r.id, id))
      .for('update')
    if (!current) throw new HttpError('not_found')
    const reply = change.reply === undefined ? undefined : change.reply?.trim() || null
    await tx
      .update(r)
      .set({
        ...(change.status && change.status !== current.status ? { status: change.status, moderatedAt: now } : {}),
        ...(reply !== undefined && reply !== current.reply ? { reply, repliedAt: reply ? now : null } : {}),
        updatedAt: now,
      })
      .where(eq(r.id, id))
    if (change.status && change.status !== current.status) await recountRatings(tx, current.productId)
  })
}
