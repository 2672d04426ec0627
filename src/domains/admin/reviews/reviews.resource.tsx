import { m } from '~/paraglide/messages.js'
import { adminRequest, itemPath } from '../kit/data-provider'
import { dateTime } from '../kit/format'
import { defineResource, type Option } from '../kit/resource'
import { badgeStyle } from '../kit/styles'
import type { AdminReview } from './admin-reviews.contract'

// The reviews to check (decision 095): the kit's list (status, product and stars filters,
// publish and hide on the selection) and edit screen (status and the shop's public reply).

export const reviewStatusName = (s: AdminReview['status']) =>
  ({ pending: m.reviews_admin_pending(), published: m.reviews_admin_published(), hidden: m.reviews_admin_hidden() })[s]
const statusOptions = (): Option[] =>
  (['pending', 'published', 'hidden'] as const).map((v) => ({ value: v, label: reviewStatusName(v) }))
const starOptions = (): Option[] =>
  [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: m.reviews_stars_n({ count: n }) }))
const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`

const api = '/admin/reviews'
const moderate = (status: AdminReview['status']) => (id: string | number) =>
  adminRequest('PATCH', itemPath({ api }, id), { body: { status } })

export const reviewsResource = defineResource<AdminReview>({
  name: 'reviews',
  title: () => m.reviews_admin_menu(),
  newTitle: () => m.reviews_admin_menu(),
  label: (r) => `${m.reviews_admin_one()} «${r.title}»`,
  api,
  id: (r) => r.id,
  search: true,
  searchHint: () => m.reviews_admin_search_hint(),
  defaultSort: { key: 'created_at', dir: 'desc' },
  filters: [
    { key: 'status', label: () => m.reviews_admin_status(), type: 'select', options: statusOptions },
    {
      key: 'product',
      label: () => m.reviews_admin_product(),
      type: 'records',
      api: '/admin/products',
      valueKey: 'id',
      labelKey: 'name',
    },
    { key: 'rating', label: () => m.reviews_admin_rating(), type: 'select', options: starOptions },
  ],
  columns: [
    {
      key: 'created_at',
      label: () => m.reviews_admin_date(),
      sortable: true,
      cell: (r) => dateTime(r.created_at),
      csv: (r) => r.created_at,
      wide: true,
    },
    { key: 'product_name', label: () => m.reviews_admin_product() },
    {
      key: 'rating',
      label: () => m.reviews_admin_rating(),
      sortable: true,
      cell: (r) => <span aria-label={m.reviews_stars_alt({ rating: String(r.rating) })}>{stars(r.rating)}</span>,
      csv: (r) => r.rating,
    },
    { key: 'title', label: () => m.reviews_admin_title() },
    { key: 'customer_name', label: () => m.reviews_admin_customer(), wide: true },
    { key: 'order_number', label: () => m.reviews_admin_order(), wide: true },
    {
      key: 'status',
      label: () => m.reviews_admin_status(),
      sortable: true,
      cell: (r) => (
        <span className={badgeStyle} data-status={r.status}>
          {reviewStatusName(r.status)}
        </span>
      ),
      csv: (r) => r.status,
    },
  ],
  fields: [
    { name: 'product_name', label: () => m.reviews_admin_product(), type: 'text', readOnly: true },
    { name: 'customer_name', label: () => m.reviews_admin_customer(), type: 'text', readOnly: true },
    { name: 'order_number', label: () => m.reviews_admin_order(), type: 'text', readOnly: true },
    { name: 'rating', label: () => m.reviews_admin_rating(), type: 'number', readOnly: true },
    { name: 'locale', label: () => m.reviews_admin_language(), type: 'text', readOnly: true },
    { name: 'title', label: () => m.reviews_admin_title(), type: 'text', readOnly: true, wide: true },
    { name: 'text', label: () => m.reviews_admin_text(), type: 'textarea', readOnly: true, wide: true },
    { name: 'status', label: () => m.reviews_admin_status(), type: 'select', options: statusOptions },
    {
      name: 'reply',
      label: () => m.reviews_admin_reply(),
      type: 'textarea',
      optional: true,
      wide: true,
      hint: () => m.reviews_admin_reply_hint(),
    },
  ],
  can: { create: false, edit: true, remove: false },
  bulk: [
    { id: 'publish', label: () => m.reviews_admin_publish(), run: moderate('published') },
    { id: 'hide', label: () => m.reviews_admin_hide(), run: moderate('hidden') },
  ],
  csv: 'recensioni',
})
