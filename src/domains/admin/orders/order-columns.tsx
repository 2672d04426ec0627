import { centsToDecimal } from '~/lib/format/money'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { statusLabel } from '~/domains/accounts/components/order-format'
import { m } from '~/paraglide/messages.js'
import { adminTo } from '../kit/admin-page'
import { dateTime, int, money } from '../kit/format'
import type { Column } from '../kit/resource'
import { badgeStyle, linkStyle } from '../kit/styles'
import type { AdminOrderRow } from './admin-orders.schemas'

// An order number is read whole: on a phone it broke at its hyphen (2026-|000001).
const numberLink = cx(linkStyle, css({ whiteSpace: 'nowrap' }))

/** The order list's columns (the orders screen, a user's orders, a coupon's orders). */
export const orderColumns: Column<AdminOrderRow>[] = [
  {
    key: 'number',
    label: () => m.adm_order_number(),
    sortable: true,
    cell: (o) => (
      <Link to={adminTo(`orders/${o.id}`)} className={numberLink} data-order-link={o.number}>
        {o.number}
      </Link>
    ),
  },
  { key: 'created_at', label: () => m.adm_order_date(), sortable: true, cell: (o) => dateTime(o.created_at) },
  {
    key: 'customer',
    label: () => m.adm_order_customer(),
    cell: (o) =>
      o.customer ? (
        <Link to={adminTo(`users/${o.customer.id}`)} className={linkStyle}>
          {o.customer.name}
        </Link>
      ) : (
        '—'
      ),
    csv: (o) => o.customer?.email ?? '',
  },
  {
    key: 'status',
    label: () => m.adm_order_status(),
    sortable: true,
    cell: (o) => (
      <span className={badgeStyle} data-status={o.status}>
        {statusLabel(o.status)}
      </span>
    ),
    csv: (o) => o.status,
  },
  {
    key: 'payment_method',
    label: () => m.adm_order_payment(),
    wide: true,
    cell: (o) => o.payment_method_name ?? o.payment_method ?? '—',
    csv: (o) => o.payment_method_name ?? o.payment_method,
  },
  { key: 'item_count', label: () => m.adm_order_items(), align: 'end', wide: true, cell: (o) => int(o.item_count) },
  {
    key: 'total',
    label: () => m.adm_order_total(),
    sortable: true,
    align: 'end',
    cell: (o) => money(o.total),
    csv: (o) => centsToDecimal(o.total),
  },
]
