import { Fragment } from 'react'
import { lineDetails } from '~/domains/orders/line-description'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import {
  cardBox,
  cardCell,
  cardRow,
  cardTable,
  cardTableBody,
  cardTableHead,
  headCell,
  headNumeric,
} from '~/components/ui/card-table'
import { sideScroll } from '~/components/ui/side-scroll'
import { fetchAccountOrder } from '~/domains/accounts/accounts.functions'
import { privateHead } from '~/domains/accounts/components/account-head'
import { buttonStyle, pageTitleStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import { formatDateTime, formatDay, statusLabel } from '~/domains/accounts/components/order-format'
import { StatusBadge } from '~/domains/accounts/components/orders-table'
import { Price } from '~/domains/catalog/components/price'
import { OrderActions } from '~/domains/checkout/components/order-actions'
import { InstallationNotes } from '~/domains/orders/components/installation-notes'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/account/orders/$id')({
  loader: async ({ params }) => {
    const id = Number(params.id)
    if (!/^\d{1,10}$/.test(params.id) || id < 1 || id > 2_147_483_647) throw notFound()
    // Another customer's order is a 404 from the API: the same page as a missing one.
    const order = await fetchAccountOrder({ data: { locale: getLocale(), id } })
    if (!order) throw notFound()
    return order
  },
  head: ({ matches, loaderData, params }) =>
    privateHead(
      matches,
      loaderData ? m.account_order_title({ number: loaderData.number }) : m.account_order_not_found_title(),
      `/account/orders/${params.id}`,
    ),
  notFoundComponent: OrderNotFound,
  component: OrderDetail,
})

