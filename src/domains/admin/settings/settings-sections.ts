import { bundledFonts } from '~/domains/settings/fonts'
import {
  footerTypes,
  headerTypes,
  metaLocales,
  REGIMI_FISCALI,
  shopLegalKeys,
  type MetaLocale,
  type ShopLegalKey,
} from '~/domains/settings/settings.schemas'
import { m } from '~/paraglide/messages.js'
import type { Field } from '../kit/resource'

// The settings screen as declarations: one section per group of spec §3's settings, each
// saved on its own (PATCH /admin/settings with that section's keys). The theme colours have
// their own form (theme-colors-form.tsx): a live preview and contrast warnings.

export type SettingsSection = { id: string; title: () => string; intro?: () => string; fields: Field[] }

const localeNames: Record<MetaLocale, () => string> = {
  en: m.language_en,
  es: m.language_es,
  fr: m.language_fr,
  de: m.language_de,
  pt: m.language_pt,
}

/** The label of each legal-data key (the keys themselves come from the settings schema). */
const legalLabels: Record<ShopLegalKey, () => string> = {
  company: m.adm_set_legal_company,
  address: m.adm_set_legal_address,
  vat_number: m.adm_set_legal_vat_number,
  tax_code: m.adm_set_legal_tax_code,
  phone: m.adm_set_legal_phone,
  street: m.adm_set_legal_street,
  zip: m.adm_set_legal_zip,
  city: m.adm_set_legal_city,
  province: m.adm_set_legal_province,
  country: m.adm_set_legal_country,
  rea_office: m.adm_set_legal_rea_office,
  rea_number: m.adm_set_legal_rea_number,
  pec: m.adm_set_legal_pec,
  regime_fiscale: m.adm_set_legal_regime,
}

const options = (values: readonly string[], label: (v: string) => string) => () =>
  values.map((value) => ({ value, label: label(value) }))

