import { z } from 'zod'
import { roleSchema } from '~/domains/auth/auth.schemas'
import { orderStatusSchema } from '~/domains/accounts/accounts.schemas'

const count = z.number().int().min(0)

/** The administration dashboard's figures (every role and status is present, zero included). */
export const adminStatsSchema = z
  .object({
    products: z.object({ total: count, published: count }),
    categories: z.object({ total: count }),
    users: z.object({ total: count, by_role: z.record(roleSchema, count) }),
    orders: z.object({ total: count, by_status: z.record(orderStatusSchema, count) }),
    outbox: z.object({
      pending: count.meta({ description: 'E-mails waiting to be sent (none is sent without SMTP_URL)' }),
      failed: count.meta({ description: 'E-mails whose sending failed' }),
    }),
  })
  .meta({ id: 'AdminStats' })

export type AdminStats = z.output<typeof adminStatsSchema>
