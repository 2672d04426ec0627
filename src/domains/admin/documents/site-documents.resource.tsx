import { locales } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle, mutedText } from '../kit/styles'
import { titleKey, type AdminSiteDocument } from './admin-documents.schemas'

const fields: Field[] = [
  ...locales.map(
    (l): Field => ({
      name: titleKey(l),
      label: () => m.fd_adm_title_in({ locale: l.toUpperCase() }),
      type: 'text',
      optional: l !== 'it',
      wide: l === 'it',
    }),
  ),
  { name: 'sort_order', label: () => m.fd_adm_position(), type: 'number' },
  { name: 'is_public', label: () => m.fd_adm_public(), type: 'checkbox' },
]

/** The site's downloadable documents (catalogue, measuring guide): titles per language, visibility and position. */
export const siteDocumentsResource = defineResource<AdminSiteDocument>({
  name: 'documents/site',
  title: () => m.fd_adm_tab_files(),
  newTitle: () => m.fd_adm_tab_files(),
  label: (d) => d.title,
  api: '/admin/documents',
  id: (d) => d.id,
  search: true,
  defaultSort: { key: 'sort_order', dir: 'asc' },
  filters: [
    {
      key: 'is_public',
      label: () => m.fd_adm_public(),
      type: 'select',
      options: () => [
        { value: 'true', label: m.adm_yes() },
        { value: 'false', label: m.adm_no() },
      ],
    },
  ],
  columns: [
    { key: 'title', label: () => m.fd_adm_title(), sortable: true, cell: (d) => <strong>{d.title}</strong> },
    { key: 'kind', label: () => m.fd_adm_category(), wide: true },
    {
      key: 'file',
      label: () => m.fd_adm_file(),
      wide: true,
      cell: (d) => <span className={mutedText}>{d.file?.path ?? '—'}</span>,
      csv: (d) => d.file?.path ?? '',
    },
    {
      key: 'is_public',
      label: () => m.fd_adm_public(),
      cell: (d) => <span className={badgeStyle}>{d.is_public ? m.adm_yes() : m.adm_no()}</span>,
    },
    { key: 'sort_order', label: () => m.fd_adm_position(), sortable: true, align: 'end' },
  ],
  fields,
  can: { create: false, edit: true, remove: false },
  csv: 'documenti-sito',
})
