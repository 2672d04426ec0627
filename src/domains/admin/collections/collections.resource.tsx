import { locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { defineResource, type Field } from '../kit/resource'
import { badgeStyle } from '../kit/styles'

// Collections (issue 13): texts and address per locale, image from the media library, order,
// published. The configurator's models are grouped by collection on the collections page.

type AdminCollection = {
  id: number
  image: string | null
  sort_order: number
  published: boolean
  products: number
} & Record<string, string | number | boolean | null>

const languageName: Record<Locale, () => string> = {
  it: m.language_it,
  en: m.language_en,
  es: m.language_es,
  fr: m.language_fr,
  de: m.language_de,
  pt: m.language_pt,
}

const textFields: Field[] = locales.flatMap((l): Field[] => [
  {
    name: `name_${l}`,
    label: () => m.adm_col_name({ language: languageName[l]() }),
    type: 'text',
    optional: l !== 'it',
  },
  {
    name: `slug_${l}`,
    label: () => m.adm_col_slug({ language: languageName[l]() }),
    type: 'text',
    optional: l !== 'it',
    hint: l === 'it' ? m.adm_col_slug_hint : undefined,
  },
  {
    name: `description_${l}`,
    label: () => m.adm_col_description({ language: languageName[l]() }),
    type: 'textarea',
    optional: true,
  },
])

export const collectionsResource = defineResource<AdminCollection>({
  name: 'collections',
  title: () => m.adm_menu_collections(),
  newTitle: () => m.adm_col_new(),
  label: (c) => String(c.name_it ?? c.id),
  api: '/admin/collections',
  id: (c) => c.id,
  search: true,
  defaultSort: { key: 'sort_order', dir: 'asc' },
  can: { create: true, edit: true, remove: false },
  columns: [
    {
      key: 'name',
      label: () => m.adm_col_name({ language: m.language_it() }),
      cell: (c) => <strong>{String(c.name_it ?? '')}</strong>,
      csv: (c) => String(c.name_it ?? ''),
      sortable: true,
    },
    { key: 'slug_it', label: () => m.adm_col_slug({ language: m.language_it() }), wide: true },
    { key: 'products', label: () => m.adm_col_products(), align: 'end' },
    { key: 'sort_order', label: () => m.adm_col_order(), sortable: true, align: 'end', wide: true },
    {
      key: 'published',
      label: () => m.adm_col_published(),
      cell: (c) => <span className={badgeStyle}>{c.published ? m.adm_yes() : m.adm_no()}</span>,
    },
  ],
  fields: [
    ...textFields,
    { name: 'image', label: () => m.adm_col_image(), type: 'image', optional: true, wide: true },
    { name: 'sort_order', label: () => m.adm_col_order(), type: 'number' },
    { name: 'published', label: () => m.adm_col_published(), type: 'checkbox' },
  ],
  csv: 'collezioni',
})
