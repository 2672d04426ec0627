import { tierForRole } from '~/domains/catalog/pricing'
import { loadSettings } from '~/domains/settings/settings.server'
import { implement } from '~/server/api/router.server'
import { quoteCart } from './cart.contract'
import { quoteCheckout } from '~/domains/orders/checkout-quote.server'

export const cartRoutes = [
  implement(quoteCart, async ({ body }, ctx) => {
    const [user, settings] = await Promise.all([ctx.user(), loadSettings(ctx.db)])
    // Spec §6: only administrators see (and so may use) the VAT selector.
    const vatRate = user?.role === 'admin' && body.vat_rate !== undefined ? body.vat_rate : settings.cart_iva
    const { quote } = await quoteCheckout(ctx.db, body, { locale: ctx.locale, tier: tierForRole(user?.priceRole), vatRate, now: ctx.now(), settings })
    return { data: quote }
  }),
]
