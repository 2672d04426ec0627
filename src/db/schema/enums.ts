import { pgEnum } from 'drizzle-orm/pg-core'
import { roles } from '../../domains/shared/roles'

export const userRole = pgEnum('user_role', roles)
export const priceTier = pgEnum('price_tier', ['base', 'reseller', 'other'])
// restore_email: the undo link sent to the old address after an e-mail change (7 days);
// invitation: a retailer's new user sets its own password through it (issue 14).
export const authTokenKind = pgEnum('auth_token_kind', [
  'verify_email',
  'reset_password',
  'restore_email',
  'invitation',
  'sign_in',
])
export const discountType = pgEnum('discount_type', ['percentage', 'fixed'])
export const orderStatus = pgEnum('order_status', [
  'pending',
  'paid',
  'confirmed_admin',
  'start_production',
  'end_production',
  'shipped',
  'delivered',
  'evaded',
  'cancelled',
])
export const paymentKind = pgEnum('payment_kind', ['local', 'online', 'both'])
export const deliveryType = pgEnum('delivery_type', ['address', 'pickup'])
export const subscriberStatus = pgEnum('subscriber_status', ['pending', 'confirmed', 'unsubscribed'])
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed'])
export const publishStatus = pgEnum('publish_status', ['draft', 'published'])
