import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { requireAuth } from '~/domains/auth/guards'
import { CheckoutFlow } from '~/domains/checkout/components/checkout-flow'
import { useAddressBook } from '~/domains/checkout/components/use-address-book'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from './__root'

// Spec §2 checkout: cart review → delivery → shipping → billing → payment → summary → order
// (issue 11, decision 020).
export const Route = createFileRoute('/checkout')({
  beforeLoad: (ctx) => {
    // Spec §6: with the shop switched off, checkout goes home; otherwise it needs a sign-in.
    if (!ctx.context.shell.settings.enable_shop_page) throw redirect({ to: '/' })
    return { user: requireAuth(ctx) }
  },
  head: () => ({ meta: [{ title: m.cart_checkout_title() }, { name: 'robots', content: 'noindex' }] }),
  component: CheckoutPage,
})

function CheckoutPage() {
  const locale = getLocale() as Locale
  const { imageHost } = Root.useLoaderData()
  const { user } = Route.useRouteContext()
  // Only customers (role user) have an address book (spec §2 /account/shipping).
  const book = useAddressBook(locale, user.role === 'user')
  return (
    <div className={css({ py: '6', maxW: '6xl', mx: 'auto', w: 'full', minW: 0 })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{m.cart_checkout_title()}</h1>
      <CheckoutFlow locale={locale} book={book} user={user} isAdmin={user.role === 'admin'} imageHost={imageHost} />
      <p className={css({ mt: '6' })}>
        <Link to="/negozio" className={buttonStyle.secondary}>
          {m.cart_continue_shopping()}
        </Link>
      </p>
    </div>
  )
}
