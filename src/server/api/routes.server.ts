import type { Route } from './router.server'
import { settingsRoutes } from '~/domains/settings/settings.api.server'
import { pageRoutes } from '~/domains/content/pages.api.server'
import { catalogRoutes } from '~/domains/catalog/catalog.api.server'
import { blogRoutes } from '~/domains/content/blog.api.server'
import { faqRoutes } from '~/domains/content/faq.api.server'
import { promotionRoutes } from '~/domains/content/promotions.api.server'
import { collectionRoutes } from '~/domains/catalog/collections.api.server'
import { authRoutes } from '~/domains/auth/auth.api.server'
import { slideRoutes } from '~/domains/content/slides.api.server'
import { accountRoutes } from '~/domains/accounts/accounts.api.server'
import { adminRoutes } from '~/domains/admin/admin.api.server'
import { consentRoutes } from '~/domains/consent/consent.api.server'
import { newsletterRoutes } from '~/domains/newsletter/newsletter.api.server'
import { couponRoutes } from '~/domains/cart/coupons.api.server'
import { cartRoutes } from '~/domains/cart/cart.api.server'

/** Every REST endpoint, in one list: the dispatcher and the OpenAPI document both read it. */
export const apiRoutes: Route[] = [...settingsRoutes, ...pageRoutes, ...catalogRoutes, ...blogRoutes, ...faqRoutes, ...promotionRoutes, ...collectionRoutes, ...slideRoutes, ...authRoutes, ...accountRoutes, ...adminRoutes, ...consentRoutes, ...newsletterRoutes, ...couponRoutes, ...cartRoutes] as Route[]
