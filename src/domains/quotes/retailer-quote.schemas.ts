import { z } from 'zod'
import { quoteLineInputSchema } from '~/domains/cart/cart.schemas'
import { emailSchema } from '~/domains/auth/auth.schemas'
import { placeOrderBodySchema } from '~/domains/orders/orders.schemas'

// A retailer's quotes to its own clients (decision 111). Client-safe. Two views of one quote:
// the retailer's (its cost next to the client's price) and the client's document, which is
// built from the client prices alone.

export const MAX_RETAILER_QUOTE_LINES = 50
export const MAX_MARKUP_PERCENT = 500
export const RETAILER_QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'ordered'] as const
export type RetailerQuoteStatus = (typeof RETAILER_QUOTE_STATUSES)[number]

const markup = z
  .number({ error: 'quote_retail_error_markup' })
  .int({ error: 'quote_retail_error_markup' })
  .min(0, { error: 'quote_retail_error_markup' })
  .max(MAX_MARKUP_PERCENT, { error: 'quote_retail_error_markup' })
const text = (max: number) => z.string().trim().max(max)
const required = (max: number) =>
  z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(max)

export const retailerQuoteLineBody = quoteLineInputSchema
  .extend({
    markup_percent: markup
      .nullable()
      .optional()
      .meta({ description: 'This line’s markup over the cost, whole percent; missing = the quote’s' }),
  })
  .meta({ id: 'RetailerQuoteLineInput' })

export const retailerQuoteBody = z
  .strictObject({
    client: z.strictObject({ name: required(120), email: emailSchema, address: text(500).nullable().optional() }),
    markup_percent: markup.default(0).meta({
      description: 'The markup over the retailer’s cost for every line without its own, whole percent (0–500)',
    }),
    note: text(2000).nullable().optional(),
    locale: z
      .enum(['it', 'en', 'es', 'fr', 'de', 'pt'])
      .optional()
      .meta({ description: 'The client’s language for the PDF and e-mail; missing = the request’s' }),
    lines: z.array(retailerQuoteLineBody).min(1, { error: 'quote_offer_error_no_lines' }).max(MAX_RETAILER_QUOTE_LINES),
  })
  .meta({ id: 'RetailerQuoteInput' })
export type RetailerQuoteBody = z.output<typeof retailerQuoteBody>

export const retailerQuoteLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  input: quoteLineInputSchema.partial().meta({ description: 'The cart line it was built from' }),
  description: z.string(),
  quantity: z.number().int(),
  cost_cents: z
    .number()
    .int()
    .meta({ description: 'The retailer’s unit cost: the shop’s price at its tier, VAT included (frozen once sent)' }),
  markup_percent: z.number().int().nullable(),
  client_unit_cents: z
    .number()
    .int()
    .meta({ description: 'The client’s unit price: the cost plus the markup, rounded half up to the cent' }),
  client_line_cents: z.number().int(),
  vat_rate: z.number().int(),
  made_to_measure: z.boolean(),
})

export const retailerQuoteSchema = z
  .object({
    id: z.number().int(),
    number: z
      .string()
      .nullable()
      .meta({ description: 'The retailer’s own series (R2026-0001), taken on the first send' }),
    status: z.enum(RETAILER_QUOTE_STATUSES),
    client: z.object({ name: z.string(), email: z.string(), address: z.string().nullable() }),
    locale: z.string(),
    markup_percent: z.number().int(),
    note: z.string().nullable(),
    lines: z.array(retailerQuoteLineSchema),
    cost_cents: z.number().int().meta({ description: 'Σ the retailer’s costs: what the order from the shop charges' }),
    client_cents: z.number().int().meta({ description: 'Σ the client’s prices' }),
    made_to_measure: z.boolean(),
    sent_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    order_id: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'RetailerQuote' })
export type RetailerQuote = z.output<typeof retailerQuoteSchema>

export const retailerQuoteDecisionBody = z
  .strictObject({ status: z.enum(['accepted', 'declined'], { error: 'validation_invalid_value' }) })
  .meta({ id: 'RetailerQuoteDecision' })

/** The checkout's own fields; the lines are the quote's (at the retailer's cost). */
export const retailerQuoteOrderBody = placeOrderBodySchema
  .omit({ lines: true, coupon_code: true, vat_rate: true, expected_total: true })
  .extend({
    expected_total: z.number().int().min(0).optional().meta({
      description:
        'The total (cents) the retailer saw, shipping and fees included; missing = the quote’s cost. Another total answers 409 price_changed',
    }),
  })
  .meta({ id: 'RetailerQuoteOrderInput' })

export const brandingBody = z
  .strictObject({
    business_name: required(120),
    vat_number: text(20).nullable().optional(),
    address: text(500).nullable().optional(),
    phone: text(40).nullable().optional(),
    email: emailSchema.nullable().optional(),
  })
  .meta({ id: 'RetailerBrandingInput' })

export const brandingSchema = z
  .object({
    business_name: z.string(),
    vat_number: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    has_logo: z.boolean(),
  })
  .meta({ id: 'RetailerBranding' })
export type Branding = z.output<typeof brandingSchema>
