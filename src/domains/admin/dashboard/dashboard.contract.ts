import { z } from 'zod'
import { orderStatusSchema } from '~/domains/accounts/accounts.schemas'
import { centsSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminOrderRowSchema } from '../orders/admin-orders.schemas'

const count = z.number().int().min(0)
const daySeries = z.object({
  days: z.array(z.object({ day: z.string(), total: centsSchema, orders: count })).meta({ description: 'The last 30 days, oldest first, every day present (Europe/Rome)' }),
  total: centsSchema,
})

export const dashboardSchema = z
  .object({
    orders_by_status: z.record(orderStatusSchema, count),
    revenue: daySeries.meta({ description: 'Paid orders, by the day they were paid (cash on delivery: when delivered); cancelled ones left out' }),
    pending_payments: daySeries.meta({ description: 'Orders still waiting for their payment, by the day they were placed; cancelled ones left out' }),
    waiting: z.object({ to_confirm: count, to_start: count, to_ship: count }),
    latest_orders: z.array(adminOrderRowSchema),
    latest_users: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string(), created_at: z.string() })),
    outbox: z.object({ pending: count, failed: count }),
  })
  .meta({ id: 'AdminDashboard' })
export type Dashboard = z.output<typeof dashboardSchema>

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  summary: 'Dashboard figures',
  description: 'Orders per status, the last 30 days of money received (paid orders, by payment day) and of payments still pending, orders waiting for the shop, the latest orders and sign-ups, the e-mail outbox.',
  tags: ['Administration'],
  access: 'admin',
  response: z.object({ data: dashboardSchema }),
})
