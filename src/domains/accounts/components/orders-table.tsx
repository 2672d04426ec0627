import { Link } from '@tanstack/react-router'
import type { z } from 'zod'
import { css } from 'styled-system/css'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { orderSummarySchema } from '../accounts.schemas'
import { formatDay, statusLabel } from './order-format'

export type OrderSummary = z.output<typeof orderSummarySchema>

const cell = css({ textAlign: 'left', px: '3', py: '2', borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' })
const numeric = css({ textAlign: 'right', px: '3', py: '2', borderBottom: '1px solid', borderColor: 'border', whiteSpace: 'nowrap' })

/** A list of orders; a retailer also sees who placed each one. */
export function OrdersTable({ orders, locale, showPlacedBy, caption }: { orders: OrderSummary[]; locale: Locale; showPlacedBy: boolean; caption: string }) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead className={css({ bg: 'bg.subtle' })}>
          <tr>
            <th scope="col" className={cell}>{m.account_order_number()}</th>
            <th scope="col" className={cell}>{m.account_order_date()}</th>
            <th scope="col" className={cell}>{m.account_order_status()}</th>
            {showPlacedBy && <th scope="col" className={cell}>{m.account_order_placed_by()}</th>}
            <th scope="col" className={numeric}>{m.account_order_items()}</th>
            <th scope="col" className={numeric}>{m.account_order_total()}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <th scope="row" className={cell}>
                <Link to="/account/orders/$id" params={{ id: String(o.id) }} className={css({ color: 'link', fontWeight: 'bold' })}>
                  {o.number}
                </Link>
              </th>
              <td className={cell}>
                <time dateTime={o.created_at}>{formatDay(o.created_at, locale)}</time>
              </td>
              <td className={cell}>
                <StatusBadge status={o.status} />
              </td>
              {showPlacedBy && <td className={cell}>{o.placed_by?.name ?? '—'}</td>}
              <td className={numeric}>{o.item_count}</td>
              <td className={numeric}>{formatCents(o.total, locale)}</td>
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
