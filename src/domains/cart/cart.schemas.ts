import { z } from 'zod'
import { centsSchema, slugSchema } from '~/lib/api/common.schemas'
import { COUPON_CODE_MAX, MAX_QUOTE_LINES } from './cart.limits'
import { MAX_QUANTITY, type VatRate } from './pricing'

// Wire shapes of the cart and coupon endpoints (client-safe). The client sends what was chosen,
// never a price: bodies are strict, so a forged `price` field is refused, not ignored.

export { COUPON_CODE_MAX, MAX_QUOTE_LINES }

export const vatRateSchema = z
  .union([z.literal(0), z.literal(4), z.literal(10), z.literal(22)])
  .meta({ description: 'VAT rate in percent: 0 (not taxable), 4, 10 or 22' }) satisfies z.ZodType<VatRate>

/** Any rate a document may carry (decision 042): the cart's four and a product's 5 %. */
export const documentVatRateSchema = z
  .union([z.literal(0), z.literal(4), z.literal(5), z.literal(10), z.literal(22)])
  .meta({ description: 'VAT rate in percent: 0 (not taxable), 4, 5, 10 or 22' }) satisfies z.ZodType<VatRate>

export const couponSchema = z
  .object({
    code: z.string(),
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z.number().int().meta({ description: 'Whole percent for `percentage`, euro cents for `fixed`' }),
  })
  .meta({ id: 'Coupon' })
export type Coupon = z.output<typeof couponSchema>

const codeRequired = 'validation_coupon_required'

export const couponValidateBodySchema = z
  .strictObject({
    code: z
      // Missing → "Inserisci un codice." (spec §5); a wrong type keeps the generic message.
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? codeRequired : undefined) })
      .trim()
      .min(1, { error: codeRequired })
      .max(COUPON_CODE_MAX)
      .meta({ description: 'The coupon code, any letter case', example: 'BENVENUTO10' }),
  })
  .meta({ id: 'CouponValidateInput' })

export const couponValidationSchema = z
  .discriminatedUnion('valid', [
    z.object({ valid: z.literal(true), coupon: couponSchema }),
    z.object({ valid: z.literal(false), coupon: z.null() }),
  ])
  .meta({ id: 'CouponValidation' })
export type CouponValidation = z.output<typeof couponValidationSchema>

const idInt = z.number().int().positive().max(2_147_483_647)

export const quoteLineInputSchema = z.strictObject({
  slug: slugSchema.meta({ description: 'Product slug, any locale' }),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  variant_ids: z
    .array(idInt)
    .max(20)
    .default([])
    .meta({ description: 'Chosen variants; ids not on the product are dropped' }),
  extra_option_id: idInt
    .nullable()
    .optional()
    .meta({ description: 'Chosen extra option (package), if any; with `extra_option_ids`, the union counts' }),
  extra_option_ids: z.array(idInt).max(20).optional().meta({
    description:
      'Chosen extra options as a set (decision 109), any order, each package price added. More than one only where the product’s `extras_combinable` is true; an id the product does not offer makes the line not valid (the order answers 422)',
  }),
  configuration: z
    .record(z.string().max(40), z.union([z.string().max(400), z.number(), z.boolean()]))
    .refine((c) => Object.keys(c).length <= 20, { error: 'validation_invalid_value' })
    .optional()
    .meta({
      description:
        'A configured door (decision 009): `{ model, width_mm, height_mm, options: "id,id,…" }`. The server validates it ' +
        'against the configurator’s rules and prices it; an invalid one makes the line `valid: false`.',
    }),
})

export const quoteBodySchema = z
  .strictObject({
    lines: z.array(quoteLineInputSchema).max(MAX_QUOTE_LINES),
    coupon_code: z
      .string()
      .trim()
      .max(COUPON_CODE_MAX)
      .optional()
      .meta({ description: 'Applied when valid now; ignored otherwise' }),
    vat_rate: vatRateSchema
      .optional()
      .meta({ description: 'Honoured for administrators only; others get the shop’s cart_iva' }),
    // Checkout (issue 11): where it goes and how it is paid decide shipping and fee.
    region: z
      .string()
      .trim()
      .max(40)
      .optional()
      .meta({ description: 'ISO 3166-2:IT region code of the delivery address (e.g. IT-34)' }),
    shipping_option_id: idInt
      .nullable()
      .optional()
      .meta({ description: 'The chosen shipping option; ignored when it does not fit' }),
    pickup: z.boolean().optional().meta({ description: 'Collect at the shop: no shipping (when the shop allows it)' }),
    payment_method: z
      .string()
      .trim()
      .max(60)
      .optional()
      .meta({ description: 'Payment method code; its fee enters the total' }),
  })
  .meta({ id: 'CartQuoteInput' })
export type QuoteInput = z.input<typeof quoteBodySchema>
export type QuoteLineInput = z.output<typeof quoteLineInputSchema>

export const quoteShippingOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    price: centsSchema.meta({ description: 'What this option adds to the total (0 when free)' }),
    free: z.boolean().meta({ description: 'Free because the goods reach free_shipping_over' }),
    pickup: z.boolean(),
    shipping_days: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'ShippingOptionQuote' })

export const quotePaymentMethodSchema = z
  .object({
    code: z.string(),
    kind: z.enum(['local', 'online', 'both']),
    name: z.string(),
    instructions: z.string().nullable(),
    fee: centsSchema,
  })
  .meta({ id: 'PaymentMethodQuote' })

