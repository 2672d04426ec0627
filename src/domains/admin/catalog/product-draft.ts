import { locales, type Locale } from '~/lib/i18n/locales'
import { formatMoneyInput, parseMoney } from '../kit/form-values'
import type { AdminProduct } from './products.schemas'

// Between the product as the API reads it and the form's draft (euro as typed, texts per
// locale); back to the body of spec §7's `POST/PATCH /products`. Euro are turned into cents by
// the kit's parser: a value that does not parse is sent as typed and refused in place.

export type Names = Record<Locale, string>
export type Text = {
  name: string
  slug: string
  short_description: string
  description: string
  seo_title: string
  seo_description: string
}
export type VariantDraft = {
  id?: number
  sku: string
  name: Names
  base_price: string
  reseller_price: string
  other_price: string
  active: boolean
  images: string[]
}
export type GroupDraft = { id?: number; code: string; required: boolean; name: Names; variants: VariantDraft[] }
export type OptionDraft = {
  id?: number
  code: string
  name: Names
  package_price: string
  reseller_package_price: string
  other_package_price: string
}
export type ImageDraft = { url: string; alt: Names }
export type Draft = {
  sku: string
  category_id: string
  categories: number[]
  base_price: string
  reseller_price: string
  other_price: string
  weight_kg: string
  made_to_measure: boolean
  lead_time_days: string
  /** 'standard' = the shop's standard rate (cart_iva). */
  vat_rate: string
  active: boolean
  featured: boolean
  extras_combinable: boolean
  translations: Record<Locale, Text>
  groups: GroupDraft[]
  options: OptionDraft[]
  values: number[]
  images: ImageDraft[]
}

export const emptyNames = (): Names => Object.fromEntries(locales.map((l) => [l, ''])) as Names
const namesOf = (n: Record<string, string> | undefined): Names => ({ ...emptyNames(), ...n })
const emptyText = (): Text => ({
  name: '',
  slug: '',
  short_description: '',
  description: '',
  seo_title: '',
  seo_description: '',
})
const money = (c: number | undefined) => (c === undefined ? '' : formatMoneyInput(c))

export const newVariant = (): VariantDraft => ({
  sku: '',
  name: emptyNames(),
  base_price: '0.00',
  reseller_price: '0.00',
  other_price: '0.00',
  active: true,
  images: [],
})
export const newGroup = (): GroupDraft => ({ code: '', required: true, name: emptyNames(), variants: [newVariant()] })
export const newOption = (): OptionDraft => ({
  code: '',
  name: emptyNames(),
  package_price: '',
  reseller_package_price: '',
  other_package_price: '',
})

export function toDraft(p: AdminProduct | null): Draft {
  return {
    sku: p?.sku ?? '',
    category_id: p ? String(p.category_id) : '',
    categories: p?.categories.map((c) => c.id) ?? [],
    base_price: money(p?.base_price),
    reseller_price: money(p?.reseller_price),
    other_price: money(p?.other_price),
    weight_kg: p ? String(p.weight_grams / 1000) : '',
    made_to_measure: p?.made_to_measure ?? false,
    lead_time_days: p?.lead_time_days === null || p?.lead_time_days === undefined ? '' : String(p.lead_time_days),
    vat_rate: p?.vat_rate === null || p?.vat_rate === undefined ? 'standard' : String(p.vat_rate),
    active: p?.active ?? true,
    featured: p?.featured ?? false,
    extras_combinable: p?.extras_combinable ?? false,
    translations: Object.fromEntries(
      locales.map((l) => {
        const t = p?.translations[l]
        return [
          l,
          t
            ? {
                name: t.name,
                slug: t.slug,
                short_description: t.short_description ?? '',
                description: t.description ?? '',
                seo_title: t.seo_title ?? '',
                seo_description: t.seo_description ?? '',
              }
            : emptyText(),
        ]
      }),
    ) as Record<Locale, Text>,
    groups: (p?.variant_groups ?? []).map((g) => ({
      id: g.id,
      code: g.code,
      required: g.required,
      name: namesOf(g.name),
      variants: g.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        name: namesOf(v.name),
        base_price: money(v.base_price),
        reseller_price: money(v.reseller_price),
        other_price: money(v.other_price),
        active: v.active,
        images: v.images,
      })),
    })),
    options: (p?.extra_options ?? []).map((o) => ({
      id: o.id,
      code: o.code,
      name: namesOf(o.name),
      package_price: money(o.package_price),
      reseller_package_price: money(o.reseller_package_price),
      other_package_price: money(o.other_package_price),
    })),
    values: p?.attribute_values.map((v) => v.id) ?? [],
    images: (p?.images ?? []).map((i) => ({ url: i.url, alt: namesOf(i.alt) })),
  }
}

