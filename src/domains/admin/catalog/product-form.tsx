import { useRouterState } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { DEFAULT_VAT_RATE, PRODUCT_VAT_RATES } from '~/domains/cart/pricing'
import type { Shell } from '~/domains/settings/shell.functions'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { CheckInput, gridStyle, SelectInput, TextInput } from '../kit/controls'
import { CustomForm } from '../kit/custom-form'
import { useAdminQuery } from '../kit/data-provider'
import { FormSection } from '../kit/form-outline'
import { LocaleTabList } from '../kit/locale-tabs'
import type { CustomFormProps } from '../kit/resource'
import { linkStyle, mutedText } from '../kit/styles'
import type { AdminAttribute } from './attributes.schemas'
import type { AdminCategory } from './categories.schemas'
import { ProductImages } from './product-images'
import { slugify, toBody, toDraft, type Draft, type Text } from './product-draft'
import { ProductOptions, ProductVariants } from './product-variants'
import type { AdminProduct } from './products.schemas'

// The product form: texts per locale (tabs), SKU and categories, tier prices in euro (cents on
// the wire), shipping and production, variants, extra options, attribute values and images.

export const categoryLabel = (c: AdminCategory) => `${'— '.repeat(c.depth)}${c.name}`

/** The form's sections, in order, for its outline (the ids are the FormSections'). */
const outline = (withAttributes: boolean) => [
  { id: 'product-texts', title: m.cat_texts() },
  { id: 'product-general', title: m.cat_general() },
  { id: 'product-prices', title: m.cat_prices() },
  { id: 'product-shipping', title: m.cat_shipping_production() },
  { id: 'product-variants', title: m.cat_variants() },
  { id: 'product-options', title: m.cat_options() },
  ...(withAttributes ? [{ id: 'product-attributes', title: m.cat_attributes() }] : []),
  { id: 'product-images', title: m.cat_images() },
]

