import { m } from '~/paraglide/messages.js'
import { day } from '../kit/format'
import { rowToForm } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import {
  bodyField,
  publishedAtField,
  slugField,
  sortField,
  statusField,
  statusFilter,
  statusLabel,
  titleField,
} from '../content/content-fields'
import type { AdminPageRow } from './admin-pages.types'

const fields: Field[] = [
  statusField,
  publishedAtField,
  { name: 'show_in_menu', label: () => m.cadm_in_menu(), type: 'checkbox' },
  { name: 'show_in_footer', label: () => m.cadm_in_footer(), type: 'checkbox' },
  {
    name: 'icon',
    label: () => m.cadm_icon(),
    type: 'text',
    optional: true,
    hint: () => m.cadm_icon_hint(),
  },
  sortField,
  titleField,
  slugField,
  {
    name: 'meta_description',
    label: () => m.cadm_meta_description(),
    type: 'text',
    localized: true,
    optional: true,
    wide: true,
  },
  bodyField,
]

// Spec §2 pages / §3 page: icon, menu and footer flags, texts and slugs per locale (Markdown).
export const pagesResource = defineResource<AdminPageRow>({
  name: 'pages',
  title: () => m.adm_menu_pages(),
  newTitle: () => m.cadm_page_new(),
  label: (p) => p.title,
  api: '/admin/pages',
  id: (p) => p.id,
  search: true,
  defaultSort: { key: 'sort_order', dir: 'asc' },
  filters: [
    statusFilter,
    {
      key: 'place',
      label: () => m.cadm_place(),
      type: 'select',
      options: () => [
        { value: 'menu', label: m.cadm_in_menu() },
        { value: 'footer', label: m.cadm_in_footer() },
      ],
    },
  ],
  columns: [
    {
      key: 'title',
      label: () => m.cadm_title(),
      cell: (p) => <strong>{p.title}</strong>,
    },
    {
      key: 'status',
      label: () => m.cadm_status(),
      cell: (p) => <span className={badgeStyle}>{statusLabel(p.status ?? 'published')}</span>,
      csv: (p) => p.status,
    },
    {
      key: 'show_in_menu',
      label: () => m.cadm_in_menu(),
      cell: (p) => (p.show_in_menu ? m.adm_yes() : m.adm_no()),
      wide: true,
    },
    {
      key: 'show_in_footer',
      label: () => m.cadm_in_footer(),
      cell: (p) => (p.show_in_footer ? m.adm_yes() : m.adm_no()),
    },
    {
      key: 'sort_order',
      label: () => m.cadm_sort_order(),
      sortable: true,
      align: 'end',
      wide: true,
    },
    {
      key: 'updated_at',
      label: () => m.cadm_updated_at(),
      sortable: true,
      cell: (p) => day(p.updated_at as string),
      wide: true,
    },
  ],
  fields,
  toForm: (r) => ({
    ...rowToForm(fields, r as never),
    status: r?.status ?? 'draft',
    sort_order: r ? String(r.sort_order) : '0',
  }),
  csv: 'pages',
})
