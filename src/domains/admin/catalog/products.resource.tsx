import { centsToDecimal } from '~/lib/format/money'
import { m } from '~/paraglide/messages.js'
import { adminRequest } from '../kit/data-provider'
import { money } from '../kit/format'
import { defineResource, type Option } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import { ProductForm } from './product-form'
import type { AdminProduct, AdminProductRow } from './products.schemas'

// Products in the back office: reads under /admin/products, writes through spec §7's generic
// routes (/products). The category filter's options come from the category tree.

const status = () => [
  { value: 'active', label: m.cat_status_active() },
  { value: 'inactive', label: m.cat_status_inactive() },
]

/** A percentage as typed ("-10", "+5", "7,5"), or the text itself so the API refuses it. */
const percent = (s: string | undefined) => {
  const n = Number(
    String(s ?? '')
      .replace(',', '.')
      .replace('%', '')
      .trim(),
  )
  return Number.isFinite(n) ? n : s
}

export const productsResource = (categories: () => Option[]) =>
  defineResource<AdminProductRow>({
    name: 'products',
    title: () => m.adm_menu_products(),
    newTitle: () => m.cat_product_new(),
    // A list row has `name`; the edit screen's record has the texts per locale.
    label: (p) => p.name ?? (p as unknown as AdminProduct).translations?.it?.name ?? p.sku,
    api: '/admin/products',
    writeApi: '/products',
    id: (p) => p.id,
    search: true,
    defaultSort: { key: 'updated_at', dir: 'desc' },
    filters: [
      { key: 'category', label: () => m.cat_category(), type: 'select', options: categories },
      { key: 'status', label: () => m.cat_status(), type: 'select', options: status },
    ],
    columns: [
      { key: 'name', label: () => m.cat_name(), sortable: true, cell: (p) => <strong>{p.name}</strong> },
      { key: 'sku', label: () => m.cat_sku(), sortable: true, wide: true },
      { key: 'category_name', label: () => m.cat_category(), wide: true },
      {
        key: 'base_price',
        label: () => m.cat_base_price(),
        sortable: true,
        align: 'end',
        cell: (p) => money(p.base_price),
        csv: (p) => centsToDecimal(p.base_price),
      },
      {
        key: 'active',
        label: () => m.cat_status(),
        cell: (p) => <span className={badgeStyle}>{p.active ? m.cat_status_active() : m.cat_status_inactive()}</span>,
      },
    ],
    form: ProductForm as never,
    bulk: [
      {
        id: 'activate',
        label: () => m.cat_activate(),
        run: (id) => adminRequest('PATCH', `/products/${id}`, { body: { active: true } }),
      },
      {
        id: 'deactivate',
        label: () => m.cat_deactivate(),
        run: (id) => adminRequest('PATCH', `/products/${id}`, { body: { active: false } }),
      },
      {
        id: 'reprice',
        label: () => m.cat_reprice(),
        input: { label: () => m.cat_reprice_percent() },
        confirm: (count) => m.cat_reprice_confirm({ count }),
        run: (id, input) =>
          adminRequest('POST', `/admin/products/${id}/reprice`, { body: { percent: percent(input) } }),
      },
    ],
    csv: 'products',
  })

export type { AdminProduct }
