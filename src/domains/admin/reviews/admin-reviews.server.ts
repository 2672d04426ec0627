import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { orders, productReviews, products, productTranslations, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { ReviewStatus } from '~/domains/reviews/reviews.schemas'
import { ilikeAny, orderOf, paged, type ListInput } from '../list-query.server'

// The reviews to check (decision 095): every status, with the product, the customer and the
// order that verified the purchase.

export type AdminReviewFilter = ListInput & { status?: ReviewStatus; product?: number; rating?: number }

const r = productReviews
const productName = sql<string>`coalesce(
  (select t.name from ${productTranslations} t where t.product_id = ${r.productId} and t.locale = 'it'),
  (select t.name from ${productTranslations} t where t.product_id = ${r.productId} order by t.locale limit 1), '')`

const columns = {
  review: r,
  productName,
  productSku: products.sku,
  customerName: users.name,
  customerEmail: users.email,
  orderNumber: orders.number,
}
type Joined = {
  review: typeof r.$inferSelect
  productName: string
  productSku: string
  customerName: string
  customerEmail: string
  orderNumber: string | null
}

const toAdminRow = (j: Joined) => ({
  id: j.review.id,
  product_id: j.review.productId,
  product_name: j.productName,
  product_sku: j.productSku,
  customer_id: j.review.userId,
  customer_name: j.customerName,
  customer_email: j.customerEmail,
  order_id: j.review.orderId,
  order_number: j.orderNumber,
  rating: j.review.rating,
  title: j.review.title,
  text: j.review.text,
  locale: j.review.locale,
  status: j.review.status,
  reply: j.review.reply,
  replied_at: j.review.repliedAt?.toISOString() ?? null,
  moderated_at: j.review.moderatedAt?.toISOString() ?? null,
  created_at: j.review.createdAt.toISOString(),
})
export type AdminReviewRow = ReturnType<typeof toAdminRow>

const joined = (db: Db) =>
  db
    .select(columns)
    .from(r)
    .innerJoin(products, eq(products.id, r.productId))
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(orders, eq(orders.id, r.orderId))

export function listForAdmin(db: Db, q: AdminReviewFilter) {
  const where: SQL[] = []
  if (q.status) where.push(eq(r.status, q.status))
  if (q.product) where.push(eq(r.productId, q.product))
  if (q.rating) where.push(eq(r.rating, q.rating))
  if (q.q) where.push(ilikeAny(q.q, r.title, r.text, users.name, users.email, products.sku))
  const cond = where.length ? and(...where) : undefined
  return paged(
    q,
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(products, eq(products.id, r.productId))
      .innerJoin(users, eq(users.id, r.userId))
      .where(cond)
      .then((rows) => Number(rows[0]?.n ?? 0)),
    async (limit, offset) =>
      (
        await joined(db)
          .where(cond)
          .orderBy(...orderOf({ created_at: r.createdAt, rating: r.rating, status: r.status }, q, 'created_at', r.id))
          .limit(limit)
          .offset(offset)
      ).map((j) => toAdminRow(j as Joined)),
  )
}

export async function reviewForAdmin(db: Db, id: number): Promise<AdminReviewRow> {
  const [row] = await joined(db).where(eq(r.id, id))
  if (!row) throw new HttpError('not_found')
  return toAdminRow(row as Joined)
}
