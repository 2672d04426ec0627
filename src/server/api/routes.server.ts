import type { Route } from '~/domains/shared/api-route'
import { settingsRoutes } from '~/domains/settings/settings.api.server'
import { pageRoutes } from '~/domains/content/pages.api.server'
import { catalogRoutes } from '~/domains/catalog/catalog.api.server'
import { blogRoutes } from '~/domains/content/blog.api.server'
import { faqRoutes } from '~/domains/content/faq.api.server'
import { promotionRoutes } from '~/domains/content/promotions.api.server'
import { collectionRoutes } from '~/domains/catalog/collections.api.server'
import { authRoutes } from '~/domains/auth/auth.api.server'
import { signInLinkRoutes } from '~/domains/auth/sign-in-link.api.server'
import { accountLinkRoutes } from '~/domains/auth/account-links.api.server'
import { slideRoutes } from '~/domains/content/slides.api.server'
import { accountRoutes } from '~/domains/accounts/accounts.api.server'
import { gdprRoutes } from '~/domains/accounts/gdpr.api.server'
import { adminRoutes } from '~/domains/admin/admin.api.server'
import { consentRoutes } from '~/domains/consent/consent.api.server'
import { newsletterRoutes } from '~/domains/newsletter/newsletter.api.server'
import { accountNewsletterRoutes } from '~/domains/newsletter/account-newsletter.api.server'
import { couponRoutes } from '~/domains/cart/coupons.api.server'
import { cartRoutes } from '~/domains/cart/cart.api.server'
import { serverCartRoutes } from '~/domains/cart/server-cart.api.server'
import { configuratorRoutes } from '~/domains/configurator/configurator.api.server'
import { backOfficeRoutes } from '~/domains/admin/back-office.api.server'
import { orderRoutes } from '~/domains/orders/orders.api.server'
import { translationRoutes } from '~/domains/translations/translations.api.server'
import { mediaRoutes } from '~/domains/media/media.api.server'
import { stripeRoutes } from '~/domains/payments/stripe.api.server'
import { contentAdminRoutes } from '~/domains/admin/content/content-admin.api.server'
import { adminCollectionRoutes } from '~/domains/admin/collections/admin-collections.api.server'
import { configuratorAdminRoutes } from '~/domains/configurator/admin/catalogue.api.server'
import { orderPdfRoutes } from '~/domains/orders/documents/order-pdf.api.server'
import { fiscalRoutes } from '~/domains/fiscal/fiscal.api.server'
import { catalogAdminRoutes } from '~/domains/admin/catalog/catalog-admin.api.server'
import { collectionItemRoutes } from '~/domains/admin/collections/collections.server'
import { reviewRoutes } from '~/domains/reviews/reviews.api.server'
import { adminReviewRoutes } from '~/domains/admin/reviews/admin-reviews.api.server'
import { quoteRoutes } from '~/domains/quotes/quotes.api.server'
import { quoteOfferRoutes } from '~/domains/quotes/quote-offer.api.server'
import { visitMoveRoutes } from '~/domains/quotes/visit-moves.api.server'
import { retailerQuoteRoutes } from '~/domains/quotes/retailer-quotes.api.server'

/** Every REST endpoint, in one list: the dispatcher and the OpenAPI document both read it. */
// One family a line: branches that add a family then merge without touching each other's lines.
export const apiRoutes: Route[] = [
  ...settingsRoutes,
  ...pageRoutes,
  ...catalogRoutes,
  ...blogRoutes,
  ...faqRoutes,
  ...promotionRoutes,
  ...collectionRoutes,
  ...slideRoutes,
  ...authRoutes,
  ...signInLinkRoutes,
  ...accountLinkRoutes,
  ...accountRoutes,
  ...gdprRoutes,
  ...adminRoutes,
  ...consentRoutes,
  ...newsletterRoutes,
  ...accountNewsletterRoutes,
  ...couponRoutes,
  ...cartRoutes,
  ...serverCartRoutes,
  ...configuratorRoutes,
  ...orderRoutes,
  ...stripeRoutes,
  ...orderPdfRoutes,
  ...backOfficeRoutes,
  ...translationRoutes,
  ...mediaRoutes,
  ...contentAdminRoutes,
  ...configuratorAdminRoutes,
  ...adminCollectionRoutes,
  ...fiscalRoutes,
  ...catalogAdminRoutes,
  ...collectionItemRoutes,
  ...reviewRoutes,
  ...adminReviewRoutes,
  ...quoteRoutes,
  ...quoteOfferRoutes,
  ...visitMoveRoutes,
  ...retailerQuoteRoutes,
] as Route[]
