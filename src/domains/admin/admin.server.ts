import { count, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { categories, emailOutbox, orders, products, userRole, orderStatus, users } from '~/db/schema'
import type { AdminStats } from './admin.schemas'

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>

/** The dashboard's figures, a handful of aggregate queries. */
export async function loadAdminStats(db: Db): Promise<AdminStats> {
  const [productRows, categoryRows, roleRows, statusRows, outboxRows] = await Promise.all([
    db
      .select({ total: count(), published: sql<number>`count(*) filter (where ${products.published})::int` })
      .from(products),
    db.select({ total: count() }).from(categories),
    db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
  ])
  const byRole = zeroes(userRole.enumValues)
  for (const r of roleRows) byRole[r.role] = Number(r.n)
  const byStatus = zeroes(orderStatus.enumValues)
  for (const r of statusRows) byStatus[r.status] = Number(r.n)
  const outbox = Object.fromEntries(outboxRows.map((r) => [r.status, Number(r.n)]))
  const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0)
  return {
    products: { total: Number(productRows[0]?.total ?? 0), published: Number(productRows[0]?.published ?? 0) },
    categories: { total: Number(categoryRows[0]?.total ?? 0) },
    users: { total: sum(byRole), by_role: byRole },
    orders: { total: sum(byStatus), by_status: byStatus },
    outbox: { pending: outbox.pending ?? 0, failed: outbox.failed ?? 0 },
  }
}