const cents = (s: string) => parseMoney(s) ?? s
/** Only the locales with text: a locale left empty has no translation (the shop falls back to Italian). */
const namesBody = (n: Names) =>
  Object.fromEntries(locales.filter((l) => l === 'it' || n[l].trim()).map((l) => [l, n[l].trim()]))
const blank = (s: string) => (s.trim() === '' ? null : s.trim())
const int = (s: string) => (s.trim() === '' ? null : Number.isFinite(Number(s)) ? Number(s) : s)

/** A price left empty for resellers or others is the base price. */
const tier = (base: string, other: string) => cents(other.trim() === '' ? base : other)

export function toBody(d: Draft) {
  const kg = Number(d.weight_kg.replace(',', '.') || 0)
  return {
    sku: d.sku.trim(),
    category_id: d.category_id === '' ? null : Number(d.category_id),
    categories: d.categories.map((id) => ({ id })),
    base_price: cents(d.base_price),
    reseller_price: tier(d.base_price, d.reseller_price),
    other_price: tier(d.base_price, d.other_price),
    weight_grams: Number.isFinite(kg) ? Math.round(kg * 1000) : d.weight_kg,
    made_to_measure: d.made_to_measure,
    lead_time_days: int(d.lead_time_days),
    vat_rate: d.vat_rate === 'standard' ? null : Number(d.vat_rate),
    active: d.active,
    featured: d.featured,
    extras_combinable: d.extras_combinable,
    translations: Object.fromEntries(
      locales
        .filter((l) => l === 'it' || d.translations[l].name.trim() || d.translations[l].slug.trim())
        .map((l) => {
          const t = d.translations[l]
          return [
            l,
            {
              name: t.name.trim(),
              slug: t.slug.trim(),
              short_description: blank(t.short_description),
              description: blank(t.description),
              seo_title: blank(t.seo_title),
              seo_description: blank(t.seo_description),
            },
          ]
        }),
    ),
    variant_groups: d.groups.map((g) => ({
      ...(g.id && { id: g.id }),
      code: g.code.trim(),
      required: g.required,
      name: namesBody(g.name),
      variants: g.variants.map((v) => ({
        ...(v.id && { id: v.id }),
        sku: v.sku.trim(),
        name: namesBody(v.name),
        base_price: cents(v.base_price),
        reseller_price: tier(v.base_price, v.reseller_price),
        other_price: tier(v.base_price, v.other_price),
        active: v.active,
        images: v.images,
      })),
    })),
    extra_options: d.options.map((o) => ({
      ...(o.id && { id: o.id }),
      code: o.code.trim(),
      name: namesBody(o.name),
      package_price: cents(o.package_price),
      reseller_package_price: tier(o.package_price, o.reseller_package_price),
      other_package_price: tier(o.package_price, o.other_package_price),
    })),
    attribute_values: d.values.map((id) => ({ id })),
    images: d.images.map((i) => ({
      url: i.url,
      alt: Object.fromEntries(locales.filter((l) => i.alt[l].trim()).map((l) => [l, i.alt[l].trim()])),
    })),
  }
}

/** An address from a name: lowercase, accents folded, words joined by dashes. */
export const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
