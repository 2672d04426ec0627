import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { orderCounts, orderLines, orders, users } from '~/db/schema'
import { loadOrder } from '~/domains/orders/order-read.server'
import type { Order } from '~/domains/orders/orders.schemas'
import { HttpError } from '~/lib/api/errors'
import type { ApiUser } from '~/server/api/router.server'

// Whose orders a customer sees: its own, and a retailer also those of its users.
export function visibleTo(user: ApiUser, column: AnyPgColumn = orders.userId) {
  const own = eq(column, user.id)
  if (user.role !== 'retailer') return own
  return or(own, inArray(column, sql`(select ${users.id} from ${users} where ${users.parentId} = ${user.id})`))
}

export async function listOwnOrders(db: Db, user: ApiUser, page: number, perPage: number) {
  const where = visibleTo(user)
  // The kept counts (migration 0025), not a count of the whole history on every visit (decision 058).
  const total = db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.orders}), 0)::int` })
    .from(orderCounts)
    .where(visibleTo(user, orderCounts.userId))
  const page$ = db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
      userId: orders.userId,
      userName: users.name,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
  const [[counted], rows] = await Promise.all([total, page$])
  return {
    total: Number(counted?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      total: r.total,
      created_at: r.createdAt.toISOString(),
      item_count: Number(r.itemCount),
      placed_by: r.userId && r.userName ? { id: r.userId, name: r.userName } : null,
    })),
  }
}

/** One order the user may see, as the full `Order` (orders/order-read.server.ts); 404 otherwise. */
export async function getOwnOrder(db: Db, user: ApiUser, id: number): Promise<Order> {
  const [visible] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), visibleTo(user)))
  // Someone else's order is simply not found: its existence is not revealed.
  const order = visible ? await loadOrder(db, visible.id) : null
  if (!order) throw new HttpError('not_found')
  return order
}
