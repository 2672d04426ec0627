// Who may call each endpoint, written from spec §6 (decision 027) — the expected side of the
// authorization matrix (authorization-matrix.test.ts). Never derived from an endpoint's own
// `access` field, so a wrongly declared endpoint fails the matrix.
import type { Role } from './router.server'

export type Caller = 'anonymous' | Role
export const callers: Caller[] = ['anonymous', 'user', 'retailer', 'reseller', 'other', 'admin']
export const accounts: Record<Role, string> = {
  user: 'cliente@soglia.test',
  retailer: 'rivenditore@soglia.test',
  reseller: 'reseller@soglia.test',
  other: 'altro@soglia.test',
  admin: 'admin@soglia.test',
}

// The guards of spec §6, as caller lists.
/** Visitors can browse (spec §6): no guard. */
const EVERYONE: readonly Caller[] = callers
/** Guard `auth`: any signed-in user. */
const SIGNED_IN: readonly Caller[] = ['user', 'retailer', 'reseller', 'other', 'admin']
/** Guard `admin`. */
const ADMIN: readonly Caller[] = ['admin']
/** Guard `retailer` (spec §2: a retailer's own users). */
const RETAILER: readonly Caller[] = ['retailer']
/** Spec §2: shipping addresses are the customer's (role user). */
const CUSTOMER: readonly Caller[] = ['user']

