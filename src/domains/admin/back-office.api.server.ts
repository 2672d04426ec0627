import { adminUserRoutes } from './users/admin-users.api.server'
import { adminOrderRoutes } from './orders/admin-orders.api.server'
import { adminCouponRoutes } from './coupons/admin-coupons.api.server'
import { adminShippingRoutes } from './shipping/admin-shipping.api.server'
import { adminPaymentRoutes } from './payments/admin-payments.api.server'
import { adminNewsletterRoutes } from './newsletter/admin-newsletter.api.server'
import { adminCampaignRoutes } from './newsletter/admin-campaigns.api.server'
import { adminOutboxRoutes } from './outbox/admin-outbox.api.server'
import { dashboardRoutes } from './dashboard/dashboard.api.server'
import { adminOrderDetailRoutes } from './orders/admin-order.api.server'
import { adminOrderCreateRoutes } from './orders/order-create.api.server'
import { adminSiteDocumentRoutes } from './documents/admin-documents.api.server'
import { productionRoutes } from './production/production.api.server'

// Every back-office endpoint (issue 12), registered once in routes.server.ts.
export const backOfficeRoutes = [
  ...adminUserRoutes,
  ...adminOrderRoutes,
  ...adminCouponRoutes,
  ...adminShippingRoutes,
  ...adminPaymentRoutes,
  ...adminNewsletterRoutes,
  ...adminCampaignRoutes,
  ...adminOutboxRoutes,
  ...dashboardRoutes,
  ...adminOrderDetailRoutes,
  ...adminSiteDocumentRoutes,
  ...adminOrderCreateRoutes,
  ...productionRoutes,
]
