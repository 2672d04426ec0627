import { Link } from '@tanstack/react-router'
import type { z } from 'zod'
import { css, cx } from 'styled-system/css'
import {
  cardCell,
  cardLabel,
  cardNumeric,
  cardRow,
  cardTable,
  cardTableBody,
  cardTableHead,
  headCell,
  headNumeric,
} from '~/components/ui/card-table'
import { sideScroll } from '~/components/ui/side-scroll'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { orderSummarySchema } from '../accounts.schemas'
import { formatDay, statusLabel } from './order-format'

export type OrderSummary = z.output<typeof orderSummarySchema>

// On a phone: number and total, then date and status, then who placed it and how many items.
const cardGrid = cx(cardRow, css({ gridTemplateColumns: '1fr auto', alignItems: 'center' }))
// Where each cell sits on the card (static objects: Panda extracts styles at build time);
// from `md` up the table's own order applies.
const onCard = {
  number: css({ gridColumn: { base: '1', md: 'auto' }, gridRow: { base: '1', md: 'auto' } }),
  total: css({
    gridColumn: { base: '2', md: 'auto' },
    gridRow: { base: '1', md: 'auto' },
    fontWeight: { base: 'bold', md: 'normal' },
  }),
  date: css({
    gridColumn: { base: '1', md: 'auto' },
    gridRow: { base: '2', md: 'auto' },
    color: { base: 'fg.muted', md: 'inherit' },
  }),
  status: css({ gridColumn: { base: '2', md: 'auto' }, gridRow: { base: '2', md: 'auto' }, justifySelf: 'end' }),
  placedBy: css({ gridColumn: { base: '1', md: 'auto' }, gridRow: { base: '3', md: 'auto' } }),
  items: css({ gridColumn: { base: '2', md: 'auto' }, gridRow: { base: '3', md: 'auto' } }),
}

/** A list of orders; a retailer also sees who placed each one. */
export function OrdersTable({
  orders,
  locale,
  showPlacedBy,
  caption,
}: {
  orders: OrderSummary[]
  locale: Locale
  showPlacedBy: boolean
  caption: string
}) {
  return (
    <div className={sideScroll}>
      <table className={cardTable}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead className={cardTableHead}>
          <tr>
            <th scope="col" className={headCell}>
              {m.account_order_number()}
            </th>
            <th scope="col" className={headCell}>
              {m.account_order_date()}
            </th>
            <th scope="col" className={headCell}>
              {m.account_order_status()}
            </th>
            {showPlacedBy && (
              <th scope="col" className={headCell}>
                {m.account_order_placed_by()}
              </th>
            )}
            <th scope="col" className={headNumeric}>
              {m.account_order_items()}
            </th>
            <th scope="col" className={headNumeric}>
              {m.account_order_total()}
            </th>
          </tr>
        </thead>
        <tbody className={cardTableBody}>
          {orders.map((o) => (
            <tr key={o.id} className={cardGrid}>
              <th scope="row" className={cx(cardCell, onCard.number)}>
                <Link
                  to="/account/orders/$id"
                  params={{ id: String(o.id) }}
                  className={css({ color: 'link', fontWeight: 'bold' })}
                >
                  {o.number}
                </Link>
              </th>
              <td className={cx(cardCell, onCard.date)}>
                <time dateTime={o.created_at}>{formatDay(o.created_at, locale)}</time>
              </td>
              <td className={cx(cardCell, onCard.status)}>
                <StatusBadge status={o.status} />
              </td>
              {showPlacedBy && (
                <td className={cx(cardCell, onCard.placedBy)}>
                  <span aria-hidden="true" className={cardLabel}>
                    {m.label_colon({ label: m.account_order_placed_by() })}{' '}
                  </span>
                  {o.placed_by?.name ?? '—'}
                </td>
              )}
              <td className={cx(cardNumeric, onCard.items)}>
                <span aria-hidden="true" className={cardLabel}>
                  {m.label_colon({ label: m.account_order_items() })}{' '}
                </span>
                {o.item_count}
              </td>
              <td className={cx(cardNumeric, onCard.total)}>{formatCents(o.total, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function StatusBadge({ status }: { status: OrderSummary['status'] }) {
  const done = status === 'delivered' || status === 'evaded'
  return (
    <span
      data-status={status}
      className={css({
        display: 'inline-block',
        px: '2',
        py: '0.5',
        borderRadius: 'full',
        fontSize: 'xs',
        fontWeight: 'bold',
        border: '1px solid',
        borderColor: status === 'cancelled' ? 'error.text' : done ? 'primary' : 'border',
        color: status === 'cancelled' ? 'error.text' : 'fg.default',
        bg: 'bg.subtle',
        whiteSpace: 'nowrap',
      })}
    >
      {statusLabel(status)}
    </span>
  )
}
