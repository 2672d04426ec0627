import { z } from 'zod'
import { imageUrlSchema } from '~/lib/api/common.schemas'
import { locales } from '~/lib/i18n/locales'

// The configurator's catalogue as the back office edits it (client-safe): every tier's price
// in cents, texts per locale (Italian required, the others optional: a missing one is a
// "translation to do"), the compatibility rules as rows. One shape for the API and the form.

const int = z.number().int()
const cents = int.min(0).max(100_000_000)
const mm = int.min(1).max(10_000)
const idInt = int.positive().max(2_147_483_647)
const text = (max: number) => z.string().trim().min(1).max(max)

/** A text per locale: Italian required. */
const texts = (max: number) =>
  z.strictObject({
    it: text(max),
    en: text(max).optional(),
    es: text(max).optional(),
    fr: text(max).optional(),
    de: text(max).optional(),
    pt: text(max).optional(),
  })

export const tierPricesSchema = z.strictObject({ base: cents, reseller: cents, other: cents })

export const adminOptionSchema = z.strictObject({
  /** null: a new option. */
  id: idInt.nullable(),
  code: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/),
  names: texts(160),
  prices: tierPricesSchema,
  percent: int.min(0).max(500),
  swatch: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable(),
  preview: z.record(z.string().max(20), z.string().max(40)),
  is_default: z.boolean(),
  active: z.boolean(),
})
export type AdminOption = z.output<typeof adminOptionSchema>

export const adminStepSchema = z.strictObject({
  id: idInt,
  code: z.string(),
  names: texts(120),
  kind: z.enum(['single', 'multiple']),
  required: z.boolean(),
  options: z.array(adminOptionSchema).max(60),
})
export type AdminStep = z.output<typeof adminStepSchema>

export const adminRuleSchema = z.strictObject({
  kind: z.enum(['requires', 'excludes', 'only_models']),
  option_id: idInt,
  target_option_id: idInt.nullable(),
  model_id: idInt.nullable(),
  reasons: texts(300),
})
export type AdminRule = z.output<typeof adminRuleSchema>

/** This model photographed in one of its finishes (issue 42 p6): the storefront's and the cart line's picture of that choice. */
const optionImageSchema = z.strictObject({ option_id: idInt, url: imageUrlSchema })
const optionImagesSchema = z.array(optionImageSchema).max(60).meta({
  description:
    'The photo of this model in each finish that has one. Sent: replaces them all (a finish left out has no photo); omitted: left as they are.',
})

const sizeRowSchema = z.strictObject({ max_width_mm: mm, max_height_mm: mm, prices: tierPricesSchema })

export const adminModelInputSchema = z.strictObject({
  names: texts(160),
  descriptions: z.partialRecord(z.enum(locales), z.string().trim().max(1000)),
  collection_id: idInt.nullable(),
  pricing_mode: z.enum(['per_m2', 'size_table']),
  price_m2: tierPricesSchema,
  min_billable_area_mm2: int.min(0).max(20_000_000),
  size_rows: z.array(sizeRowSchema).max(60),
  min_width_mm: mm,
  max_width_mm: mm,
  min_height_mm: mm,
  max_height_mm: mm,
  step_mm: int.min(1).max(500),
  default_width_mm: mm,
  default_height_mm: mm,
  preview_style: z.enum(['flush', 'lines', 'glass', 'security']),
  active: z.boolean(),
  option_images: optionImagesSchema.optional(),
})
export type AdminModelInput = z.output<typeof adminModelInputSchema>

export const adminModelSchema = adminModelInputSchema.extend({
  option_images: optionImagesSchema,
  id: idInt,
  code: z.string(),
  product: z.object({ id: idInt, name: z.string(), slug: z.string() }),
})
export type AdminModel = z.output<typeof adminModelSchema>

export const adminCatalogueSchema = z
  .object({
    models: z.array(adminModelSchema),
    steps: z.array(adminStepSchema),
    rules: z.array(adminRuleSchema),
    collections: z.array(z.object({ id: idInt, name: z.string() })),
  })
  .meta({ id: 'AdminConfiguratorCatalogue' })
export type AdminCatalogue = z.output<typeof adminCatalogueSchema>

export const optionsInputSchema = z.strictObject({ steps: z.array(adminStepSchema).max(20) })
export const rulesInputSchema = z.strictObject({ rules: z.array(adminRuleSchema).max(500) })
