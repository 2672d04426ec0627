import { count, desc, ne, sql, and, gte } from 'drizzle-orm'
import { emailOutbox, orders, orderStatus, users } from '~/db/schema'
import { implement } from '~/server/api/router.server'
import { listAdminOrders } from '../orders/admin-orders.server'
import { getDashboard, type Dashboard } from './dashboard.contract'

const DAYS = 30
const dayKey = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }) // YYYY-MM-DD

export const dashboardRoutes = [
  implement(getDashboard, async (_input, { db, now }) => {
    const today = now()
    const since = new Date(today.getTime() - (DAYS - 1) * 86_400_000)
    since.setUTCHours(0, 0, 0, 0)
    const [statusRows, revenueRows, latest, userRows, outboxRows] = await Promise.all([
      db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      db
        .select({ day: sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Rome', 'YYYY-MM-DD')`, total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`, n: count() })
        .from(orders)
        .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled')))
        .groupBy(sql`1`),
      listAdminOrders(db, { page: 1, per_page: 5, dir: 'desc', sort: 'created_at' }),
      db.select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt }).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(5),
      db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
    ])
    const byStatus = Object.fromEntries(orderStatus.enumValues.map((s) => [s, 0])) as Dashboard['orders_by_status']
    for (const r of statusRows) byStatus[r.status] = Number(r.n)
    const byDay = new Map(revenueRows.map((r) => [r.day, r]))
    const days = Array.from({ length: DAYS }, (_, i) => {
      const key = dayKey(new Date(today.getTime() - (DAYS - 1 - i) * 86_400_000))
      const r = byDay.get(key)
      return { day: key, total: Number(r?.total ?? 0), orders: Number(r?.n ?? 0) }
    })
    const outbox = Object.fromEntries(outboxRows.map((r) => [r.status, Number(r.n)]))
    return {
      data: {
        orders_by_status: byStatus,
        revenue: { days, total: days.reduce((s, d) => s + d.total, 0) },
        waiting: { to_confirm: byStatus.pending + byStatus.paid, to_start: byStatus.confirmed_admin, to_ship: byStatus.end_production },
        latest_orders: latest.data,
        latest_users: userRows.map((u) => ({ id: u.id, name: u.name, email: u.email, role: u.role, created_at: u.createdAt.toISOString() })),
        outbox: { pending: outbox.pending ?? 0, failed: outbox.failed ?? 0 },
      },
    }
  }),
]