// On a phone each line is a card: the product across, then quantity, unit price and total.
const lineCard = cx(cardRow, css({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' }))
const onCard = {
  product: css({ gridColumn: { base: '1 / -1', md: 'auto' } }),
  // A third of a phone is narrow for a struck-through price and "+ IVA": they may wrap there.
  figure: cx(
    cardBox,
    css({
      gridRow: { base: '2', md: 'auto' },
      textAlign: { base: 'left', md: 'right' },
      verticalAlign: 'top',
      whiteSpace: { base: 'normal', md: 'nowrap' },
      fontVariantNumeric: 'tabular-nums',
    }),
  ),
  total: cx(
    cardBox,
    css({
      gridRow: { base: '2', md: 'auto' },
      textAlign: 'right',
      verticalAlign: 'top',
      whiteSpace: { base: 'normal', md: 'nowrap' },
      fontVariantNumeric: 'tabular-nums',
      fontWeight: { base: 'bold', md: 'normal' },
    }),
  ),
}
// A card's label sits above its figure; from `md` up the column header names it.
const figureLabel = css({
  display: { base: 'block', md: 'none' },
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: 'normal',
})
const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })

// The address is a snapshot taken at checkout: shown field by field, in the Italian order.
const addressLines = (a: Record<string, string>): string[] => {
  const s = (k: string) => a[k]?.trim() || null
  const place = [s('postcode'), s('city'), s('province') ? `(${s('province')})` : null].filter(Boolean).join(' ')
  return [
    s('recipient') ?? s('name'),
    s('company'),
    s('street') ?? s('address'),
    place || null,
    s('country') && s('country') !== 'IT' ? s('country') : null,
    s('phone'),
  ].filter((l): l is string => !!l)
}

function OrderDetail() {
  const order = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const locale = getLocale() as Locale
  const address = addressLines(order.shipping_address)
  const money = (cents: number) => formatCents(cents, locale)
  // A trade customer's order reads net + IVA to the taxable amount, then the VAT and the total
  // (decision 085: the server's net amounts, which add up).
  const nets = order.prices_include_vat ? null : order.net_amounts
  const amount = (gross: number, net: number | undefined) =>
    nets && net !== undefined ? `${money(net)} ${m.price_plus_vat()}` : money(gross)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <p>
        <Link to="/account/orders" className={css({ color: 'link' })}>
          ← {m.account_order_back()}
        </Link>
      </p>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          alignItems: 'center',
          justifyContent: 'space-between',
        })}
      >
        <div>
          <h1 className={pageTitleStyle}>{m.account_order_title({ number: order.number })}</h1>
          <p className={css({ color: 'fg.muted' })}>
            {m.account_order_placed_on({ date: formatDay(order.created_at, locale) })}
            {user.role === 'retailer' && order.placed_by && order.placed_by.id !== user.id && (
              <> · {m.account_order_placed_by_name({ name: order.placed_by.name })}</>
            )}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <OrderActions locale={locale} order={order} />
      <p data-testid="order-payment">
        <strong>{m.account_order_payment()}:</strong> {order.payment_method.name} —{' '}
        {order.payment_status === 'paid' ? m.account_order_paid() : m.account_order_unpaid()}
        {order.payment_status === 'unpaid' && order.payment_method.iban && (
          <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
            {m.checkout_complete_iban()}: {order.payment_method.iban} · {m.checkout_complete_reference()}:{' '}
            {order.payment_method.reference ?? order.number}
          </span>
        )}
      </p>

      <InstallationNotes order={order} locale={locale} className={sectionStyle} />

      <section aria-labelledby="order-lines" className={sectionStyle}>
        <h2 id="order-lines" className={h2}>
          {m.account_order_lines()}
        </h2>
        <div className={sideScroll}>
          <table className={cardTable}>
            <thead className={cardTableHead}>
              <tr>
                <th scope="col" className={headCell}>
                  {m.account_order_product()}
                </th>
                <th scope="col" className={headNumeric}>
                  {m.account_order_quantity()}
                </th>
                <th scope="col" className={headNumeric}>
                  {m.account_order_unit_price()}
                </th>
                <th scope="col" className={headNumeric}>
                  {m.account_order_line_total()}
                </th>
              </tr>
            </thead>
            <tbody className={cardTableBody}>
              {order.lines.map((line, index) => (
                <tr key={line.id} className={lineCard}>
                  <td className={cx(cardCell, onCard.product)}>
                    <span className={css({ display: 'block', fontWeight: 'medium' })}>{line.name}</span>
                    {lineDetails(line, locale).length > 0 && (
                      <span className={css({ display: 'block', fontSize: 'sm' })} data-line-details>
                        {lineDetails(line, locale).join(' · ')}
                      </span>
                    )}
                    <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>
                      {m.account_order_sku()}: {line.sku}
                    </span>
                  </td>
                  <td className={onCard.figure}>
                    <span aria-hidden="true" className={figureLabel}>
                      {m.account_order_quantity()}
                    </span>
                    {line.quantity}
                  </td>
                  <td className={onCard.figure}>
                    <span aria-hidden="true" className={figureLabel}>
                      {m.account_order_unit_price()}
                    </span>
                    <Price
                      cents={line.unit_price}
                      regular={line.regular_unit_price}
                      display={{ net: !order.prices_include_vat, trade: false, vatRate: line.vat_rate }}
                      locale={locale}
                      compact
                      wrap
                    />
                  </td>
                  <td className={onCard.total}>
                    <span aria-hidden="true" className={figureLabel}>
                      {m.account_order_line_total()}
                    </span>
                    {nets ? (
                      <span data-testid="order-line-total">{amount(line.line_total, nets.lines[index])}</span>
                    ) : (
                      <Price
                        cents={line.line_total}
                        display={{ net: false, trade: false, vatRate: line.vat_rate }}
                        locale={locale}
                        compact
                        wrap
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'end',
            columnGap: '6',
            rowGap: '1',
            mt: '4',
            '& dd': { textAlign: 'right' },
          })}
        >
          <dt>{m.account_order_subtotal()}</dt>
          <dd data-testid="order-subtotal">{amount(order.subtotal, nets?.subtotal)}</dd>
          {order.discount_total > 0 && (
            <>
              <dt>
                {order.coupon_code
                  ? m.account_order_discount_coupon({ code: order.coupon_code })
                  : m.account_order_discount()}
              </dt>
              <dd>−{amount(order.discount_total, nets?.discount)}</dd>
            </>
          )}
          <dt>{m.account_order_shipping_cost()}</dt>
          <dd>
            {order.shipping_total === 0
              ? m.account_order_shipping_free()
              : amount(order.shipping_total, nets?.shipping)}
          </dd>
          {nets && (order.payment_fee ?? 0) > 0 && (
            <>
              <dt>{m.checkout_payment_fee_row()}</dt>
              <dd>{amount(order.payment_fee, nets.payment_fee)}</dd>
            </>
          )}
          {nets && (
            <>
              <dt className={css({ fontWeight: 'semibold' })}>{m.cart_net()}</dt>
              <dd className={css({ fontWeight: 'semibold' })} data-testid="order-net">
                {money(order.net_total)}
              </dd>
            </>
          )}
          <dt className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{m.account_order_total()}</dt>
          <dd className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{money(order.total)}</dd>
          {/* One row per VAT rate of the order (decision 042). */}
          {(order.vat_breakdown.length ? order.vat_breakdown : [{ rate: order.vat_rate, vat: order.vat_total }]).map(
            (r) => (
              <Fragment key={r.rate}>
                <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  {m.account_order_vat({ rate: String(r.rate) })}
                </dt>
                <dd className={css({ color: 'fg.muted', fontSize: 'sm' })}>{money(r.vat)}</dd>
              </Fragment>
            ),
          )}
        </dl>
      </section>

      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <section aria-labelledby="order-address" className={sectionStyle}>
          <h2 id="order-address" className={h2}>
            {m.account_order_shipping_address()}
          </h2>
          {address.length > 0 ? (
            <address className={css({ fontStyle: 'normal' })}>
              {address.map((l, i) => (
                <span key={i} className={css({ display: 'block' })}>
                  {l}
                </span>
              ))}
            </address>
          ) : (
            <p className={css({ color: 'fg.muted' })}>{m.account_order_no_address()}</p>
          )}
          {order.customer_reference && (
            <p className={css({ mt: '3' })}>
              <strong>{m.account_order_reference()}:</strong> {order.customer_reference}
            </p>
          )}
          {order.notes && (
            <p className={css({ mt: '3', whiteSpace: 'pre-line' })}>
              <strong>{m.account_order_notes()}:</strong> {order.notes}
            </p>
          )}
        </section>

        <section aria-labelledby="order-history" className={sectionStyle}>
          <h2 id="order-history" className={h2}>
            {m.account_order_history()}
          </h2>
          {order.history.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{statusLabel(order.status)}</p>
          ) : (
            <ol
              className={css({
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: '2',
                borderLeft: '2px solid',
                borderColor: 'border',
                pl: '4',
              })}
            >
              {order.history.map((h, i) => (
                <li key={i}>
                  <span className={css({ fontWeight: 'medium' })}>{statusLabel(h.to)}</span>{' '}
                  <time dateTime={h.at} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    {formatDateTime(h.at, locale)}
                  </time>
                  {h.note && <span className={css({ display: 'block', fontSize: 'sm' })}>{h.note}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  )
}

function OrderNotFound() {
  return (
    <section className={css({ py: '10', textAlign: 'center' })}>
      <h1 className={pageTitleStyle}>{m.account_order_not_found_title()}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{m.account_order_not_found_text()}</p>
      <Link to="/account/orders" className={buttonStyle.primary}>
        {m.account_order_back()}
      </Link>
    </section>
  )
}
