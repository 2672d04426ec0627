import { defineEndpoint } from '~/lib/api/endpoint'
import { pageOf } from '../list-query'
import { adminOrderRowSchema, adminOrdersQuery } from './admin-orders.schemas'

export const listAdminOrders = defineEndpoint({
  method: 'GET',
  path: '/admin/orders',
  summary: 'Orders, filtered and sorted',
  description:
    'Filter by status, date range (from/to, inclusive), customer (id, or name/e-mail text), payment method code and coupon; `q` searches the order number.',
  tags: ['Administration: orders'],
  access: 'admin',
  query: adminOrdersQuery,
  response: pageOf(adminOrderRowSchema),
})
