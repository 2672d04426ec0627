import { count, desc, ne, sql, and, gte, isNull } from 'drizzle-orm'
import { emailOutbox, orders, orderStatus, users } from '~/db/schema'
import { implement } from '~/domains/shared/api-route'
import { listAdminOrders } from '../orders/admin-orders.server'
import { lateOrders, overduePayments, sendPaymentReminder } from './attention.server'
import { getDashboard, postPaymentReminder, type Dashboard } from './dashboard.contract'

const DAYS = 30
const dayKey = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }) // YYYY-MM-DD

export const dashboardRoutes = [
  implement(getDashboard, async (_input, { db, now, locale }) => {
    const today = now()
    const since = new Date(today.getTime() - (DAYS - 1) * 86_400_000)
    since.setUTCHours(0, 0, 0, 0)
    // Money that matches the bank (issue 39): revenue is what was paid, on the day it was paid
    // (cash on delivery is paid when delivered: paid_at is set then); orders still waiting for
    // their payment (a bank transfer not arrived, cash not yet collected) are shown apart, on
    // the day they were placed. Cancelled orders are neither.
    const perDay = (at: typeof orders.paidAt | typeof orders.createdAt) =>
      db
        .select({
          day: sql<string>`to_char(${at} at time zone 'Europe/Rome', 'YYYY-MM-DD')`,
          total: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`,
          n: count(),
        })
        .from(orders)
    const [statusRows, revenueRows, pendingRows, latest, userRows, outboxRows, overdue, late] = await Promise.all([
      db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status),
      perDay(orders.paidAt)
        .where(and(gte(orders.paidAt, since), ne(orders.status, 'cancelled')))
        .groupBy(sql`1`),
      perDay(orders.createdAt)
        .where(and(gte(orders.createdAt, since), isNull(orders.paidAt), ne(orders.status, 'cancelled')))
        .groupBy(sql`1`),
      listAdminOrders(db, { page: 1, per_page: 5, dir: 'desc', sort: 'created_at' }, locale),
      db
        .select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(5),
      db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
      overduePayments(db, today),
      lateOrders(db, today, locale),
    ])
    const byStatus = Object.fromEntries(orderStatus.enumValues.map((s) => [s, 0])) as Dashboard['orders_by_status']
    for (const r of statusRows) byStatus[r.status] = Number(r.n)
    const series = (rows: Array<{ day: string; total: number; n: number }>) => {
      const byDay = new Map(rows.map((r) => [r.day, r]))
      const days = Array.from({ length: DAYS }, (_, i) => {
        const key = dayKey(new Date(today.getTime() - (DAYS - 1 - i) * 86_400_000))
        const r = byDay.get(key)
        return { day: key, total: Number(r?.total ?? 0), orders: Number(r?.n ?? 0) }
      })
      return { days, total: days.reduce((sum, d) => sum + d.total, 0) }
    }
    const outbox = Object.fromEntries(outboxRows.map((r) => [r.status, Number(r.n)]))
    return {
      data: {
        orders_by_status: byStatus,
        revenue: series(revenueRows),
        pending_payments: series(pendingRows),
        waiting: {
          to_confirm: byStatus.pending + byStatus.paid,
          to_start: byStatus.confirmed_admin,
          to_ship: byStatus.end_production,
        },
        latest_orders: latest.data,
        latest_users: userRows.map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          role: u.role,
          created_at: u.createdAt.toISOString(),
        })),
        outbox: { pending: outbox.pending ?? 0, failed: outbox.failed ?? 0 },
        overdue_payments: overdue,
        late_orders: late,
      },
    }
  }),
  implement(postPaymentReminder, async ({ params }, ctx) => ({
    data: await sendPaymentReminder(ctx.db, ctx, params.id, ctx.now(), ctx.locale),
  })),
]
