import { m } from '~/paraglide/messages.js'
import type { z } from 'zod'
import { rowToForm } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { dateRange, sortField, yesNo } from '../content/content-fields'
import type { adminSlides } from './admin-slides.contract'

type Row = z.output<typeof adminSlides.row>

const fields: Field[] = [
  { name: 'image', label: () => m.cadm_image(), type: 'image', wide: true },
  { name: 'active', label: () => m.cadm_active(), type: 'checkbox' },
  sortField,
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
    name: 'link',
    label: () => m.cadm_link_default(),
    type: 'text',
    optional: true,
    wide: true,
    hint: () => m.cadm_link_hint(),
  },
  { name: 'title', label: () => m.cadm_title(), type: 'text', localized: true },
  {
    name: 'subtitle',
    label: () => m.cadm_slide_text(),
    type: 'text',
    localized: true,
    optional: true,
  },
  {
    name: 'button_label',
    label: () => m.cadm_button_label(),
    type: 'text',
    localized: true,
    optional: true,
  },
  {
    name: 'link',
    label: () => m.cadm_link(),
    type: 'text',
    localized: true,
    optional: true,
  },
  {
    name: 'image_alt',
    label: () => m.cadm_alt(),
    type: 'text',
    localized: true,
    optional: true,
    wide: true,
  },
]

// Spec §2 "slider" (its route /administration/slideshow): the home page slideshow. Image from the media library; title, text, button
// label and link per locale; order; active dates the storefront honours.
export const slidesResource = defineResource<Row>({
  name: 'slideshow',
  title: () => m.adm_menu_slider(),
  newTitle: () => m.cadm_slide_new(),
  label: (s) => s.title,
  api: '/admin/slides',
  id: (s) => s.id,
  search: true,
  defaultSort: { key: 'sort_order', dir: 'asc' },
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
      key: 'image',
      label: () => m.cadm_image(),
      cell: (s) => (
        <img src={s.image} alt="" width={80} height={45} style={{ objectFit: 'cover', width: 80, height: 45 }} />
      ),
      csv: (s) => s.image,
    },
    {
      key: 'title',
      label: () => m.cadm_title(),
      cell: (s) => <strong>{s.title}</strong>,
    },
    {
      key: 'active',
      label: () => m.cadm_active(),
      cell: (s) => (s.active ? m.adm_yes() : m.adm_no()),
    },
    {
      key: 'starts_at',
      label: () => m.cadm_shown(),
      cell: (s) => dateRange(s.starts_at, s.ends_at),
      wide: true,
    },
    {
      key: 'sort_order',
      label: () => m.cadm_sort_order(),
      sortable: true,
      align: 'end',
    },
  ],
  fields,
  toForm: (r) => ({
    ...rowToForm(fields, r as never),
    active: r?.active ?? true,
    sort_order: r ? String(r.sort_order) : '0',
  }),
  csv: 'slides',
})
