import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { orderLines, orders, users } from '~/db/schema'
import { loadOrder } from '~/domains/orders/order-read.server'
import type { Order } from '~/domains/orders/orders.schemas'
import { HttpError } from '~/lib/api/errors'
import type { ApiUser } from '~/server/api/router.server'

// Whose orders a customer sees: its own, and a retailer also those of its users.
export function visibleTo(user: ApiUser) {
  const own = eq(orders.userId, user.id)
  if (user.role !== 'retailer') return own
  return or(own, inArray(orders.userId, sql`(select ${users.id} from ${users} where ${users.parentId} = ${user.id})`))
}

export async function listOwnOrders(db: Db, user: ApiUser, page: number, perPage: number) {
  const where = visibleTo(user)
  const [total] = await db.select({ n: count() }).from(orders).where(where)
  const rows = await db
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
  return {
    total: Number(total?.n ?? 0),
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