export function ProductForm({ row, mode, send, onCancel }: CustomFormProps<AdminProduct>) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(row))
  const [locale, setLocale] = useState<Locale>('it')
  const idBase = useId()
  const cats = useAdminQuery<{ data: AdminCategory[] }>(['/admin/categories'], '/admin/categories').data?.data ?? []
  const attrs = useAdminQuery<{ data: AdminAttribute[] }>(['/admin/attributes'], '/admin/attributes').data?.data ?? []
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }))
  const text = draft.translations[locale]
  const setText = (change: Partial<Text>) =>
    set({ translations: { ...draft.translations, [locale]: { ...text, ...change } } })
  const tag = ` (${locale.toUpperCase()})`
  // The shop's standard rate (settings cart_iva), as the page shell carries it.
  const standardVat =
    useRouterState({ select: (s) => (s.matches[0]?.loaderData as Shell | undefined)?.settings.cart_iva }) ??
    DEFAULT_VAT_RATE

  return (
    <CustomForm
      mode={mode}
      send={send}
      onCancel={onCancel}
      body={() => toBody(draft)}
      outline={outline(attrs.length > 0)}
    >
      {(errors) => (
        <>
          {row && (
            <p>
              <a href={row.preview_path} target="_blank" rel="noopener" className={linkStyle} data-preview>
                {m.cat_preview()}
              </a>
              {!row.active && <span className={mutedText}> — {m.cat_preview_inactive()}</span>}
            </p>
          )}
          <FormSection id="product-texts" title={m.cat_texts()}>
            <LocaleTabList
              value={locale}
              onChange={setLocale}
              idBase={idBase}
              state={(l) =>
                Object.keys(errors).some((k) => k.startsWith(`translations.${l}`))
                  ? 'error'
                  : draft.translations[l].name.trim()
                    ? 'ok'
                    : 'empty'
              }
            />
            <div
              role="tabpanel"
              id={`${idBase}-panel`}
              aria-labelledby={`${idBase}-tab-${locale}`}
              className={gridStyle}
            >
              <TextInput
                label={m.cat_name() + tag}
                name={`translations.${locale}.name`}
                errors={errors}
                value={text.name}
                optional={locale !== 'it'}
                onChange={(v) =>
                  setText({
                    name: v,
                    ...(mode === 'create' &&
                      (text.slug === '' || text.slug === slugify(text.name)) && { slug: slugify(v) }),
                  })
                }
              />
              <TextInput
                label={m.cat_slug() + tag}
                name={`translations.${locale}.slug`}
                errors={errors}
                value={text.slug}
                hint={m.cat_slug_hint()}
                optional={locale !== 'it'}
                onChange={(v) => setText({ slug: v })}
              />
              <TextInput
                label={m.cat_short_description() + tag}
                name={`translations.${locale}.short_description`}
                errors={errors}
                value={text.short_description}
                optional
                wide
                onChange={(v) => setText({ short_description: v })}
              />
              <TextInput
                label={m.cat_description() + tag}
                name={`translations.${locale}.description`}
                errors={errors}
                value={text.description}
                optional
                wide
                multiline
                onChange={(v) => setText({ description: v })}
              />
              <TextInput
                label={m.cat_seo_title() + tag}
                name={`translations.${locale}.seo_title`}
                errors={errors}
                value={text.seo_title}
                optional
                onChange={(v) => setText({ seo_title: v })}
              />
              <TextInput
                label={m.cat_seo_description() + tag}
                name={`translations.${locale}.seo_description`}
                errors={errors}
                value={text.seo_description}
                optional
                onChange={(v) => setText({ seo_description: v })}
              />
            </div>
          </FormSection>

          <FormSection id="product-general" title={m.cat_general()}>
            <div className={gridStyle}>
              <TextInput
                label={m.cat_sku()}
                name="sku"
                errors={errors}
                value={draft.sku}
                onChange={(v) => set({ sku: v })}
              />
              <SelectInput
                label={m.cat_main_category()}
                name="category_id"
                errors={errors}
                value={draft.category_id}
                options={cats.map((c) => ({ value: String(c.id), label: categoryLabel(c) }))}
                onChange={(v) => set({ category_id: v })}
              />
            </div>
            <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', columnGap: '4' })}>
              <legend className={css({ fontWeight: 'medium', fontSize: 'sm', mb: '1' })}>
                {m.cat_more_categories()}
              </legend>
              {cats
                .filter((c) => String(c.id) !== draft.category_id)
                .map((c) => (
                  <CheckInput
                    key={c.id}
                    name="categories"
                    label={categoryLabel(c)}
                    checked={draft.categories.includes(c.id)}
                    onChange={(on) =>
                      set({ categories: on ? [...draft.categories, c.id] : draft.categories.filter((x) => x !== c.id) })
                    }
                  />
                ))}
            </fieldset>
            <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
              <CheckInput
                name="active"
                label={m.cat_active()}
                checked={draft.active}
                onChange={(v) => set({ active: v })}
              />
              <CheckInput
                name="featured"
                label={m.cat_featured()}
                checked={draft.featured}
                onChange={(v) => set({ featured: v })}
              />
            </div>
          </FormSection>

          <FormSection id="product-prices" title={m.cat_prices()}>
            <p className={mutedText}>{m.cat_prices_hint()}</p>
            <div
              className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr 1fr' } })}
            >
              <TextInput
                label={m.cat_base_price()}
                name="base_price"
                errors={errors}
                value={draft.base_price}
                inputMode="decimal"
                onChange={(v) => set({ base_price: v })}
              />
              <TextInput
                label={m.cat_reseller_price()}
                name="reseller_price"
                errors={errors}
                value={draft.reseller_price}
                inputMode="decimal"
                optional
                onChange={(v) => set({ reseller_price: v })}
              />
              <TextInput
                label={m.cat_other_price()}
                name="other_price"
                errors={errors}
                value={draft.other_price}
                inputMode="decimal"
                optional
                onChange={(v) => set({ other_price: v })}
              />
            </div>
            <div className={gridStyle}>
              <SelectInput
                label={m.cat_vat_rate()}
                name="vat_rate"
                errors={errors}
                value={draft.vat_rate}
                hint={m.cat_vat_rate_hint()}
                options={[
                  { value: 'standard', label: m.cat_vat_rate_standard({ rate: String(standardVat) }) },
                  ...PRODUCT_VAT_RATES.map((r) => ({
                    value: String(r),
                    label: m.cat_vat_rate_option({ rate: String(r) }),
                  })),
                ]}
                onChange={(v) => set({ vat_rate: v })}
              />
            </div>
          </FormSection>

          <FormSection id="product-shipping" title={m.cat_shipping_production()}>
            <div className={gridStyle}>
              <TextInput
                label={m.cat_weight()}
                name="weight_grams"
                errors={errors}
                value={draft.weight_kg}
                inputMode="decimal"
                hint={m.cat_weight_hint()}
                onChange={(v) => set({ weight_kg: v })}
              />
              <TextInput
                label={m.cat_lead_time()}
                name="lead_time_days"
                errors={errors}
                value={draft.lead_time_days}
                inputMode="numeric"
                optional
                onChange={(v) => set({ lead_time_days: v })}
              />
            </div>
            <CheckInput
              name="made_to_measure"
              label={m.cat_made_to_measure()}
              checked={draft.made_to_measure}
              onChange={(v) => set({ made_to_measure: v })}
            />
          </FormSection>

          <ProductVariants
            groups={draft.groups}
            onChange={(groups) => set({ groups })}
            locale={locale}
            errors={errors}
          />
          <ProductOptions
            options={draft.options}
            onChange={(options) => set({ options })}
            combinable={draft.extras_combinable}
            onCombinable={(on) => set({ extras_combinable: on })}
            locale={locale}
            errors={errors}
          />

          {attrs.length > 0 && (
            <FormSection id="product-attributes" title={m.cat_attributes()}>
              {attrs.map((a) => (
                <fieldset key={a.id} className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '4' })}>
                  <legend className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{a.name}</legend>
                  {a.values.map((v) => (
                    <CheckInput
                      key={v.id}
                      name="attribute_values"
                      label={v.name[locale] || v.name.it || v.code}
                      checked={draft.values.includes(v.id)}
                      onChange={(on) =>
                        set({ values: on ? [...draft.values, v.id] : draft.values.filter((x) => x !== v.id) })
                      }
                    />
                  ))}
                </fieldset>
              ))}
            </FormSection>
          )}

          <ProductImages images={draft.images} onChange={(images) => set({ images })} locale={locale} errors={errors} />
        </>
      )}
    </CustomForm>
  )
}
