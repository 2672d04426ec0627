import { centsToDecimal } from '~/lib/format/money'
import { m } from '~/paraglide/messages.js'
import { money } from '../kit/format'
import { defineResource } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { AdminPayment } from './admin-payments.schemas'

const kindOptions = () => [
  { value: 'local', label: m.adm_pay_local() },
  { value: 'online', label: m.adm_pay_online() },
  { value: 'both', label: m.adm_pay_both() },
]
export const kindLabel = (k: AdminPayment['kind']) => kindOptions().find((o) => o.value === k)!.label
export const keysText = (p: AdminPayment) =>
  p.keys_configured === null ? '—' : p.keys_configured ? m.adm_pay_keys_set() : m.adm_pay_keys_missing()

export const paymentsResource = defineResource<AdminPayment>({
  name: 'payments',
  title: () => m.adm_menu_payments(),
  newTitle: () => m.adm_menu_payments(),
  label: (p) => p.name,
  api: '/admin/payment-methods',
  id: (p) => p.id,
  defaultSort: { key: 'sort_order', dir: 'asc' },
  columns: [
    { key: 'name', label: () => m.adm_pay_name(), cell: (p) => <strong>{p.name}</strong> },
    { key: 'code', label: () => m.adm_pay_code(), sortable: true, wide: true },
    { key: 'kind', label: () => m.adm_pay_kind(), cell: (p) => kindLabel(p.kind), csv: (p) => p.kind },
    {
      key: 'fee',
      label: () => m.adm_pay_fee(),
      align: 'end',
      cell: (p) => money(p.fee),
      csv: (p) => centsToDecimal(p.fee),
    },
    { key: 'keys_configured', label: () => m.adm_pay_keys(), cell: keysText, csv: keysText, wide: true },
    {
      key: 'active',
      label: () => m.adm_pay_active(),
      cell: (p) => <span className={badgeStyle}>{p.active ? m.adm_yes() : m.adm_no()}</span>,
    },
  ],
  fields: [
    { name: 'name', label: () => m.adm_pay_name(), type: 'text' },
    { name: 'kind', label: () => m.adm_pay_kind(), type: 'select', options: kindOptions },
    { name: 'instructions', label: () => m.adm_pay_instructions(), type: 'textarea', optional: true },
    { name: 'fee', label: () => m.adm_pay_fee(), type: 'money' },
    { name: 'max_total', label: () => m.adm_pay_max_total(), type: 'money', optional: true },
    { name: 'iban', label: () => m.adm_pay_iban(), type: 'text', optional: true, hint: () => m.adm_pay_iban_hint() },
    { name: 'sort_order', label: () => m.adm_pay_sort(), type: 'number' },
    { name: 'allows_made_to_measure', label: () => m.adm_pay_mtm(), type: 'checkbox' },
    { name: 'active', label: () => m.adm_pay_active(), type: 'checkbox' },
  ],
  can: { create: false, edit: true, remove: false },
  csv: 'pagamenti',
})
