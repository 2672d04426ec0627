import { z } from 'zod'
import { addressInputSchema as bookAddressSchema } from '~/domains/accounts/accounts.schemas'
import { netAmountsSchema, quoteLineInputSchema, vatRateSchema } from '~/domains/cart/cart.schemas'
import { COUPON_CODE_MAX, MAX_QUOTE_LINES } from '~/domains/cart/cart.limits'
import { centsSchema } from '~/lib/api/common.schemas'

// Wire shapes of checkout and orders (issue 11; /work/helpers/CONTRACT-ORDERS.md). Client-safe:
// the checkout UI validates with these too. Shapes only: check digits (partita IVA, codice
// fiscale) and everything priced are decided on the server (billing.server.ts, placeOrder).

export const orderStatuses = [
  'pending',
  'paid',
  'confirmed_admin',
  'start_production',
  'end_production',
  'shipped',
  'delivered',
  'evaded',
  'cancelled',
] as const
export const orderStatusSchema = z.enum(orderStatuses)
export type OrderStatus = z.output<typeof orderStatusSchema>

export const paymentKindSchema = z.enum(['local', 'online', 'both'])

const id = z.number().int().positive().max(2_147_483_647)
const text = (max: number) => z.string().trim().max(max)
const optionalText = (max: number) => text(max).optional().nullable()

/** A delivery or billing address: the address book's shape (saved to it when asked). */
export const addressInputSchema = bookAddressSchema

/** Italian partita IVA (11 digits) — format here, check digit on the server. */
export const vatNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').replace(/^IT/i, ''))
  .pipe(z.string().regex(/^\d{11}$/, { error: 'validation_vat_number' }))
/** Codice fiscale: 16 characters (people) or 11 digits (companies) — check character on the server. */
export const taxCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^(?:[A-Z0-9]{16}|\d{11})$/, { error: 'validation_tax_code' }))
/** SDI recipient code: 7 characters; "0000000" for a private person (or with a PEC). */
export const sdiCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{7}$/, { error: 'validation_sdi_code' }))

export const billingInputSchema = z
  .discriminatedUnion('document', [
    z.strictObject({ document: z.literal('receipt') }),
    z.strictObject({
      document: z.literal('invoice'),
      /** Full name of the person, or of the company's contact when `company` is set. */
      name: text(120).min(1, { error: 'validation_required' }),
      company: optionalText(160),
      vat_number: vatNumberSchema.optional().nullable(),
      eu_vat_number: z.string().trim().max(20).optional().nullable().meta({
        description:
          'A business buyer of another EU member state (country prefix + number): required for an order at 0 % VAT (art. 41)',
      }),
      tax_code: taxCodeSchema.optional().nullable(),
      sdi_code: sdiCodeSchema.optional().nullable(),
      pec: z.email({ error: 'validation_email' }).max(254).optional().nullable(),
      address: addressInputSchema,
    }),
  ])
  .meta({
    id: 'BillingInput',
    description: 'Receipt (scontrino) or invoice; an invoice needs P.IVA and/or CF, and SDI code or PEC',
  })
export type BillingInput = z.input<typeof billingInputSchema>

export const deliveryInputSchema = z
  .union([
    z.strictObject({ type: z.literal('address'), address_id: id }),
    z.strictObject({ type: z.literal('address'), address: addressInputSchema, save: z.boolean().default(false) }),
    z.strictObject({ type: z.literal('pickup') }),
  ])
  .meta({
    id: 'DeliveryInput',
    description: 'A saved address, a new one (saved to the address book when `save`), or pickup at the shop',
  })
export type DeliveryInput = z.input<typeof deliveryInputSchema>

export const acknowledgementsInputSchema = z.strictObject({
  terms: z.literal(true, { error: 'validation_terms_required' }),
  /** Required when a line is made to measure (Codice del Consumo art. 59(c)). */
  made_to_measure: z.literal(true).optional(),
})

