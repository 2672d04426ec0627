import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { orderCounts, orderLines, orders, users } from '~/db/schema'
import { loadOrder } from '~/domains/orders/order-read.server'
import type { Order } from '~/domains/orders/orders.schemas'
import { HttpError } from '~/lib/api/errors'
import type { ApiUser } from '~/domains/shared/api-route'

// Whose orders a customer sees: its own, and a retailer also those of its users. The team as one
// list (not "own or one of the users"), so a lookup by user stays an index lookup per member.
export function visibleTo(user: ApiUser, column: AnyPgColumn = orders.userId) {
  if (user.role !== 'retailer') return eq(column, user.id)
  return inArray(column, sql`(select ${users.id} from ${users} where ${inTeam(user.id)})`)
}

/** A retailer's team: the retailer and its users. */
const inTeam = (retailerId: number) => or(eq(users.id, retailerId), eq(users.parentId, retailerId))

export async function listOwnOrders(db: Db, user: ApiUser, page: number, perPage: number) {
  // The kept counts (migration 0025), not a count of the whole history on every visit (decision 058).
  const total = db
    .select({ n: sql<number>`coalesce(sum(${orderCounts.orders}), 0)::int` })
    .from(orderCounts)
    .where(visibleTo(user, orderCounts.userId))
  const [[counted], rows] = await Promise.all([
    total,
    withDetails(
      db,
      user.role === 'retailer' ? cutTeam(db, user.id, page, perPage) : cutOwn(db, user.id, page, perPage),
    ),
  ])
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

type PageCut = ReturnType<typeof cutOwn>

/**
 * The page's orders, in full. The cut reads only the index (user, date, id): an OFFSET still reads
 * every row it skips, so the orders themselves, who placed them and how many items they hold are
 * read for the page's rows alone (page 5,000 of a 50,000-order history: 78 → 7 ms, decision 059).
 */
function withDetails(db: Db, cut: PageCut) {
  return db
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
    .from(cut)
    .innerJoin(orders, eq(orders.id, cut.id))
    .leftJoin(users, eq(users.id, orders.userId))
    .orderBy(desc(cut.createdAt), desc(cut.id))
}

// A customer's page: a backward walk of its own entries in orders_user_idx (decision 058).
function cutOwn(db: Db, userId: number, page: number, perPage: number) {
  return db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('cut')
}

/**
 * A retailer's page: the newest `page × perPage` entries of each member of the team (itself and
 * its users), each a backward walk of orders_user_idx, merged and cut to the page. A filter on
 * "the user is one of the team" instead walks the whole shop's orders by date, or sorts the
 * team's whole history (decision 059).
 */
function cutTeam(db: Db, retailerId: number, page: number, perPage: number): PageCut {
  const team = db.select({ memberId: users.id }).from(users).where(inTeam(retailerId)).as('team')
  const newest = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.userId, team.memberId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page * perPage)
    .as('newest')
  return db
    .select({ id: newest.id, createdAt: newest.createdAt })
    .from(team)
    .crossJoinLateral(newest)
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .as('cut')
}

/** One order the user may see, as the full `Order` (orders/order-read.server.ts); 404 otherwise. */
export async function getOwnOrder(db: Db, user: ApiUser, id: number): Promise<Order> {
  const [visible] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), visibleTo(user)))
  // Someone else's order is simply not found: its existence is not revealed.
  const order = visible ? await loadOrder(db, visible.id) : null
  if (!order) throw new HttpError('not_found')
  return order
}
