import { m } from '~/paraglide/messages.js'
import type { z } from 'zod'
import { money } from '../kit/format'
import { formatMoneyInput, formToBody, inputToValue, rowToForm } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { dateRange, yesNo } from '../content/content-fields'
import type { adminPromotions } from './admin-promotions.contract'

type Row = z.output<typeof adminPromotions.row>

const typeOptions = () => [
  { value: 'percentage', label: m.adm_coupon_percentage() },
  { value: 'fixed', label: m.adm_coupon_fixed() },
]
const valueText = (p: Row) => (p.discount_type === 'percentage' ? `${p.discount_value} %` : money(p.discount_value))

const fields: Field[] = [
  {
    name: 'discount_type',
    label: () => m.adm_coupon_type(),
    type: 'select',
    options: typeOptions,
  },
  {
    name: 'discount_value',
    label: () => m.adm_coupon_value(),
    type: 'text',
    hint: () => m.adm_coupon_value_hint(),
  },
  {
    name: 'starts_at',
    label: () => m.cadm_from(),
    type: 'date',
    optional: true,
  },
  {
    name: 'ends_at',
    label: () => m.cadm_until(),
    type: 'date',
    optional: true,
  },
  {
    name: 'product_ids',
    label: () => m.cadm_promo_products(),
    type: 'products',
    optional: true,
    hint: () => m.cadm_promo_products_hint(),
  },
  {
    name: 'category_id',
    label: () => m.cadm_promo_category(),
    type: 'category',
    optional: true,
    hint: () => m.cadm_promo_category_hint(),
  },
  { name: 'active', label: () => m.cadm_active(), type: 'checkbox' },
  {
    name: 'image',
    label: () => m.cadm_image(),
    type: 'image',
    optional: true,
    wide: true,
  },
  { name: 'title', label: () => m.cadm_name(), type: 'text', localized: true },
  {
    name: 'description',
    label: () => m.cadm_description(),
    type: 'textarea',
    localized: true,
    optional: true,
  },
]
const valueField = fields[1]!

// Percentage or amount (in euro, stored in cents), like the coupons; the pricing module applies it.
export const promotionsResource = defineResource<Row>({
  name: 'promotions',
  title: () => m.cadm_menu_promotions(),
  newTitle: () => m.cadm_promotion_new(),
  label: (p) => p.title,
  api: '/admin/promotions',
  id: (p) => p.id,
  search: true,
  defaultSort: { key: 'id', dir: 'desc' },
  filters: [
    {
      key: 'active',
      label: () => m.cadm_active(),
      type: 'select',
      options: yesNo,
    },
  ],
  columns: [
    {
      key: 'title',
      label: () => m.cadm_name(),
      cell: (p) => <strong>{p.title}</strong>,
    },
    {
      key: 'discount_value',
      label: () => m.adm_coupon_value(),
      align: 'end',
      cell: valueText,
      csv: valueText,
    },
    {
      key: 'starts_at',
      label: () => m.cadm_shown(),
      sortable: true,
      cell: (p) => dateRange(p.starts_at, p.ends_at),
    },
    {
      key: 'active',
      label: () => m.cadm_active(),
      cell: (p) => (p.active ? m.adm_yes() : m.adm_no()),
    },
  ],
  fields,
  toForm: (p) => ({
    ...rowToForm(fields, p as never),
    discount_type: p?.discount_type ?? 'percentage',
    discount_value: p
      ? p.discount_type === 'fixed'
        ? formatMoneyInput(p.discount_value)
        : String(p.discount_value)
      : '',
    active: p?.active ?? true,
  }),
  toBody: (v, mode) => ({
    ...formToBody(fields, v as never, mode),
    discount_value: inputToValue(
      { ...valueField, type: v.discount_type === 'fixed' ? 'money' : 'number' },
      v.discount_value as string,
    ),
  }),
  csv: 'promotions',
})
