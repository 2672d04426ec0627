import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { orderLines, orders, orderStatusHistory, users } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import type { ApiUser } from '~/server/api/router.server'

// Whose orders a customer sees: its own, and a retailer also those of its users.
function visibleTo(user: ApiUser) {
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

export async function getOwnOrder(db: Db, user: ApiUser, id: number) {
  const [order] = await db
    .select({ order: orders, userName: users.name })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, id), visibleTo(user)))
  // Someone else's order is simply not found: its existence is not revealed.
  if (!order) throw new HttpError('not_found')
  const o = order.order
  const [lines, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.createdAt)),
  ])
  return {
    id: o.id,
    number: o.number,
    status: o.status,
    total: o.total,
    created_at: o.createdAt.toISOString(),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    placed_by: o.userId && order.userName ? { id: o.userId, name: order.userName } : null,
    subtotal: o.subtotal,
    discount_total: o.discountTotal,
    shipping_total: o.shippingTotal,
    vat_rate: o.vatRate,
    vat_total: o.vatTotal,
    coupon_code: o.couponCode,
    customer_reference: o.customerReference,
    notes: o.notes,
    shipping_address: (o.shippingAddress ?? {}) as Record<string, unknown>,
    lines: lines.map((l) => ({
      id: l.id,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      line_total: l.lineTotal,
      details: (l.snapshot ?? {}) as Record<string, unknown>,
    })),
    history: history.map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString() })),
  }
}
