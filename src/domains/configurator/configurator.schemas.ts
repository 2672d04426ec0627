import { z } from 'zod'
import { centsSchema } from '~/lib/api/common.schemas'
import { promotionTermsSchema } from '~/domains/catalog/catalog.schemas'

// Wire shapes of the configurator endpoints (client-safe). A model comes priced for the
// caller's tier only (decision 003): other tiers' prices are never sent.

const idInt = z.number().int().positive().max(2_147_483_647)
const mm = z.number().int().min(1).max(10_000)

export const configuratorOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  price: centsSchema.meta({ description: 'Fixed surcharge in the caller’s tier' }),
  percent: z
    .number()
    .int()
    .meta({ description: 'Surcharge in whole percent of the size price (rounded half up to the cent)' }),
  swatch: z.string().nullable(),
  image: z.string().nullable().optional().meta({
    description: 'This model photographed in this choice (a finish), if there is a photo: the cart line’s thumbnail',
  }),
  preview: z
    .record(z.string(), z.string())
    .meta({ description: 'What the preview draws (hinge, swing, glass, colour…)' }),
  is_default: z.boolean(),
})
export type ConfiguratorOption = z.output<typeof configuratorOptionSchema>

export const configuratorStepSchema = z.object({
  id: z.number().int(),
  code: z.string().meta({ example: 'finish' }),
  name: z.string(),
  kind: z.enum(['single', 'multiple']),
  required: z.boolean(),
  options: z.array(configuratorOptionSchema),
})
export type ConfiguratorStep = z.output<typeof configuratorStepSchema>

export const configuratorRuleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['requires', 'excludes', 'only_models']),
  option_id: z.number().int(),
  target_option_id: z.number().int().nullable(),
  model_id: z.number().int().nullable(),
  reason: z.string().meta({ description: 'Why the option is not available, translated' }),
})

export const sizePricingSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('per_m2'), price_m2: centsSchema, min_billable_area_mm2: z.number().int() }),
  z.object({
    mode: z.literal('size_table'),
    rows: z.array(z.object({ max_width_mm: z.number().int(), max_height_mm: z.number().int(), price: centsSchema })),
  }),
])

export const configuratorModelSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), image_url: z.string().nullable() }),
    collection: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    tier: z.enum(['base', 'reseller', 'other']),
    pricing: sizePricingSchema,
    size: z.object({
      min_width_mm: z.number().int(),
      max_width_mm: z.number().int(),
      min_height_mm: z.number().int(),
      max_height_mm: z.number().int(),
      step_mm: z.number().int(),
      default_width_mm: z.number().int(),
      default_height_mm: z.number().int(),
    }),
    preview_style: z.string(),
    from_price: centsSchema.meta({ description: 'The default size with the default choices' }),
    steps: z.array(configuratorStepSchema),
    rules: z.array(configuratorRuleSchema),
    promotions: z.array(promotionTermsSchema).optional().meta({
      description:
        'Promotions running now on the door’s product: the page prices each choice with them at once; the server re-prices the cart and the order',
    }),
    prices_since: z.string().optional().meta({
      description:
        'Since when the door’s prices are unchanged (decision 086): a promotion begun 30 days or more later shows the regular price as the lowest of the 30 days before it',
    }),
  })
  .meta({ id: 'ConfiguratorModel' })
export type ConfiguratorModel = z.output<typeof configuratorModelSchema>

export const configuratorModelSummarySchema = configuratorModelSchema
  .pick({
    id: true,
    code: true,
    name: true,
    description: true,
    product: true,
    collection: true,
    from_price: true,
    preview_style: true,
  })
  .meta({ id: 'ConfiguratorModelSummary' })
export type ConfiguratorModelSummary = z.output<typeof configuratorModelSummarySchema>

export const configurationInputSchema = z.strictObject({
  model_id: idInt,
  width_mm: mm.meta({ description: 'Leaf width in mm, within the model’s limits and on its step' }),
  height_mm: mm.meta({ description: 'Leaf height in mm' }),
  option_ids: z.array(idInt).max(40).meta({ description: 'Every chosen option, any step' }),
  ral: z
    .string()
    .max(12)
    .optional()
    .meta({ description: 'RAL Classic code for an option chosen by RAL code (e.g. "9010")' }),
})
export type ConfigurationInput = z.output<typeof configurationInputSchema>

export const choiceSchema = z.object({ step: z.string(), value: z.string() })
export type Choice = z.output<typeof choiceSchema>

export const configuratorQuoteSchema = z
  .object({
    unit_price: centsSchema.meta({ description: 'What one door costs, promotion applied' }),
    regular_unit_price: centsSchema
      .nullable()
      .optional()
      .meta({ description: 'Before the running promotion, or null when none applies' }),
    lowest_30d_unit_price: centsSchema.nullable().optional().meta({
      description:
        'Omnibus (decision 086): the lowest price of the 30 days before the promotion, shown as the previous price; null when the shop cannot state it',
    }),
    promotion: promotionTermsSchema.nullable().optional(),
    size_price: centsSchema,
    billable_area_mm2: z.number().int().nullable().meta({ description: 'per_m2 models: the area billed' }),
    options: z.array(
      z.object({ option_id: z.number().int(), step: z.string(), name: z.string(), amount: centsSchema }),
    ),
    choices: z.array(choiceSchema).meta({ description: 'The configuration in words, for the cart' }),
    disabled: z
      .array(z.object({ option_id: z.number().int(), reason: z.string() }))
      .meta({ description: 'Options not available with these choices, and why' }),
    tier: z.enum(['base', 'reseller', 'other']),
  })
  .meta({ id: 'ConfiguratorQuote' })
export type ConfiguratorQuote = z.output<typeof configuratorQuoteSchema>

/**
 * A configured door as a cart line keeps it (the cart's flat `configuration`): model, size and
 * option ids joined by commas. Strict: anything else makes the line invalid.
 */
export const cartConfigurationSchema = z.strictObject({
  model: idInt,
  width_mm: mm,
  height_mm: mm,
  options: z
    .string()
    .max(400)
    .regex(/^(?:\d{1,10}(?:,\d{1,10})*)?$/),
  ral: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
})

export function configurationFromCart(raw: unknown): ConfigurationInput | null {
  const parsed = cartConfigurationSchema.safeParse(raw)
  if (!parsed.success) return null
  const ids = parsed.data.options === '' ? [] : parsed.data.options.split(',').map(Number)
  const input = configurationInputSchema.safeParse({
    model_id: parsed.data.model,
    width_mm: parsed.data.width_mm,
    height_mm: parsed.data.height_mm,
    option_ids: ids,
    ...(parsed.data.ral ? { ral: parsed.data.ral } : {}),
  })
  return input.success ? input.data : null
}
