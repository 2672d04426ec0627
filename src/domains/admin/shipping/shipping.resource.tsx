import { centsToDecimal } from '~/lib/format/money'
import { regions } from '~/domains/shipping/regions'
import { m } from '~/paraglide/messages.js'
import { adminRequest } from '../kit/data-provider'
import { money } from '../kit/format'
import { defineResource } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { AdminShipping } from './admin-shipping.schemas'

const regionNames = (codes: string[]) =>
  codes.length === 0
    ? m.adm_ship_all_regions()
    : codes.map((c) => regions[c as keyof typeof regions]?.name ?? c).join(', ')
const weight = (s: AdminShipping) => `${s.min_weight_kg}–${s.max_weight_kg ?? '∞'} kg`

export const shippingResource = defineResource<AdminShipping>({
  name: 'shipping',
  title: () => m.adm_menu_shipping(),
  newTitle: () => m.adm_ship_new(),
  label: (s) => s.name,
  api: '/admin/shipping-options',
  id: (s) => s.id,
  search: true,
  defaultSort: { key: 'sort_order', dir: 'asc' },
  filters: [
    {
      key: 'active',
      label: () => m.adm_ship_active(),
      type: 'select',
      options: () => [
        { value: 'true', label: m.adm_yes() },
        { value: 'false', label: m.adm_no() },
      ],
    },
  ],
  columns: [
    { key: 'name', label: () => m.adm_ship_name(), cell: (s) => <strong>{s.name}</strong> },
    { key: 'code', label: () => m.adm_ship_code(), sortable: true, wide: true },
    { key: 'min_weight_kg', label: () => m.adm_ship_weight(), sortable: true, cell: weight, csv: weight },
    {
      key: 'regions',
      label: () => m.adm_ship_regions(),
      cell: (s) => regionNames(s.regions),
      csv: (s) => s.regions.join(' '),
      wide: true,
    },
    {
      key: 'price',
      label: () => m.adm_ship_price(),
      sortable: true,
      align: 'end',
      cell: (s) => money(s.price),
      csv: (s) => centsToDecimal(s.price),
    },
    {
      key: 'active',
      label: () => m.adm_ship_active(),
      cell: (s) => <span className={badgeStyle}>{s.active ? m.adm_yes() : m.adm_no()}</span>,
    },
  ],
  fields: [
    { name: 'name', label: () => m.adm_ship_name(), type: 'text' },
    { name: 'code', label: () => m.adm_ship_code(), type: 'text' },
    { name: 'description', label: () => m.adm_ship_description(), type: 'textarea', optional: true },
    { name: 'min_weight_kg', label: () => m.adm_ship_min(), type: 'number' },
    {
      name: 'max_weight_kg',
      label: () => m.adm_ship_max(),
      type: 'number',
      optional: true,
      hint: () => m.adm_ship_max_hint(),
    },
    {
      name: 'regions',
      label: () => m.adm_ship_regions(),
      type: 'list',
      optional: true,
      wide: true,
      hint: () => m.adm_ship_regions_hint(),
    },
    { name: 'price', label: () => m.adm_ship_price(), type: 'money' },
    { name: 'days_min', label: () => m.adm_ship_days_min(), type: 'number' },
    { name: 'days_max', label: () => m.adm_ship_days_max(), type: 'number' },
    { name: 'sort_order', label: () => m.adm_ship_sort(), type: 'number' },
    { name: 'pickup', label: () => m.adm_ship_pickup(), type: 'checkbox' },
    { name: 'active', label: () => m.adm_ship_active(), type: 'checkbox' },
  ],
  bulk: [
    {
      id: 'deactivate',
      label: () => m.adm_coupon_deactivate(),
      run: (id) => adminRequest('PATCH', `/admin/shipping-options/${id}`, { body: { active: false } }),
    },
    {
      id: 'activate',
      label: () => m.adm_user_bulk_enable(),
      run: (id) => adminRequest('PATCH', `/admin/shipping-options/${id}`, { body: { active: true } }),
    },
  ],
  csv: 'spedizioni',
})
