import { Link, useRouter } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { translatableKinds, type TranslatableKind } from '~/domains/translations/translatables'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { defineResource } from '../kit/resource'
import { badgeStyle, linkStyle, mutedText } from '../kit/styles'

// "Translations to do" (decision 025): every text that visitors of a locale still read in
// Italian, each linked to the screen where it is edited.

type Missing = { kind: TranslatableKind; id: number; locale: Locale; label: string }

const kindLabels: Record<TranslatableKind, () => string> = {
  category: m.adm_tr_kind_category,
  product: m.adm_tr_kind_product,
  variant_group: m.adm_tr_kind_variant_group,
  variant: m.adm_tr_kind_variant,
  extra_option: m.adm_tr_kind_extra_option,
  attribute: m.adm_tr_kind_attribute,
  attribute_value: m.adm_tr_kind_attribute_value,
  collection: m.adm_tr_kind_collection,
  configurator_model: m.adm_tr_kind_configurator_model,
  configurator_step: m.adm_tr_kind_configurator_step,
  configurator_option: m.adm_tr_kind_configurator_option,
  configurator_rule: m.adm_tr_kind_configurator_rule,
  page: m.adm_tr_kind_page,
  blog_post: m.adm_tr_kind_blog_post,
  faq_entry: m.adm_tr_kind_faq_entry,
  slide: m.adm_tr_kind_slide,
  promotion: m.adm_tr_kind_promotion,
  shipping_option: m.adm_tr_kind_shipping_option,
  payment_type: m.adm_tr_kind_payment_type,
  document: m.adm_tr_kind_document,
}

const localeLabels: Record<Exclude<Locale, 'it'>, () => string> = {
  en: m.language_en,
  es: m.language_es,
  fr: m.language_fr,
  de: m.language_de,
  pt: m.language_pt,
}

/**
 * Where each kind of text is edited: a route and its params. A screen another part of the back
 * office adds later (products, pages…) is linked as soon as its route exists.
 */
const editScreens: Partial<Record<TranslatableKind, (id: number) => { to: string; params?: Record<string, string> }>> =
  {
    product: (id) => ({ to: '/administration/products/$id', params: { id: String(id) } }),
    category: (id) => ({ to: '/administration/categories/$id', params: { id: String(id) } }),
    attribute: (id) => ({ to: '/administration/attributes/$id', params: { id: String(id) } }),
    collection: (id) => ({ to: '/administration/collections/$id', params: { id: String(id) } }),
    page: (id) => ({ to: '/administration/pages/$id', params: { id: String(id) } }),
    blog_post: (id) => ({ to: '/administration/blog/$id', params: { id: String(id) } }),
    faq_entry: (id) => ({ to: '/administration/faq/$id', params: { id: String(id) } }),
    slide: (id) => ({ to: '/administration/slideshow/$id', params: { id: String(id) } }),
    promotion: (id) => ({ to: '/administration/promotions/$id', params: { id: String(id) } }),
    shipping_option: (id) => ({ to: '/administration/shipping/$id', params: { id: String(id) } }),
    payment_type: (id) => ({ to: '/administration/payments/$id', params: { id: String(id) } }),
    configurator_model: () => ({ to: '/administration/configurator' }),
    configurator_step: () => ({ to: '/administration/configurator' }),
    configurator_option: () => ({ to: '/administration/configurator' }),
    configurator_rule: () => ({ to: '/administration/configurator' }),
  }

function EditLink({ row }: { row: Missing }) {
  const router = useRouter()
  const target = editScreens[row.kind]?.(row.id)
  if (!target || !(target.to in router.routesByPath)) return <span className={mutedText}>{m.adm_tr_no_screen()}</span>
  return (
    <Link to={target.to as '/administration'} params={target.params as never} className={linkStyle}>
      {m.adm_tr_edit()}
      <span className={css({ srOnly: true })}>: {row.label}</span>
    </Link>
  )
}

export const translationsResource = defineResource<Missing>({
  name: 'translations',
  title: () => m.adm_menu_translations(),
  newTitle: () => m.adm_menu_translations(),
  label: (r) => r.label,
  api: '/admin/translations/missing',
  id: (r) => `${r.kind}-${r.id}-${r.locale}`,
  can: { create: false, edit: false, remove: false },
  filters: [
    {
      key: 'missing_in',
      label: () => m.adm_tr_locale(),
      type: 'select',
      options: () => Object.entries(localeLabels).map(([value, label]) => ({ value, label: label() })),
    },
    {
      key: 'kind',
      label: () => m.adm_tr_kind(),
      type: 'select',
      options: () => translatableKinds.map((k) => ({ value: k, label: kindLabels[k]() })),
    },
  ],
  columns: [
    { key: 'label', label: () => m.adm_tr_text(), cell: (r) => <strong>{r.label}</strong> },
    { key: 'kind', label: () => m.adm_tr_kind(), cell: (r) => kindLabels[r.kind](), csv: (r) => r.kind },
    {
      key: 'locale',
      label: () => m.adm_tr_locale(),
      cell: (r) => (
        <span className={badgeStyle}>{localeLabels[r.locale as Exclude<Locale, 'it'>]?.() ?? r.locale}</span>
      ),
      csv: (r) => r.locale,
    },
    { key: 'edit', label: () => m.adm_tr_where(), cell: (r) => <EditLink row={r} />, csv: (r) => String(r.id) },
  ],
  csv: 'traduzioni-da-fare',
})
