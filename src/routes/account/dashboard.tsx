import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { fetchAccountOrders } from '~/domains/accounts/accounts.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import { buttonStyle, introStyle, pageTitleStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import { OrdersTable } from '~/domains/accounts/components/orders-table'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/account/dashboard')({
  loader: () => fetchAccountOrders({ data: { locale: getLocale(), page: 1, per_page: 3 } }),
  head: ({ matches }) => privateHead(matches, m.account_dashboard_title(), '/account/dashboard'),
  component: Dashboard,
})

const card = css({
  display: 'block',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '4',
  color: 'fg.default',
  textDecoration: 'none',
  h: 'full',
  _hover: { borderColor: 'primary', bg: 'bg.subtle' },
})

function Dashboard() {
  const orders = Route.useLoaderData()
  const { user: loaded } = Route.useRouteContext()
  const user = AuthActor.useSelector((s) => s.context.user) ?? loaded
  const locale = getLocale() as Locale

  const shortcuts = [
    { to: '/account/orders', title: m.account_menu_orders(), text: m.account_shortcut_orders_text() },
    { to: '/account/details', title: m.account_menu_details(), text: m.account_shortcut_details_text() },
    ...(user.role === 'user'
      ? [{ to: '/account/shipping', title: m.account_menu_shipping(), text: m.account_shortcut_shipping_text() }]
      : []),
    ...(user.role === 'retailer'
      ? [{ to: '/account/users', title: m.account_menu_users(), text: m.account_shortcut_users_text() }]
      : []),
    // Quote and visit requests (decision 112): a shortcut, as the menu is spec §2's own.
    { to: '/account/requests', title: m.account_requests_title(), text: m.account_requests_shortcut_text() },
    { to: '/negozio', title: m.account_shortcut_shop(), text: m.account_shortcut_shop_text() },
  ] as const

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <header>
        <h1 className={pageTitleStyle}>{m.account_welcome({ name: user.name })}</h1>
        <p className={introStyle}>{m.account_dashboard_intro()}</p>
      </header>

      <section aria-labelledby="latest-orders" className={sectionStyle}>
        <div
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: '4',
            flexWrap: 'wrap',
            mb: '4',
          })}
        >
          <h2 id="latest-orders" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {m.account_dashboard_latest_orders()}
          </h2>
          {orders.meta.total > orders.data.length && (
            <Link to="/account/orders" className={css({ color: 'link' })}>
              {m.account_dashboard_all_orders({ count: String(orders.meta.total) })}
            </Link>
          )}
        </div>
        {orders.data.length === 0 ? (
          <div>
            <p className={css({ mb: '4' })}>{m.account_orders_empty()}</p>
            <Link to="/negozio" className={buttonStyle.primary}>
              {m.account_orders_empty_cta()}
            </Link>
          </div>
        ) : (
          <OrdersTable
            orders={orders.data}
            locale={locale}
            showPlacedBy={user.role === 'retailer'}
            caption={m.account_dashboard_latest_orders()}
          />
        )}
      </section>

      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '4' })}>
          {m.account_dashboard_shortcuts()}
        </h2>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          })}
        >
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className={card}>
                <span className={css({ display: 'block', fontWeight: 'bold', color: 'link', mb: '1' })}>{s.title}</span>
                <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