export const placeOrderBodySchema = z
  .strictObject({
    lines: z.array(quoteLineInputSchema).min(1, { error: 'validation_cart_empty' }).max(MAX_QUOTE_LINES),
    coupon_code: z.string().trim().max(COUPON_CODE_MAX).optional().nullable(),
    delivery: deliveryInputSchema,
    shipping_option_id: id.nullable(),
    billing: billingInputSchema,
    payment_method: z.string().trim().min(1).max(60),
    acknowledgements: acknowledgementsInputSchema,
    notes: optionalText(2000),
    customer_reference: optionalText(120),
    expected_total: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'The total (cents) the customer saw; another total answers 409 price_changed' }),
    vat_rate: vatRateSchema.optional().meta({ description: 'Honoured for administrators only (as in /cart/quote)' }),
  })
  .meta({ id: 'PlaceOrderInput' })
export type PlaceOrderInput = z.input<typeof placeOrderBodySchema>
export type PlaceOrderBody = z.output<typeof placeOrderBodySchema>

const isoDate = z.string().meta({ description: 'ISO 8601' })
const nameRef = z.object({ id: z.number().int(), name: z.string() })

export const estimatedDeliverySchema = z
  .object({ from: z.string().meta({ description: 'YYYY-MM-DD' }), to: z.string().meta({ description: 'YYYY-MM-DD' }) })
  .nullable()
  .meta({ id: 'EstimatedDelivery' })

export const orderAddressSchema = z.object({
  recipient: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  region: z.string().nullable().meta({ description: 'ISO 3166-2:IT region code' }),
  country: z.string(),
  phone: z.string().nullable(),
})
export type OrderAddress = z.output<typeof orderAddressSchema>

export const orderBillingSchema = z.union([
  z.object({ document: z.literal('receipt') }),
  z.object({
    document: z.literal('invoice'),
    name: z.string(),
    company: z.string().nullable(),
    vat_number: z.string().nullable(),
    eu_vat_number: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The buyer’s VAT number in another EU member state, with its prefix (0 % VAT, art. 41)' }),
    tax_code: z.string().nullable(),
    sdi_code: z.string().meta({ description: '"0000000" when a PEC or a private person, "XXXXXXX" abroad' }),
    pec: z.string().nullable(),
    address: orderAddressSchema,
  }),
])
export type OrderBilling = z.output<typeof orderBillingSchema>

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: centsSchema,
  line_total: centsSchema,
  regular_unit_price: centsSchema.nullable().meta({ description: 'Tier price before a promotion, when one applied' }),
  vat_rate: z.number().int(),
  made_to_measure: z.boolean(),
  weight_grams: z.number().int(),
  variants: z.array(
    nameRef.extend({
      group: z
        .string()
        .optional()
        .meta({ description: 'The group’s name as the customer read it (absent on orders placed before issue 39)' }),
    }),
  ),
  extra_option: z
    .object({ id: z.number().int(), name: z.string(), package_price: centsSchema })
    .nullable()
    .meta({ description: 'The first of `extra_options`, or null' }),
  extra_options: z
    .array(z.object({ id: z.number().int(), name: z.string(), package_price: centsSchema }))
    .meta({ description: 'Every extra option of the line (decision 109), as frozen at the order' }),
  choices: z.array(z.object({ step: z.string(), value: z.string() })),
  configuration: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  /** What to put back in the cart for "order again" (repriced then). */
  cart_line: z.object({
    slug: z.string(),
    variant_ids: z.array(z.number().int()),
    extra_option_id: z.number().int().nullable(),
    extra_option_ids: z
      .array(z.number().int())
      .optional()
      .meta({ description: 'Two or more extras (decision 109): the set; `extra_option_id` is its first' }),
    configuration: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
  }),
})
export type OrderLine = z.output<typeof orderLineSchema>

export const orderPaymentSchema = z.object({
  code: z.string(),
  kind: paymentKindSchema,
  name: z.string(),
  instructions: z.string().nullable(),
  iban: z.string().nullable().meta({ description: 'Bank transfer only' }),
  reference: z.string().nullable().meta({ description: 'Bank transfer: the payment reference (the order number)' }),
})