export const rules: Record<string, readonly Caller[]> = {
  'GET /settings': EVERYONE,
  'GET /pages/simple': EVERYONE,
  'GET /pages/{slug}': EVERYONE,
  'GET /categories': EVERYONE,
  'GET /attributes': EVERYONE,
  'GET /products': EVERYONE,
  'GET /products/{slug}': EVERYONE,
  'GET /images': EVERYONE,
  'GET /blog-posts': EVERYONE,
  'GET /blog-posts/{slug}': EVERYONE,
  'GET /faq': EVERYONE,
  'GET /promotions': EVERYONE,
  'GET /collections': EVERYONE,
  'GET /collections/{slug}': EVERYONE,
  // Guard `guest` is a page redirect, not an API refusal: the auth calls take anyone.
  'POST /auth/register': EVERYONE,
  'POST /auth/login': EVERYONE,
  'POST /auth/logout': SIGNED_IN,
  'POST /auth/refresh': SIGNED_IN,
  'GET /auth/user': SIGNED_IN,
  'POST /auth/forgot-password': EVERYONE,
  'POST /auth/reset-password': EVERYONE,
  'POST /auth/verify-email': EVERYONE,
  'POST /auth/verify-email/resend': EVERYONE,
  'PATCH /account': SIGNED_IN,
  'GET /account/addresses': CUSTOMER,
  'POST /account/addresses': CUSTOMER,
  'PATCH /account/addresses/{id}': CUSTOMER,
  'DELETE /account/addresses/{id}': CUSTOMER,
  'GET /account/users': RETAILER,
  'POST /account/users': RETAILER,
  'PATCH /account/users/{id}': RETAILER,
  'DELETE /account/users/{id}': RETAILER,
  'GET /account/orders': SIGNED_IN,
  'GET /account/orders/{id}': SIGNED_IN,
  'GET /admin/stats': ADMIN,
  'POST /consents': EVERYONE,
  'POST /newsletter/subscribe': EVERYONE,
  'POST /newsletter/confirm': EVERYONE,
  'GET /slides': EVERYONE,
  'GET /admin/settings': ADMIN,
  'PATCH /admin/settings': ADMIN,
  'POST /coupons/validate': EVERYONE,
  'POST /cart/quote': EVERYONE, // the handler only narrows the VAT choice to admins
  'GET /configurator/models': EVERYONE,
  'GET /configurator/models/{id}': EVERYONE,
  'POST /configurator/quote': EVERYONE,
  // Checkout and orders (issue 11): any signed-in caller orders for itself; the handlers narrow
  // an order's own endpoints to its owner (another's id is a 404), its retailer and admins.
  'POST /orders': SIGNED_IN,
  'POST /account/orders/{id}/cancel': SIGNED_IN,
  'POST /account/orders/{id}/payment': SIGNED_IN,
  'GET /account/orders/{id}/pdf': SIGNED_IN,
  // Stripe calls it: its signature is the check (400 without one).
  'POST /payments/stripe/webhook': EVERYONE,
  // Decision 028: every signed-in user has a cart on the server.
  'GET /cart': SIGNED_IN,
  'PUT /cart': SIGNED_IN,
  'POST /cart/merge': SIGNED_IN,
  // Issue 16, GDPR: everyone signed in may download their data; administrators may not delete themselves.
  'GET /account/export': SIGNED_IN,
  'POST /account/delete': ['user', 'retailer', 'reseller', 'other'],
  // The back office (issue 12): guard `admin`.
  'GET /admin/users': ADMIN,
  'GET /admin/users/{id}': ADMIN,
  'POST /admin/users': ADMIN,
  'PATCH /admin/users/{id}': ADMIN,
  'DELETE /admin/users/{id}': ADMIN,
  'POST /admin/users/{id}/password-reset': ADMIN,
  'GET /admin/orders': ADMIN,
  'GET /admin/orders/{id}': ADMIN,
  'POST /admin/orders/{id}/events': ADMIN,
  'GET /admin/coupons': ADMIN,
  'GET /admin/coupons/{id}': ADMIN,
  'POST /admin/coupons': ADMIN,
  'PATCH /admin/coupons/{id}': ADMIN,
  'DELETE /admin/coupons/{id}': ADMIN,
  'GET /admin/shipping-options': ADMIN,
  'GET /admin/shipping-options/{id}': ADMIN,
  'POST /admin/shipping-options': ADMIN,
  'PATCH /admin/shipping-options/{id}': ADMIN,
  'DELETE /admin/shipping-options/{id}': ADMIN,
  'GET /admin/payment-methods': ADMIN,
  'GET /admin/payment-methods/{id}': ADMIN,
  'PATCH /admin/payment-methods/{id}': ADMIN,
  'GET /admin/newsletter/subscribers': ADMIN,
  'DELETE /admin/newsletter/subscribers/{id}': ADMIN,
  'GET /admin/outbox': ADMIN,
  'GET /admin/outbox/{id}': ADMIN,
  'POST /admin/outbox/{id}/resend': ADMIN,
  'GET /admin/dashboard': ADMIN,
  // The media library and the translations to do (issue 13): guard `admin`.
  'POST /images': ADMIN,
  'GET /images/{id}': ADMIN,
  'DELETE /images/{id}': ADMIN,
  'GET /admin/translations/missing': ADMIN,
  // The configurator's back office (issue 13): guard `admin`.
  'GET /admin/configurator': ADMIN,
  'PATCH /admin/configurator/models/{id}': ADMIN,
  'PUT /admin/configurator/options': ADMIN,
  'PUT /admin/configurator/rules': ADMIN,
  'GET /admin/collections': ADMIN,
  'GET /admin/collections/{id}': ADMIN,
  'POST /admin/collections': ADMIN,
  'PATCH /admin/collections/{id}': ADMIN,
  // Fiscal documents and the site's documents (issue 12, decision 031): guard `admin`.
  'GET /admin/fiscal-documents': ADMIN,
  'GET /admin/fiscal-documents/{id}': ADMIN,
  'GET /admin/fiscal-documents/{id}/pdf': ADMIN,
  'GET /admin/fiscal-documents/{id}/xml': ADMIN,
  'GET /admin/orders/{id}/fiscal-documents': ADMIN,
  'POST /admin/orders/{id}/fiscal-documents': ADMIN,
  'GET /admin/documents': ADMIN,
  'GET /admin/documents/{id}': ADMIN,
  'PATCH /admin/documents/{id}': ADMIN,
}
