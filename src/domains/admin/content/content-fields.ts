import { m } from '~/paraglide/messages.js'
import { day } from '../kit/format'
import type { Field, Filter, Option } from '../kit/resource'

// Fields and filters several content screens share.

export const statusOptions = (): Option[] => [
  { value: 'draft', label: m.cadm_status_draft() },
  { value: 'published', label: m.cadm_status_published() },
]
export const statusLabel = (s: string) => (s === 'draft' ? m.cadm_status_draft() : m.cadm_status_published())
export const statusFilter: Filter = {
  key: 'status',
  label: () => m.cadm_status(),
  type: 'select',
  options: statusOptions,
}
export const yesNo = (): Option[] => [
  { value: 'true', label: m.adm_yes() },
  { value: 'false', label: m.adm_no() },
]

export const titleField: Field = {
  name: 'title',
  label: () => m.cadm_title(),
  type: 'text',
  localized: true,
}
export const slugField: Field = {
  name: 'slug',
  label: () => m.cadm_slug(),
  type: 'text',
  localized: true,
  hint: () => m.cadm_slug_hint(),
}
export const bodyField: Field = {
  name: 'body',
  label: () => m.cadm_body(),
  type: 'markdown',
  localized: true,
  optional: true,
  hint: () => m.cadm_body_hint(),
}
export const statusField: Field = {
  name: 'status',
  label: () => m.cadm_status(),
  type: 'select',
  options: statusOptions,
}
export const publishedAtField: Field = {
  name: 'published_at',
  label: () => m.cadm_published_at(),
  type: 'date',
  optional: true,
  hint: () => m.cadm_published_at_hint(),
}
export const sortField: Field = {
  name: 'sort_order',
  label: () => m.cadm_sort_order(),
  type: 'number',
  optional: true,
}

/** "12/05/2026 – …" for a from/until pair. */
export const dateRange = (from: string | null | undefined, until: string | null | undefined) =>
  from || until ? `${from ? day(from) : '…'} – ${until ? day(until) : '…'}` : m.cadm_always()
