import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { requireAuth } from '~/domains/auth/guards'
import { CartLinesEditor, CartTotalsView, VatSelector } from '~/domains/cart/components/cart-review'
import { CartActor, useIsAdmin } from '~/domains/cart/components/cart-provider'
import { CouponBox } from '~/domains/cart/components/coupon-box'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from './__root'

// Spec §2 checkout: the cart review (lines, coupon, VAT for administrators, totals).
export const Route = createFileRoute('/checkout')({
  beforeLoad: (ctx) => {
    // Spec §6: with the shop switched off, checkout goes home; otherwise it needs a sign-in.
    if (!ctx.context.shell.settings.enable_shop_page) throw redirect({ to: '/' })
    requireAuth(ctx)
  },
  head: () => ({ meta: [{ title: m.cart_checkout_title() }, { name: 'robots', content: 'noindex' }] }),
  component: CheckoutPage,
})

function CheckoutPage() {
  const locale = getLocale() as Locale
  const { imageHost } = Root.useLoaderData()
  const isAdmin = useIsAdmin()
  const totals = CartActor.useSelector((s) => s.context.totals)
  const hasItems = CartActor.useSelector((s) => s.context.items.length > 0)
  return (
    <div className={css({ py: '6' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{m.cart_checkout_title()}</h1>
      <section aria-labelledby="checkout-cart">
        <h2 id="checkout-cart" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
          {m.cart_review_title()}
        </h2>
        <CartLinesEditor locale={locale} imageHost={imageHost} />
      </section>
      {hasItems && <CouponBox />}
      {hasItems && isAdmin && <VatSelector />}
      <section aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={css({ fontSize: 'xl', fontWeight: 'bold', mt: '6' })}>
          {m.cart_summary_title()}
        </h2>
        <CartTotalsView totals={totals} locale={locale} />
      </section>
      <p className={css({ mt: '6' })}>
        <Link to="/negozio" className={buttonStyle.secondary}>
          {m.cart_continue_shopping()}
        </Link>
      </p>
    </div>
  )
}
