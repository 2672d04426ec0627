import { z } from 'zod'
import { orderStatusSchema } from '~/domains/accounts/accounts.schemas'
import { centsSchema, idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminOrderRowSchema } from '../orders/admin-orders.schemas'

const count = z.number().int().min(0)
const idParams = z.object({ id: idSchema })
const daySeries = z.object({
  days: z
    .array(z.object({ day: z.string(), total: centsSchema, orders: count }))
    .meta({ description: 'The last 30 days, oldest first, every day present (Europe/Rome)' }),
  total: centsSchema,
})

export const dashboardSchema = z
  .object({
    orders_by_status: z.record(orderStatusSchema, count),
    revenue: daySeries.meta({
      description: 'Paid orders, by the day they were paid (cash on delivery: when delivered); cancelled ones left out',
    }),
    pending_payments: daySeries.meta({
      description: 'Orders still waiting for their payment, by the day they were placed; cancelled ones left out',
    }),
    waiting: z.object({ to_confirm: count, to_start: count, to_ship: count }),
    latest_orders: z.array(adminOrderRowSchema),
    latest_users: z.array(
      z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string(), created_at: z.string() }),
    ),
    outbox: z.object({ pending: count, failed: count }),
    overdue_payments: z
      .object({
        after_days: count.meta({
          description: 'The setting payment_reminder_days: a transfer awaited longer than this is overdue',
        }),
        orders: z.array(
          z.object({
            id: z.number().int(),
            number: z.string(),
            customer: z.string(),
            email: z.string(),
            total: centsSchema,
            placed_at: z.string(),
            days_waiting: count,
            reminded_at: z.string().nullable().meta({ description: 'When the last payment reminder was e-mailed' }),
          }),
        ),
      })
      .meta({ description: 'Unpaid bank transfers older than after_days, oldest first (at most 50)' }),
    late_orders: z
      .array(
        z.object({
          id: z.number().int(),
          number: z.string(),
          customer: z.string(),
          status: orderStatusSchema,
          due_date: z.string(),
        }),
      )
      .meta({
        description: 'Orders of the production board past their due date in Rome, most overdue first (at most 50)',
      }),
  })
  .meta({ id: 'AdminDashboard' })
export type Dashboard = z.output<typeof dashboardSchema>

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  summary: 'Dashboard figures',
  description:
    'Orders per status, the last 30 days of money received (paid orders, by payment day) and of payments still pending, orders waiting for the shop, the latest orders and sign-ups, the e-mail outbox, overdue bank transfers and late orders.',
  tags: ['Administration'],
  access: 'admin',
  response: z.object({ data: dashboardSchema }),
})

export const postPaymentReminder = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/{id}/payment-reminder',
  errors: ['conflict'],
  summary: 'E-mail the customer a reminder to pay an awaited bank transfer',
  description:
    'Sends the order’s payment details again, in the order’s language, and records when. Only for an unpaid, not cancelled bank-transfer order with a customer address, and at most once a day: otherwise `409 conflict`.',
  tags: ['Administration: orders'],
  access: 'admin',
  params: idParams,
  response: z.object({
    data: z.object({ reminded_at: z.string(), email_status: z.enum(['sent', 'pending', 'failed']) }),
  }),
})