/** The customer's declaration on accepting an installation quote (decisions 099, 108), as stored with the order. */
export const orderInstallationSchema = z
  .object({
    use: z.enum(['maintenance', 'renovation', 'none']),
    deduction: z.enum(['none', 'renovation_bonus', 'ecobonus']),
    tax_code: z.string().nullable().meta({ description: 'The customer’s codice fiscale, given for a deduction' }),
    declared_at: isoDate,
    declared_by: z.object({ name: z.string(), email: z.string() }),
    text_version: z.string().meta({ description: 'The version of the declaration’s text the customer accepted' }),
    significant_value: centsSchema.meta({
      description: 'The value of the beni significativi (DM 29/12/1999), net of VAT, stated apart on the documents',
    }),
    rest_value: centsSchema.meta({ description: 'The rest of the job, net of VAT' }),
    shop_vat_number: z
      .string()
      .nullable()
      .meta({ description: 'The shop’s partita IVA when accepted: the bonifico parlante names it' }),
  })
  .meta({ id: 'OrderInstallation' })
export type OrderInstallation = z.output<typeof orderInstallationSchema>

export const customerActionSchema = z.enum(['cancel'])

export const orderSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ example: '2026-000042' }),
    status: orderStatusSchema,
    created_at: isoDate,
    locale: z.string(),
    customer: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string(), role: z.string() }),
    prices_include_vat: z.boolean().meta({ description: 'False for trade customers: show net amounts + IVA' }),
    lines: z.array(orderLineSchema),
    subtotal: centsSchema,
    discount_total: centsSchema,
    coupon_code: z.string().nullable(),
    shipping_total: centsSchema,
    payment_fee: centsSchema,
    total: centsSchema,
    vat_rate: z.number().int(),
    net_total: centsSchema,
    vat_total: centsSchema,
    vat_breakdown: z.array(
      z.object({ rate: z.number().int(), net: centsSchema, vat: centsSchema, gross: centsSchema }),
    ),
    net_amounts: netAmountsSchema,
    delivery: z.object({ type: z.enum(['address', 'pickup']), address: orderAddressSchema.nullable() }),
    shipping_option: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    payment_method: orderPaymentSchema,
    payment_status: z.enum(['unpaid', 'paid']),
    billing: orderBillingSchema,
    acknowledgements: z.object({
      terms_at: isoDate.nullable(),
      made_to_measure_at: isoDate.nullable(),
      made_to_measure_line_ids: z.array(z.number().int()),
    }),
    estimated_delivery: estimatedDeliverySchema,
    shipment: z.object({ carrier: z.string(), tracking: z.string() }).nullable(),
    installation: orderInstallationSchema.nullable().meta({
      description:
        'An accepted installation quote’s declaration (use of the building, deduction sought); null otherwise',
    }),
    customer_reference: z.string().nullable(),
    notes: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    dates: z.object({
      confirmed_at: isoDate.nullable(),
      production_started_at: isoDate.nullable(),
      production_ended_at: isoDate.nullable(),
      shipped_at: isoDate.nullable(),
      delivered_at: isoDate.nullable(),
      paid_at: isoDate.nullable(),
      cancelled_at: isoDate.nullable(),
    }),
    history: z.array(
      z.object({
        from: orderStatusSchema.nullable(),
        to: orderStatusSchema,
        at: isoDate,
        by: nameRef.nullable(),
        note: z.string().nullable(),
      }),
    ),
    allowed_customer_actions: z.array(customerActionSchema),
    // Summary fields, so an Order is also an OrderSummary (the account list and detail share rows).
    item_count: z.number().int(),
    placed_by: nameRef.nullable(),
    /** Deprecated: the account page before issue 11 reads these; use `delivery.address`, `lines[].choices`. */
    shipping_address: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'Order' })
export type Order = z.output<typeof orderSchema>

export const cancelOrderBodySchema = z
  .strictObject({ reason: optionalText(500) })
  .default({})
  .meta({ id: 'CancelOrderInput' })
