import { statusLabel, type OrderStatus } from '~/domains/accounts/components/order-format'
import { lineDescription } from '~/domains/orders/line-description'
import { centsToDecimal } from '~/lib/format/money'
import { m } from '~/paraglide/messages.js'
import { defineResource } from '../kit/resource'
import type { AdminOrderRow } from './admin-orders.schemas'
import { orderColumns } from './order-columns'

const statuses: OrderStatus[] = [
  'pending',
  'paid',
  'confirmed_admin',
  'start_production',
  'end_production',
  'shipped',
  'delivered',
  'evaded',
  'cancelled',
]

export const ordersResource = defineResource<AdminOrderRow>({
  name: 'orders',
  title: () => m.adm_menu_orders(),
  newTitle: () => m.adm_menu_orders(),
  label: (o) => o.number,
  api: '/admin/orders',
  id: (o) => o.id,
  search: true,
  searchHint: () => m.adm_orders_search_hint(),
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [
    {
      key: 'status',
      label: () => m.adm_order_status(),
      type: 'select',
      options: () => statuses.map((s) => ({ value: s, label: statusLabel(s) })),
    },
    { key: 'from', label: () => m.adm_order_from(), type: 'date' },
    { key: 'to', label: () => m.adm_order_to(), type: 'date' },
    { key: 'customer', label: () => m.adm_order_customer(), type: 'text' },
    {
      key: 'payment_method',
      label: () => m.adm_order_payment(),
      type: 'records',
      api: '/admin/payment-methods',
      valueKey: 'code',
      labelKey: 'name',
    },
  ],
  columns: orderColumns,
  // Orders are created on a customer's behalf on their own screen (createb, spec §2).
  createPath: 'orders/createb',
  can: { create: true, edit: false, remove: false },
  csv: 'ordini',
  // One row per line, with what the customer chose: the file a workshop or an accountant
  // reads what was ordered from (issue 39: the same description as every other surface).
  csvParts: {
    query: { include: 'lines' },
    header: () => [
      m.adm_order_csv_sku(),
      m.adm_order_product(),
      m.adm_order_csv_details(),
      m.adm_order_qty(),
      m.adm_order_csv_unit(),
      m.adm_order_csv_line_total(),
      m.adm_order_csv_vat(),
      m.adm_order_csv_mtm(),
    ],
    rows: (o) =>
      (o.lines ?? []).map((l) => [
        l.sku,
        l.name,
        lineDescription(l),
        l.quantity,
        centsToDecimal(l.unit_price),
        centsToDecimal(l.line_total),
        l.vat_rate,
        l.made_to_measure ? m.adm_yes() : m.adm_no(),
      ]),
  },
})
