import type { Caller } from './authorization-rules'
import { nextSerial } from './authorization-samples'

// The authorization matrix's successes (authorization-matrix.test.ts): for each endpoint, one
// allowed caller with real ids and a valid body, which must really get a 2xx.

/** Real ids and slugs of the seeded shop, found in beforeAll (for the "really succeeds" check). */
export const real: Record<string, string> = {}

/**
 * For each endpoint, how an allowed caller really succeeds: the caller, its path parameters and
 * body. A string instead says where success is shown (it needs an e-mailed token).
 */
type Success = { caller: Caller; params?: () => Record<string, string>; body?: () => unknown } | string
export const success: Record<string, Success> = {
  'GET /pages/{slug}': { caller: 'anonymous', params: () => ({ slug: real.page! }) },
  'GET /products/{slug}': { caller: 'anonymous', params: () => ({ slug: real.product! }) },
  'GET /blog-posts/{slug}': { caller: 'anonymous', params: () => ({ slug: real.post! }) },
  'GET /collections/{slug}': { caller: 'anonymous', params: () => ({ slug: real.collection! }) },
  'GET /configurator/models/{id}': { caller: 'anonymous', params: () => ({ id: real.model! }) },
  'POST /auth/register': {
    caller: 'anonymous',
    body: () => ({ name: 'Matrice', email: `reg-${nextSerial()}@example.com`, password: 'matrice-2026', terms: true }),
  },
  'POST /auth/login': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test', password: 'soglia-demo' }) },
  'POST /auth/forgot-password': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  // The e-mailed tokens are issued in beforeAll, as the e-mails would carry them.
  'POST /auth/reset-password': {
    caller: 'anonymous',
    body: () => ({ token: real.resetToken!, password: 'soglia-demo' }),
  },
  'POST /auth/verify-email': { caller: 'anonymous', body: () => ({ token: real.verifyToken! }) },
  'POST /auth/restore-email': { caller: 'anonymous', body: () => ({ token: real.restoreToken! }) },
  'POST /auth/accept-invitation': {
    caller: 'anonymous',
    body: () => ({ token: real.invitationToken!, password: 'matrice-2026' }),
  },
  'POST /auth/verify-email/resend': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  'POST /newsletter/subscribe': {
    caller: 'anonymous',
    body: () => ({ email: `news-${nextSerial()}@example.com`, terms: true }),
  },
  'POST /newsletter/confirm': { caller: 'anonymous', body: () => ({ token: real.newsletterToken! }) },
  'PATCH /account': { caller: 'other', body: () => ({ locale: 'it' }) },
  'PATCH /account/addresses/{id}': {
    caller: 'user',
    params: () => ({ id: real.address! }),
    body: () => ({ recipient: 'Matrice Due', street: 'Via Roma 2', postcode: '00184', city: 'Roma', province: 'RM' }),
  },
  'DELETE /account/addresses/{id}': { caller: 'user', params: () => ({ id: real.address! }) },
  'PATCH /account/users/{id}': {
    caller: 'retailer',
    params: () => ({ id: real.member! }),
    body: () => ({ name: 'Matrice Tre' }),
  },
  'DELETE /account/users/{id}': { caller: 'retailer', params: () => ({ id: real.member! }) },
  'POST /account/users/{id}/invitation': { caller: 'retailer', params: () => ({ id: real.invitee! }) },
  'GET /account/orders/{id}': 'the seed has no orders: src/domains/accounts/account-orders.api.test.ts',
  'POST /consents': {
    caller: 'anonymous',
    body: () => ({ consent_id: crypto.randomUUID(), analytics: false, marketing: false }),
  },
  'POST /configurator/quote':
    'a valid configuration of a seeded model: src/domains/configurator/cart-configured.api.test.ts',
  'POST /coupons/validate': { caller: 'anonymous', body: () => ({ code: 'NONESISTE' }) },
  'POST /cart/quote': { caller: 'anonymous', body: () => ({ lines: [{ slug: real.product!, quantity: 1 }] }) },
  'PATCH /admin/settings': { caller: 'admin', body: () => ({}) },
  // Success with real orders, payments and media needs data this file does not make: shown here.
  'POST /orders': 'a priced cart with a real address: src/domains/orders/orders.api.test.ts',
  'POST /account/orders/{id}/cancel': 'a placed order: src/domains/orders/order-status.api.test.ts',
  'POST /account/orders/{id}/payment': 'a card order and the Stripe stand-in: src/domains/payments/stripe.api.test.ts',
  'POST /payments/stripe/webhook': 'a webhook signed by the SDK: src/domains/payments/stripe.api.test.ts',
  'GET /account/orders/{id}/pdf': 'a placed order: src/domains/orders/documents/order-pdf.api.test.ts',
  'POST /account/delete': 'the right password, on an account of its own: src/domains/accounts/gdpr.api.test.ts',
  // The admin resources' rows, made in beforeAll (a spare one where the sample deletes).
  'GET /admin/users/{id}': { caller: 'admin', params: () => ({ id: real.adminUser! }) },
  'PATCH /admin/users/{id}': {
    caller: 'admin',
    params: () => ({ id: real.adminUser! }),
    body: () => ({ name: 'Matrice Rinominata' }),
  },
  'DELETE /admin/users/{id}': { caller: 'admin', params: () => ({ id: real.adminUserSpare! }) },
  'POST /admin/users/{id}/password-reset': { caller: 'admin', params: () => ({ id: real.adminUser! }) },
  'GET /admin/coupons/{id}': { caller: 'admin', params: () => ({ id: real.coupon! }) },
  'PATCH /admin/coupons/{id}': {
    caller: 'admin',
    params: () => ({ id: real.coupon! }),
    body: () => ({ discount_value: 7 }),
  },
  'DELETE /admin/coupons/{id}': { caller: 'admin', params: () => ({ id: real.couponSpare! }) },
  'GET /admin/shipping-options/{id}': { caller: 'admin', params: () => ({ id: real.shipping! }) },
  'PATCH /admin/shipping-options/{id}': {
    caller: 'admin',
    params: () => ({ id: real.shipping! }),
    body: () => ({ name: 'Matrice rinominata' }),
  },
  'DELETE /admin/shipping-options/{id}': { caller: 'admin', params: () => ({ id: real.shippingSpare! }) },
  'GET /admin/payment-methods/{id}': { caller: 'admin', params: () => ({ id: real.payment! }) },
  'PATCH /admin/payment-methods/{id}': { caller: 'admin', params: () => ({ id: real.payment! }), body: () => ({}) },
  'DELETE /admin/newsletter/subscribers/{id}': { caller: 'admin', params: () => ({ id: real.subscriber! }) },
  'GET /admin/newsletter/campaigns/{id}': 'src/domains/admin/newsletter/newsletter-campaigns.api.test.ts',
  'PATCH /admin/newsletter/campaigns/{id}': 'src/domains/admin/newsletter/newsletter-campaigns.api.test.ts',
  'DELETE /admin/newsletter/campaigns/{id}': 'src/domains/admin/newsletter/newsletter-campaigns.api.test.ts',
  'GET /admin/newsletter/campaigns/{id}/preview': 'src/domains/admin/newsletter/newsletter-campaigns.api.test.ts',
  'POST /admin/newsletter/campaigns/{id}/test': 'src/domains/admin/newsletter/newsletter-campaigns.api.test.ts',
  'POST /admin/newsletter/campaigns/{id}/send': 'src/domains/admin/newsletter/newsletter-campaigns.api.test.ts',
  'GET /admin/outbox/{id}': { caller: 'admin', params: () => ({ id: real.outbox! }) },
  'POST /admin/outbox/{id}/resend': { caller: 'admin', params: () => ({ id: real.outbox! }) },
  'GET /admin/orders/{id}': 'a placed order: src/domains/admin/orders/admin-order.api.test.ts',
  'POST /admin/orders/{id}/events': 'a placed order: src/domains/admin/orders/admin-order.api.test.ts',
  'POST /admin/orders/{id}/payment-reminder':
    'an unpaid bank transfer: src/domains/admin/dashboard/payment-reminder.api.test.ts',
  'GET /admin/orders/{id}/production-sheet': 'a confirmed order: src/domains/admin/production/production.api.test.ts',
  'GET /admin/production/sheets':
    'the board has no order in a fresh seed: src/domains/admin/production/production.api.test.ts',
  'PATCH /admin/orders/{id}': 'a placed order: src/domains/admin/orders/order-create-edit.api.test.ts',
  'POST /admin/orders': 'a priced cart for a customer: src/domains/admin/orders/order-create-edit.api.test.ts',
  'GET /admin/customers/{id}': { caller: 'admin', params: () => ({ id: real.customer! }) },
  'POST /admin/orders/quote': {
    caller: 'admin',
    body: () => ({ customer_id: Number(real.customer), lines: [{ slug: real.product!, quantity: 1 }] }),
  },
  'POST /newsletter/unsubscribe': 'an e-mailed link: src/domains/newsletter/newsletter-unsubscribe.api.test.ts',
  'POST /auth/sign-in-link': { caller: 'anonymous', body: () => ({ email: 'altro@soglia.test' }) },
  'POST /auth/sign-in-link/use': 'an e-mailed link: src/domains/auth/sign-in-link.api.test.ts',
  'POST /reviews/invitations/stop': 'an e-mailed link: src/domains/reviews/review-invitation.api.test.ts',
  'POST /images': 'an uploaded file as the body: src/domains/media/media.api.test.ts',
  'GET /images/{id}': 'an uploaded image: src/domains/media/media.api.test.ts',
  'DELETE /images/{id}': 'an uploaded image: src/domains/media/media.api.test.ts',
  // Content and media back office (content-admin): a created item's id.
  'GET /admin/pages/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/pages/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/pages/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/blog-posts/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/blog-posts/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/blog-posts/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/faq/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/faq/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/faq/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/slides/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/slides/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/slides/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/promotions/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'PATCH /admin/promotions/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'DELETE /admin/promotions/{id}': 'src/domains/admin/content/content-admin.api.test.ts',
  'GET /admin/media/{id}': 'an uploaded image: src/domains/admin/media/admin-media.api.test.ts',
  'PATCH /admin/media/{id}': 'an uploaded image: src/domains/admin/media/admin-media.api.test.ts',
  'PATCH /admin/configurator/models/{id}':
    'a seeded model’s whole input: src/domains/configurator/admin/catalogue.api.test.ts',
  'PUT /admin/configurator/options':
    'the seeded groups with a new option: src/domains/configurator/admin/catalogue.api.test.ts',
  'PUT /admin/configurator/rules': 'the seeded rules plus one: src/domains/configurator/admin/catalogue.api.test.ts',
  'GET /admin/collections/{id}': 'a seeded collection: src/domains/admin/collections/admin-collections.api.test.ts',
  'PATCH /admin/collections/{id}': 'a seeded collection: src/domains/admin/collections/admin-collections.api.test.ts',
  'GET /admin/fiscal-documents/{id}': 'an issued document: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/fiscal-documents/{id}/pdf': 'an issued document: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/fiscal-documents/{id}/xml': 'an issued invoice: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/orders/{id}/fiscal-documents': 'a placed order: src/domains/fiscal/fiscal.api.test.ts',
  'POST /admin/orders/{id}/fiscal-documents': 'a placed order: src/domains/fiscal/fiscal.api.test.ts',
  'GET /admin/documents/{id}': { caller: 'admin', params: () => ({ id: real.document! }) },
  'PATCH /admin/documents/{id}': {
    caller: 'admin',
    params: () => ({ id: real.document! }),
    body: () => ({ is_public: true }),
  },
  // The catalogue in the back office: real products, categories and attributes made there.
  ...Object.fromEntries(
    [
      'GET /admin/products/{id}',
      'POST /admin/products/{id}/reprice',
      'GET /admin/categories/{id}',
      'POST /admin/categories/{id}/move',
      'GET /admin/attributes/{id}',
      'POST /products',
      'PATCH /products/{id}',
      'DELETE /products/{slug}',
      'PATCH /categories/{id}',
      'DELETE /categories/{slug}',
      'PATCH /attributes/{id}',
      'DELETE /attributes/{slug}',
    ].map((k) => [k, 'src/domains/admin/catalog/catalog-admin.api.test.ts']),
  ),
  'GET /products/{slug}/reviews': { caller: 'anonymous', params: () => ({ slug: real.product! }) },
  'GET /products/{slug}/reviews/eligibility': { caller: 'user', params: () => ({ slug: real.product! }) },
  // Reviews need a delivered order holding the product: shown there.
  'POST /products/{slug}/reviews': 'a delivered order: src/domains/reviews/reviews.api.test.ts',
  'GET /admin/reviews/{id}': 'a written review: src/domains/reviews/reviews.api.test.ts',
  'PATCH /admin/reviews/{id}': 'a written review: src/domains/reviews/reviews.api.test.ts',
  'POST /quote-requests/photos': 'a real photo: src/domains/quotes/quotes.api.test.ts',
  'POST /quote-requests': 'a whole request: src/domains/quotes/quotes.api.test.ts',
  'GET /admin/quote-requests/{id}': 'a sent request: src/domains/quotes/quotes.api.test.ts',
  'GET /admin/quote-requests/{id}/photos/{photo}': 'a sent request with photos: src/domains/quotes/quotes.api.test.ts',
  'POST /admin/quote-requests/{id}/events': 'a sent request: src/domains/quotes/quotes.api.test.ts',
  'POST /admin/quote-requests/{id}/openings/{opening}/photos':
    'a real photo of a measured opening: src/domains/quotes/opening-photos.api.test.ts',
  'GET /visits/{token}': 'an e-mailed visit link: src/domains/quotes/visit-moves.api.test.ts',
  'POST /visits/{token}/move': 'an e-mailed visit link: src/domains/quotes/visit-moves.api.test.ts',
  'POST /account/quote-requests/{id}/visit-move':
    'a customer’s own planned visit: src/domains/quotes/visit-moves.api.test.ts',
  'POST /account/quotes': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'GET /account/quotes/{id}': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'PUT /account/quotes/{id}': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'POST /account/quotes/{id}/send': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'POST /account/quotes/{id}/decision': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'POST /account/quotes/{id}/order': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'GET /account/quotes/{id}/pdf': 'a retailer’s own quote: src/domains/quotes/retailer-quotes.api.test.ts',
  'POST /account/branding/logo': 'a PNG logo: src/domains/quotes/retailer-quotes.api.test.ts',
  'GET /admin/quote-requests/{id}/quote': 'a measured request: src/domains/quotes/quote-offer.api.test.ts',
  'PUT /admin/quote-requests/{id}/quote': 'a measured request: src/domains/quotes/quote-offer.api.test.ts',
  'POST /admin/quote-requests/{id}/quote/measured-lines':
    'a measured request: src/domains/quotes/measured-lines.api.test.ts',
  'GET /account/quote-requests/{id}/quote': 'a sent quote: src/domains/quotes/quote-offer.api.test.ts',
  'GET /quotes/{token}': 'an e-mailed token: src/domains/quotes/quote-offer.api.test.ts',
  'GET /quotes/{token}/pdf': 'an e-mailed token: src/domains/quotes/quote-offer.api.test.ts',
  'POST /quotes/{token}/changes': 'an e-mailed token: src/domains/quotes/quote-offer.api.test.ts',
  'POST /quotes/{token}/accept': 'an e-mailed token: src/domains/quotes/quote-offer.api.test.ts',
}
