import type { Locale } from '~/lib/i18n/locales'
import type { ConfiguratorModel } from '../configurator.schemas'
import type { AdminCatalogue, AdminModel } from './catalogue.schemas'

// A model of the catalogue being edited, in the shape the storefront's configurator and its
// rule book (rules.ts) take: the checker and the live preview run the shop's own code on it.
// List prices (tier base); the texts of `locale`, Italian when missing; active options only,
// as the shop shows them.

const say = (texts: Partial<Record<string, string>>, locale: Locale) => texts[locale] || texts.it || ''

export function draftModel(
  catalogue: Pick<AdminCatalogue, 'steps' | 'rules'>,
  model: AdminModel,
  locale: Locale,
): ConfiguratorModel {
  const photo = new Map(model.option_images.map((i) => [i.option_id, i.url]))
  return {
    id: model.id,
    code: model.code,
    name: say(model.names, locale),
    description: model.descriptions[locale] || model.descriptions.it || null,
    product: { id: model.product.id, slug: model.product.slug, name: model.product.name, image_url: null },
    collection: null,
    tier: 'base',
    pricing:
      model.pricing_mode === 'per_m2'
        ? { mode: 'per_m2', price_m2: model.price_m2.base, min_billable_area_mm2: model.min_billable_area_mm2 }
        : {
            mode: 'size_table',
            rows: model.size_rows.map((r) => ({
              max_width_mm: r.max_width_mm,
              max_height_mm: r.max_height_mm,
              price: r.prices.base,
            })),
          },
    size: {
      min_width_mm: model.min_width_mm,
      max_width_mm: model.max_width_mm,
      min_height_mm: model.min_height_mm,
      max_height_mm: model.max_height_mm,
      step_mm: model.step_mm,
      default_width_mm: model.default_width_mm,
      default_height_mm: model.default_height_mm,
    },
    preview_style: model.preview_style,
    from_price: 0,
    steps: catalogue.steps.map((s) => ({
      id: s.id,
      code: s.code,
      name: say(s.names, locale),
      kind: s.kind,
      required: s.required,
      options: s.options
        .filter((o) => o.active && o.id !== null)
        .map((o) => ({
          id: o.id!,
          code: o.code,
          name: say(o.names, locale),
          price: o.prices.base,
          percent: o.percent,
          swatch: o.swatch,
          image: photo.get(o.id!) ?? null,
          preview: o.preview,
          is_default: o.is_default,
        })),
    })),
    rules: catalogue.rules.map((r, i) => ({
      id: i + 1,
      kind: r.kind,
      option_id: r.option_id,
      target_option_id: r.target_option_id,
      model_id: r.model_id,
      reason: say(r.reasons, locale),
    })),
  }
}
