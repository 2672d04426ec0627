import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { collections, products } from './catalog'
import { cents, createdAt, id, locale, ts, updatedAt } from './columns'

// The door configurator (decision 009). A model is the door sold (its product is the cart
// line); steps and options form one shared catalogue of a door maker's choices; compatibility
// rules are rows, so the shop can change them without a release. Money in cents, sizes in mm.

export const configuratorPricingMode = pgEnum('configurator_pricing_mode', ['per_m2', 'size_table'])
export const configuratorStepKind = pgEnum('configurator_step_kind', ['single', 'multiple'])
export const configuratorRuleKind = pgEnum('configurator_rule_kind', ['requires', 'excludes', 'only_models'])

export const configuratorModels = pgTable(
  'configurator_models',
  {
    id: id(),
    code: varchar({ length: 60 }).notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    pricingMode: configuratorPricingMode('pricing_mode').notNull(),
    // per_m2: price of one square metre per tier, and the smallest area billed (mm²).
    basePriceM2: cents('base_price_m2'),
    resellerPriceM2: cents('reseller_price_m2'),
    otherPriceM2: cents('other_price_m2'),
    minBillableAreaMm2: integer('min_billable_area_mm2').notNull().default(0),
    minWidthMm: integer('min_width_mm').notNull(),
    maxWidthMm: integer('max_width_mm').notNull(),
    minHeightMm: integer('min_height_mm').notNull(),
    maxHeightMm: integer('max_height_mm').notNull(),
    stepMm: integer('step_mm').notNull().default(10),
    defaultWidthMm: integer('default_width_mm').notNull(),
    defaultHeightMm: integer('default_height_mm').notNull(),
    // How the preview draws the leaf: `flush`, `panels`, `glass` (a tall glass panel), `security`.
    previewStyle: varchar('preview_style', { length: 20 }).notNull().default('flush'),
    // A configured door's packed weight = base (frame, hardware, box) + leaf area × grams per m²
    // (shipping bands need it; decision 019). The model's product gives the lead time.
    baseWeightGrams: integer('base_weight_grams').notNull().default(0),
    weightGramsPerM2: integer('weight_grams_per_m2').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Since when the door's prices (its own and the shared options') are unchanged: a promotion
    // that began 30 days or more after it may show its regular price as the previous one
    // (Omnibus, decision 086). Set by the back office's saves when a price changes.
    pricesChangedAt: ts('prices_changed_at').notNull().defaultNow(),
  },
  (t) => [index('configurator_models_product_idx').on(t.productId)],
)

export const configuratorModelTranslations = pgTable(
  'configurator_model_translations',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => configuratorModels.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 160 }).notNull(),
    description: varchar({ length: 1000 }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.locale] })],
)

/** size_table pricing: the cheapest row whose max width and max height both hold the size. */
export const configuratorSizePrices = pgTable(
  'configurator_size_prices',
  {
    id: id(),
    modelId: integer('model_id')
      .notNull()
      .references(() => configuratorModels.id, { onDelete: 'cascade' }),
    maxWidthMm: integer('max_width_mm').notNull(),
    maxHeightMm: integer('max_height_mm').notNull(),
    basePrice: cents('base_price'),
    resellerPrice: cents('reseller_price'),
    otherPrice: cents('other_price'),
  },
  (t) => [uniqueIndex('configurator_size_prices_idx').on(t.modelId, t.maxWidthMm, t.maxHeightMm)],
)

export const configuratorSteps = pgTable('configurator_steps', {
  id: id(),
  // finish, glass, opening, frame, handle, accessories
  code: varchar({ length: 40 }).notNull().unique(),
  kind: configuratorStepKind().notNull().default('single'),
  required: boolean().notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const configuratorStepTranslations = pgTable(
  'configurator_step_translations',
  {
    stepId: integer('step_id')
      .notNull()
      .references(() => configuratorSteps.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 120 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.stepId, t.locale] })],
)

export const configuratorOptions = pgTable(
  'configurator_options',
  {
    id: id(),
    stepId: integer('step_id')
      .notNull()
      .references(() => configuratorSteps.id, { onDelete: 'cascade' }),
    code: varchar({ length: 60 }).notNull(),
    // Fixed surcharge per tier, in cents…
    basePrice: cents('base_price'),
    resellerPrice: cents('reseller_price'),
    otherPrice: cents('other_price'),
    // …and/or a whole percentage of the size price (RAL lacquer +20 %), rounded half up to the cent.
    percentSurcharge: integer('percent_surcharge').notNull().default(0),
    swatch: varchar({ length: 20 }),
    // What the preview draws for it, e.g. { hinge: 'left', swing: 'push' } or { glass: 'satin' }.
    preview: jsonb().$type<Record<string, string>>().notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('configurator_options_code_idx').on(t.stepId, t.code)],
)

// A model photographed in one of its choices (a finish): the options are shared by the models, the
// photos are not. A configured door's cart line, checkout and order show it as the thumbnail
// (issue 42 p6, migration 0036).
export const configuratorOptionImages = pgTable(
  'configurator_option_images',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => configuratorModels.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    url: varchar({ length: 500 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.optionId] })],
)

export const configuratorOptionTranslations = pgTable(
  'configurator_option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    locale: locale(),
    name: varchar({ length: 160 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.locale] })],
)

/**
 * Compatibility, one row per fact:
 * - requires: `option` needs `target_option` (several rows into one step: any one of them);
 * - excludes: `option` and `target_option` cannot go together;
 * - only_models: `option` exists only on `model` (several rows: any of those models).
 */
export const configuratorRules = pgTable(
  'configurator_rules',
  {
    id: id(),
    kind: configuratorRuleKind().notNull(),
    optionId: integer('option_id')
      .notNull()
      .references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    targetOptionId: integer('target_option_id').references(() => configuratorOptions.id, { onDelete: 'cascade' }),
    modelId: integer('model_id').references(() => configuratorModels.id, { onDelete: 'cascade' }),
  },
  (t) => [index('configurator_rules_option_idx').on(t.optionId)],
)

export const configuratorRuleTranslations = pgTable(
  'configurator_rule_translations',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => configuratorRules.id, { onDelete: 'cascade' }),
    locale: locale(),
    reason: varchar({ length: 300 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.locale] })],
)
