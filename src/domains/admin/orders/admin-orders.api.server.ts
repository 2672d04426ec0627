import { implement } from '~/domains/shared/api-route'
import * as api from './admin-orders.contract'
import { listAdminOrders } from './admin-orders.server'

export const adminOrderRoutes = [
  implement(api.listAdminOrders, ({ query }, { db, locale }) => listAdminOrders(db, query, locale)),
]
