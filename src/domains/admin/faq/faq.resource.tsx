import { m } from '~/paraglide/messages.js'
import type { z } from 'zod'
import { rowToForm } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { sortField } from '../content/content-fields'
import type { adminFaq } from './admin-faq.contract'

type Row = z.output<typeof adminFaq.row>

const fields: Field[] = [
  {
    name: 'group_code',
    label: () => m.cadm_group(),
    type: 'text',
    hint: () => m.cadm_group_hint(),
  },
  sortField,
  { name: 'published', label: () => m.cadm_visible(), type: 'checkbox' },
  {
    name: 'title',
    label: () => m.cadm_question(),
    type: 'text',
    localized: true,
    wide: true,
  },
  {
    name: 'group_label',
    label: () => m.cadm_group_label(),
    type: 'text',
    localized: true,
  },
  {
    name: 'answer',
    label: () => m.cadm_answer(),
    type: 'textarea',
    localized: true,
  },
]

export const faqResource = defineResource<Row>({
  name: 'faq',
  title: () => m.cadm_menu_faq(),
  newTitle: () => m.cadm_faq_new(),
  label: (f) => f.title,
  api: '/admin/faq',
  id: (f) => f.id,
  search: true,
  defaultSort: { key: 'sort_order', dir: 'asc' },
  columns: [
    {
      key: 'title',
      label: () => m.cadm_question(),
      cell: (f) => <strong>{f.title}</strong>,
    },
    { key: 'group_code', label: () => m.cadm_group(), sortable: true },
    {
      key: 'published',
      label: () => m.cadm_visible(),
      cell: (f) => (f.published ? m.adm_yes() : m.adm_no()),
    },
    {
      key: 'sort_order',
      label: () => m.cadm_sort_order(),
      sortable: true,
      align: 'end',
      wide: true,
    },
  ],
  fields,
  toForm: (r) => ({
    ...rowToForm(fields, r as never),
    published: r?.published ?? true,
    sort_order: r ? String(r.sort_order) : '0',
  }),
  csv: 'faq',
})