export const quotedLineSchema = z.object({
  slug: z.string().meta({ description: 'As sent, to match the line' }),
  product_id: z.number().int().nullable(),
  sku: z.string().optional().meta({ description: 'The product’s code (absent for a line whose product is gone)' }),
  name: z.string().nullable(),
  product_slug: z.string().nullable().meta({ description: 'The product’s slug in the request locale' }),
  category_slug: z.string().nullable().meta({ description: 'Its category’s slug in the request locale' }),
  image_url: z.string().nullable(),
  unit_price: centsSchema,
  quantity: z.number().int(),
  line_total: centsSchema,
  variants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      group: z.string().optional().meta({ description: 'The variant group’s name (finish, opening side)' }),
    }),
  ),
  extra_option: z
    .object({ id: z.number().int(), name: z.string(), package_price: centsSchema })
    .nullable()
    .meta({ description: 'The first of `extra_options`, or null' }),
  extra_options: z
    .array(z.object({ id: z.number().int(), name: z.string(), package_price: centsSchema }))
    .optional()
    .meta({ description: 'Every chosen extra option, in the product’s order (decision 109)' }),
  regular_unit_price: centsSchema
    .nullable()
    .optional()
    .meta({ description: 'The tier price before a promotion, when one applies' }),
  made_to_measure: z
    .boolean()
    .optional()
    .meta({ description: 'A configured door or a made-to-measure product: excluded from withdrawal' }),
  weight_grams: z.number().int().optional().meta({ description: 'Packed weight of one unit' }),
  lead_time_days: z.number().int().optional().meta({ description: 'Working days to produce or prepare one unit' }),
  vat_rate: z
    .number()
    .int()
    .optional()
    .meta({ description: 'The line’s VAT rate in percent (the product’s, else the shop’s standard rate)' }),
  valid: z
    .boolean()
    .meta({ description: 'False when the product no longer exists, or its configuration is not valid: not counted' }),
  choices: z
    .array(z.object({ step: z.string(), value: z.string() }))
    .optional()
    .meta({ description: 'A configured door’s choices in words' }),
  problems: z.array(z.string()).optional().meta({
    description:
      'Why the line is not valid (a required choice left open, two in one group, a choice the product does not offer, a configuration the rules refuse), translated',
  }),
  problem_field: z.enum(['variant_ids', 'extra_option_id', 'extra_option_ids', 'configuration']).optional().meta({
    description: 'The line field the first problem is about: the order’s 422 names `lines.{i}.{problem_field}`',
  }),
})
export type QuotedLine = z.output<typeof quotedLineSchema>

/** The amounts net of VAT, as a trade customer reads them (decision 085). */
export const netAmountsSchema = z
  .object({
    lines: z
      .array(centsSchema)
      .meta({ description: 'Each line’s total net, in the order of `lines` (0 for an invalid line); Σ = subtotal' }),
    subtotal: centsSchema,
    discount: centsSchema,
    shipping: centsSchema,
    payment_fee: centsSchema,
    net: centsSchema.meta({ description: 'subtotal − discount + shipping + payment_fee, = net' }),
  })
  .meta({ id: 'NetAmounts', description: 'Net of VAT, to the cent: what trade customers are shown beside "+ IVA"' })

export const cartQuoteSchema = z
  .object({
    lines: z.array(quotedLineSchema),
    subtotal: centsSchema,
    discount: centsSchema,
    shipping: centsSchema,
    total: centsSchema,
    vat_rate: documentVatRateSchema.meta({
      description: 'The rate of lines without their own: the shop’s standard rate, or an administrator’s choice',
    }),
    net: centsSchema.meta({ description: 'Total without VAT' }),
    vat: centsSchema,
    vat_breakdown: z
      .array(z.object({ rate: z.number().int(), net: centsSchema, vat: centsSchema, gross: centsSchema }))
      .optional()
      .meta({
        description: 'VAT per rate present, highest first (decision 042): Σ gross = total, net + VAT = gross per rate',
      }),
    net_amounts: netAmountsSchema.optional(),
    coupon: couponSchema.nullable().meta({ description: 'The coupon applied, or null (none sent, or not valid now)' }),
    // Checkout (issue 11). Optional in the type so older callers and fixtures still read it.
    shipping_options: z
      .array(quoteShippingOptionSchema)
      .optional()
      .meta({ description: 'Options that fit the weight and region' }),
    shipping_option_id: z
      .number()
      .int()
      .nullable()
      .optional()
      .meta({ description: 'The option priced into `shipping`, or null' }),
    payment_methods: z.array(quotePaymentMethodSchema).optional(),
    payment_fee: centsSchema.optional(),
    weight_grams: z.number().int().optional().meta({ description: 'Total packed weight of the valid lines' }),
    made_to_measure: z
      .boolean()
      .optional()
      .meta({ description: 'Some line is made to measure: the acknowledgement is required' }),
    free_shipping_over: centsSchema
      .nullable()
      .optional()
      .meta({ description: 'Shipping is free from this total of the goods, or null' }),
    pickup_available: z.boolean().optional(),
    estimated_delivery: z.object({ from: z.string(), to: z.string() }).nullable().optional(),
  })
  .meta({ id: 'CartQuote' })
export type CartQuote = z.output<typeof cartQuoteSchema>