export const settingsSections: SettingsSection[] = [
  {
    id: 'site',
    title: m.adm_set_site,
    fields: [
      { name: 'site_name', label: m.adm_set_site_name, type: 'text' },
      { name: 'site_url', label: m.adm_set_site_url, type: 'text', optional: true, hint: m.adm_set_site_url_hint },
      { name: 'favicon', label: m.adm_set_favicon, type: 'image', optional: true, wide: true },
      { name: 'logo_header', label: m.adm_set_logo_header, type: 'image', optional: true, wide: true },
      { name: 'logo_footer', label: m.adm_set_logo_footer, type: 'image', optional: true, wide: true },
    ],
  },
  {
    id: 'seo',
    title: m.adm_set_seo,
    intro: m.adm_set_seo_intro,
    fields: [
      {
        name: 'meta_tags:description',
        label: () => m.adm_set_meta_description({ language: m.language_it() }),
        type: 'textarea',
        optional: true,
      },
      {
        name: 'meta_tags:keywords',
        label: () => m.adm_set_meta_keywords({ language: m.language_it() }),
        type: 'text',
        optional: true,
        wide: true,
      },
      ...metaLocales.flatMap((l): Field[] => [
        {
          name: `meta_tags_translations:${l}:description`,
          label: () => m.adm_set_meta_description({ language: localeNames[l]() }),
          type: 'textarea',
          optional: true,
        },
        {
          name: `meta_tags_translations:${l}:keywords`,
          label: () => m.adm_set_meta_keywords({ language: localeNames[l]() }),
          type: 'text',
          optional: true,
          wide: true,
        },
      ]),
    ],
  },
  {
    id: 'look',
    title: m.adm_set_look,
    fields: [
      {
        name: 'google_font',
        label: m.adm_set_font,
        type: 'select',
        options: () => bundledFonts.map((f) => ({ value: f.name, label: f.name })),
      },
      { name: 'background', label: m.adm_set_background, type: 'text', hint: m.adm_set_hex_hint },
      { name: 'background_image', label: m.adm_set_background_image, type: 'image', optional: true, wide: true },
      {
        name: 'header_type',
        label: m.adm_set_header_type,
        type: 'select',
        options: options(headerTypes, (v) =>
          v === 'centered' ? m.adm_set_header_centered() : m.adm_set_type_default(),
        ),
      },
      {
        name: 'footer_type',
        label: m.adm_set_footer_type,
        type: 'select',
        options: options(footerTypes, (v) => (v === 'simple' ? m.adm_set_footer_simple() : m.adm_set_type_default())),
      },
      { name: 'header_transparent', label: m.adm_set_header_transparent, type: 'checkbox' },
      { name: 'show_dark_mode', label: m.adm_set_dark_mode, type: 'checkbox' },
      { name: 'multilanguage', label: m.adm_set_multilanguage, type: 'checkbox' },
    ],
  },
  {
    id: 'footer',
    title: m.adm_set_footer,
    fields: [
      { name: 'footer_text_extra', label: m.adm_set_footer_text, type: 'textarea', optional: true },
      { name: 'footer_copyright', label: m.adm_set_footer_copyright, type: 'text', optional: true, wide: true },
      {
        name: 'footer_social',
        label: m.adm_set_footer_social,
        type: 'textarea',
        optional: true,
        hint: m.adm_set_footer_social_hint,
      },
      { name: 'footer_newsletter', label: m.adm_set_footer_newsletter, type: 'checkbox' },
    ],
  },
  {
    id: 'features',
    title: m.adm_set_features,
    intro: m.adm_set_features_intro,
    fields: [
      { name: 'enable_shop_page', label: m.adm_set_enable_shop, type: 'checkbox' },
      { name: 'enable_blog_page', label: m.adm_set_enable_blog, type: 'checkbox' },
      { name: 'enable_promo_page', label: m.adm_set_enable_promo, type: 'checkbox' },
      { name: 'auth_required_on_product_checkout', label: m.adm_set_auth_required, type: 'checkbox', wide: true },
    ],
  },
  {
    id: 'orders',
    title: m.adm_set_orders,
    fields: [
      {
        name: 'shop_email',
        label: m.adm_set_shop_email,
        type: 'email',
        optional: true,
        hint: m.adm_set_shop_email_hint,
      },
      {
        name: 'free_shipping_over',
        label: m.adm_ship_free_over,
        type: 'money',
        optional: true,
        hint: m.adm_ship_free_over_hint,
      },
      { name: 'shop_iban', label: m.adm_set_iban, type: 'text', optional: true },
      { name: 'shop_bank_holder', label: m.adm_set_bank_holder, type: 'text', optional: true },
      {
        name: 'cart_iva',
        label: m.adm_set_vat,
        type: 'select',
        options: () => ['22', '10', '4', '0'].map((v) => ({ value: v, label: `${v} %` })),
      },
      { name: 'pickup_enabled', label: m.adm_set_pickup, type: 'checkbox' },
      {
        name: 'payment_reminder_days',
        label: m.adm_set_reminder_days,
        type: 'number',
        hint: m.adm_set_reminder_days_hint,
      },
      { name: 'review_invitations', label: m.adm_set_review_invitations, type: 'checkbox' },
      {
        name: 'review_invitation_days',
        label: m.adm_set_review_invitation_days,
        type: 'number',
        hint: m.adm_set_review_invitation_days_hint,
      },
    ],
  },
  {
    id: 'legal',
    title: m.adm_set_legal,
    intro: m.adm_set_legal_intro,
    fields: shopLegalKeys.map(
      (k): Field =>
        k === 'regime_fiscale'
          ? {
              name: `shop_legal:${k}`,
              label: legalLabels[k],
              type: 'select',
              options: () => REGIMI_FISCALI.map((r) => ({ value: r, label: r })),
            }
          : {
              name: `shop_legal:${k}`,
              label: legalLabels[k],
              type: k === 'address' ? 'textarea' : 'text',
              optional: k !== 'country',
            },
    ),
  },
]
