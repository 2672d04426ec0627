import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminStatsSchema } from './admin.schemas'

export const getAdminStats = defineEndpoint({
  method: 'GET',
  path: '/admin/stats',
  summary: 'Shop figures for the administration dashboard',
  description:
    'Counts of products, categories, users by role, orders by status and e-mails waiting in the outbox. Read-only.',
  tags: ['Administration'],
  access: 'admin',
  response: z.object({ data: adminStatsSchema }),
})
