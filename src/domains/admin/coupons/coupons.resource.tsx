import { m } from '~/paraglide/messages.js'
import { adminRequest } from '../kit/data-provider'
import { day, int, money } from '../kit/format'
import { formatMoneyInput, inputToValue } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { AdminCoupon } from './admin-coupons.schemas'

const typeOptions = () => [
  { value: 'percentage', label: m.adm_coupon_percentage() },
  { value: 'fixed', label: m.adm_coupon_fixed() },
]
const valueText = (c: AdminCoupon) =>
  c.discount_type === 'percentage' ? `${c.discount_value} %` : money(c.discount_value)

const fields: Field[] = [
  { name: 'code', label: () => m.adm_coupon_code(), type: 'text' },
  { name: 'discount_type', label: () => m.adm_coupon_type(), type: 'select', options: typeOptions },
  { name: 'discount_value', label: () => m.adm_coupon_value(), type: 'text', hint: () => m.adm_coupon_value_hint() },
  { name: 'usage_limit', label: () => m.adm_coupon_limit(), type: 'number', optional: true },
  { name: 'starts_at', label: () => m.adm_coupon_starts(), type: 'date', optional: true },
  { name: 'ends_at', label: () => m.adm_coupon_ends(), type: 'date', optional: true },
  { name: 'used_count', label: () => m.adm_coupon_used(), type: 'number', readOnly: true, only: 'edit' },
  { name: 'active', label: () => m.adm_coupon_active(), type: 'checkbox' },
]
const byName = (n: string) => fields.find((f) => f.name === n)!

const couponStateLabel: Record<AdminCoupon['state'], () => string> = {
  active: () => m.adm_coupon_state_active(),
  scheduled: () => m.adm_coupon_state_scheduled(),
  expired: () => m.adm_coupon_state_expired(),
  used_up: () => m.adm_coupon_state_used_up(),
  inactive: () => m.adm_coupon_state_inactive(),
}

export const couponsResource = defineResource<AdminCoupon>({
  name: 'coupons',
  title: () => m.adm_menu_coupons(),
  newTitle: () => m.adm_coupon_new(),
  label: (c) => c.code,
  api: '/admin/coupons',
  id: (c) => c.id,
  search: true,
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [
    { key: 'discount_type', label: () => m.adm_coupon_type(), type: 'select', options: typeOptions },
    {
      key: 'active',
      label: () => m.adm_coupon_active(),
      type: 'select',
      options: () => [
        { value: 'true', label: m.adm_yes() },
        { value: 'false', label: m.adm_no() },
      ],
    },
  ],
  columns: [
    { key: 'code', label: () => m.adm_coupon_code(), sortable: true, cell: (c) => <strong>{c.code}</strong> },
    { key: 'discount_value', label: () => m.adm_coupon_value(), align: 'end', cell: valueText, csv: valueText },
    { key: 'starts_at', label: () => m.adm_coupon_starts(), cell: (c) => day(c.starts_at), wide: true },
    { key: 'ends_at', label: () => m.adm_coupon_ends(), sortable: true, cell: (c) => day(c.ends_at) },
    {
      key: 'used_count',
      label: () => m.adm_coupon_used(),
      sortable: true,
      align: 'end',
      cell: (c) => `${int(c.used_count)} / ${c.usage_limit === null ? m.adm_unlimited() : int(c.usage_limit)}`,
    },
    {
      key: 'active',
      label: () => m.adm_coupon_active(),
      cell: (c) => <span className={badgeStyle}>{c.active ? m.adm_yes() : m.adm_no()}</span>,
    },
    // Beside the switch, what it means today (issue 43: an ended coupon read "Attivo: Sì").
    {
      key: 'state',
      label: () => m.adm_coupon_state(),
      cell: (c) => (
        <span className={badgeStyle} data-state={c.state}>
          {couponStateLabel[c.state]()}
        </span>
      ),
      csv: (c) => couponStateLabel[c.state](),
    },
  ],
  fields,
  // The value is a percent or euros, by the type chosen.
  toForm: (c) => ({
    code: c?.code ?? '',
    discount_type: c?.discount_type ?? 'percentage',
    discount_value: c
      ? c.discount_type === 'fixed'
        ? formatMoneyInput(c.discount_value)
        : String(c.discount_value)
      : '',
    usage_limit: c?.usage_limit === null || c?.usage_limit === undefined ? '' : String(c.usage_limit),
    starts_at: c?.starts_at?.slice(0, 10) ?? '',
    ends_at: c?.ends_at?.slice(0, 10) ?? '',
    used_count: c ? String(c.used_count) : '0',
    active: c?.active ?? true,
  }),
  toBody: (v) => ({
    code: String(v.code).trim(),
    discount_type: v.discount_type,
    discount_value: inputToValue(
      { ...byName('discount_value'), type: v.discount_type === 'fixed' ? 'money' : 'number' },
      v.discount_value as string,
    ),
    usage_limit: inputToValue(byName('usage_limit'), v.usage_limit as string),
    starts_at: inputToValue(byName('starts_at'), v.starts_at as string),
    ends_at: inputToValue(byName('ends_at'), v.ends_at as string),
    active: Boolean(v.active),
  }),
  bulk: [
    {
      id: 'deactivate',
      label: () => m.adm_coupon_deactivate(),
      run: (id) => adminRequest('PATCH', `/admin/coupons/${id}`, { body: { active: false } }),
    },
  ],
  csv: 'coupon',
})
