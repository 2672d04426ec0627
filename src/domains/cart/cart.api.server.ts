import { tierForRole } from '~/domains/catalog/pricing'
import { vatOverrideOf } from './pricing'
import { loadCheckoutReference } from '~/domains/orders/checkout-reference.server'
import { implement } from '~/domains/shared/api-route'
import { quoteCart } from './cart.contract'
import { quoteCheckout } from '~/domains/orders/checkout-quote.server'

export const cartRoutes = [
  implement(quoteCart, async ({ body }, ctx) => {
    const [user, reference] = await Promise.all([ctx.user(), loadCheckoutReference(ctx.db, ctx.locale)])
    const { settings } = reference
    // Spec §6: only administrators see (and so may use) the VAT selector.
    const vatOverride = user?.role === 'admin' ? vatOverrideOf(body.vat_rate, settings.cart_iva) : null
    const { quote } = await quoteCheckout(ctx.db, body, {
      locale: ctx.locale,
      tier: tierForRole(user?.priceRole),
      vatRate: settings.cart_iva,
      vatOverride,
      now: ctx.now(),
      settings,
      reference,
    })
    return { data: quote }
  }),
]
