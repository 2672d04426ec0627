import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { fetchAccountOrders } from '~/domains/accounts/accounts.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import { buttonStyle, introStyle, pageTitleStyle } from '~/domains/accounts/components/form-kit'
import { OrdersTable } from '~/domains/accounts/components/orders-table'
import { Pagination } from '~/domains/catalog/components/pagination'
import type { Locale } from '~/lib/i18n/locales'
import { MAX_PAGE } from '~/lib/api/limits'
import { parsePageSearch } from '~/lib/search-params'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

const PER_PAGE = 10

export const Route = createFileRoute('/account/orders/')({
  validateSearch: (search) => parsePageSearch(search, MAX_PAGE),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => fetchAccountOrders({ data: { locale: getLocale(), page: deps.page, per_page: PER_PAGE } }),
  head: ({ matches }) => privateHead(matches, m.account_orders_title(), '/account/orders'),
  component: Orders,
})

function Orders() {
  const orders = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const locale = getLocale() as Locale
  const retailer = user.role === 'retailer'
  return (
    <div>
      <h1 className={pageTitleStyle}>{m.account_orders_title()}</h1>
      <p className={introStyle}>{retailer ? m.account_orders_intro_retailer() : m.account_orders_intro()}</p>
      {orders.meta.total === 0 ? (
        <div
          className={css({
            border: '1px dashed',
            borderColor: 'border',
            borderRadius: 'lg',
            p: '6',
            textAlign: 'center',
          })}
        >
          <p className={css({ mb: '4' })}>{m.account_orders_empty()}</p>
          <Link to="/negozio" className={buttonStyle.primary}>
            {m.account_orders_empty_cta()}
          </Link>
        </div>
      ) : orders.data.length === 0 ? (
        <p>
          {m.account_orders_page_empty()}{' '}
          <Link to="/account/orders" search={{}} className={css({ color: 'link' })}>
            {m.account_orders_first_page()}
          </Link>
        </p>
      ) : (
        <>
          <p aria-live="polite" className={css({ color: 'fg.muted', mb: '3', fontSize: 'sm' })}>
            {m.account_orders_count({ count: orders.meta.total })}
          </p>
          <OrdersTable
            orders={orders.data}
            locale={locale}
            showPlacedBy={retailer}
            caption={m.account_orders_title()}
          />
        </>
      )}
      <Pagination page={orders.meta.page} totalPages={orders.meta.total_pages} />
    </div>
  )
}
