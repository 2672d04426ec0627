import { m } from '~/paraglide/messages.js'
import type { z } from 'zod'
import { day } from '../kit/format'
import { rowToForm } from '../kit/form-values'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import {
  bodyField,
  publishedAtField,
  slugField,
  statusField,
  statusFilter,
  statusLabel,
  titleField,
} from '../content/content-fields'
import type { adminBlogPosts } from './admin-blog.contract'

type Row = z.output<typeof adminBlogPosts.row>

const fields: Field[] = [
  statusField,
  publishedAtField,
  {
    name: 'image',
    label: () => m.cadm_image(),
    type: 'image',
    optional: true,
    wide: true,
  },
  titleField,
  slugField,
  {
    name: 'excerpt',
    label: () => m.cadm_excerpt(),
    type: 'text',
    localized: true,
    optional: true,
    wide: true,
  },
  bodyField,
]

export const blogResource = defineResource<Row>({
  name: 'blog',
  title: () => m.cadm_menu_blog(),
  newTitle: () => m.cadm_post_new(),
  label: (p) => p.title,
  api: '/admin/blog-posts',
  id: (p) => p.id,
  search: true,
  defaultSort: { key: 'published_at', dir: 'desc' },
  filters: [statusFilter],
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
      key: 'published_at',
      label: () => m.cadm_published_at(),
      sortable: true,
      cell: (p) => day(p.published_at),
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
  }),
  csv: 'blog',
})
