import { z } from 'zod'
import { documentVatRateSchema, quoteLineInputSchema } from '~/domains/cart/cart.schemas'
import { acknowledgementsInputSchema } from '~/domains/orders/orders.schemas'
import { quoteStatusSchema } from './quotes.schemas'

// The shop's quote for a request (decision 106): what the back office sends to build it, and
// what the API answers to the shop and to the customer's link. Client-safe.

export const MAX_OFFER_LINES = 50
export const QUOTE_MESSAGE_MAX = 2000
/** The line's kind for the 10 % split on a home (decision 099); missing: derived (products significant, free lines services). */
const vatKind = z.enum(['significant', 'good', 'service']).nullable().optional().meta({
  description:
    'For the 10 % split on a home (decision 099): a bene significativo (door, window), another good, or a service; missing = derived',
})
const description = z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(300)

/**
 * A catalogue product or a configured door (a `configuration` of the configurator's model) is
 * named as a cart line and priced by the checkout's own path, at today's price; a free line
 * (work, installation, disposal) and a discount carry the shop's amount.
 */
export const quoteLineBody = z
  .discriminatedUnion('kind', [
    quoteLineInputSchema.extend({ kind: z.literal('product'), vat_kind: vatKind }),
    z.strictObject({
      kind: z.literal('free'),
      description,
      quantity: z.number().int().min(1).max(999),
      unit_cents: z
        .number({ error: 'validation_quote_amount' })
        .int({ error: 'validation_quote_amount' })
        .min(0, { error: 'validation_quote_amount' })
        .max(100_000_000),
      vat_rate: documentVatRateSchema,
      vat_kind: vatKind,
    }),
    z.strictObject({
      kind: z.literal('discount'),
      description,
      unit_cents: z
        .number({ error: 'validation_quote_amount' })
        .int({ error: 'validation_quote_amount' })
        .min(1, { error: 'validation_quote_amount' })
        .max(100_000_000),
    }),
  ])
  .meta({ id: 'QuoteLineInput' })

export const saveQuoteBody = z
  .strictObject({
    lines: z.array(quoteLineBody).min(1, { error: 'quote_offer_error_no_lines' }).max(MAX_OFFER_LINES),
    expires_on: z.iso
      .date({ error: 'validation_quote_expiry' })
      .meta({ description: 'The last day the quote can be accepted (Rome), YYYY-MM-DD' }),
    note: z.string().trim().max(2000).nullable().optional(),
  })
  .meta({ id: 'QuoteInput' })
export type SaveQuoteBody = z.output<typeof saveQuoteBody>

export const quoteOfferLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'configured', 'free', 'discount']),
  product_id: z.number().int().nullable(),
  input: quoteLineInputSchema
    .partial()
    .meta({ description: 'What a product line was built from (its cart line); empty for free lines and discounts' }),
  sku: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_cents: z.number().int().meta({ description: 'VAT included; a discount’s is the amount taken off' }),
  line_cents: z.number().int(),
  vat_rate: z.number().int(),
  vat_kind: z
    .enum(['significant', 'good', 'service'])
    .meta({ description: 'The kind the 10 % split on a home reads (decision 099): the shop’s choice or derived' }),
  vat_kind_chosen: z.boolean().meta({ description: 'Whether the shop chose the kind (else derived from the line)' }),
  made_to_measure: z.boolean(),
})
export type QuoteOfferLine = z.output<typeof quoteOfferLineSchema>

export const quoteOfferSchema = z
  .object({
    id: z.number().int(),
    request_id: z.number().int(),
    request_number: z.string(),
    status: quoteStatusSchema.meta({ description: 'The request’s status' }),
    number: z.string().nullable().meta({ description: 'Gapless per year, e.g. Q2026-0001; null until first sent' }),
    customer_name: z.string(),
    expires_on: z.string(),
    expired: z.boolean().meta({ description: 'Past its expiry day (Rome): it can no longer be accepted' }),
    note: z.string().nullable(),
    lines: z.array(quoteOfferLineSchema),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    total_cents: z.number().int().meta({ description: 'VAT included: the lines less the discounts' }),
    vat_breakdown: z.array(
      z.object({ rate: z.number().int(), net: z.number().int(), vat: z.number().int(), gross: z.number().int() }),
    ),
    made_to_measure: z.boolean(),
    sent_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    order_id: z.number().int().nullable(),
    order_number: z.string().nullable(),
    messages: z.array(z.object({ at: z.string(), text: z.string() })),
  })
  .meta({ id: 'Quote' })
export type QuoteOffer = z.output<typeof quoteOfferSchema>

export const quoteChangeBody = z
  .strictObject({
    message: z
      .string({ error: 'validation_required' })
      .trim()
      .min(1, { error: 'validation_required' })
      .max(QUOTE_MESSAGE_MAX),
  })
  .meta({ id: 'QuoteChangeRequest' })

/** What the building is used for and the work done (decision 099): it decides the VAT of the job. */
export const INSTALLATION_USES = ['maintenance', 'renovation', 'none'] as const
/** The tax deduction the customer seeks (decision 108): the documents then carry its wording. */
export const DEDUCTIONS = ['none', 'renovation_bonus', 'ecobonus'] as const
export type InstallationUse = (typeof INSTALLATION_USES)[number]
export type Deduction = (typeof DEDUCTIONS)[number]

export const installationInputSchema = z
  .strictObject({
    use: z.enum(INSTALLATION_USES, { error: 'validation_invalid_value' }).meta({
      description:
        'Installation on a building used mainly as a private home: `maintenance` (ordinary/extraordinary, 10 % with the limit on the beni significativi), ' +
        '`renovation` (restoration/renovation, 10 % on the whole job), `none` (22 %)',
    }),
    deduction: z
      .enum(DEDUCTIONS, { error: 'validation_invalid_value' })
      .default('none')
      .meta({ description: 'The deduction sought: home renovation (art. 16-bis TUIR) or energy saving (ecobonus)' }),
    tax_code: z.string().trim().toUpperCase().max(16).nullable().optional().meta({
      description:
        'The customer’s codice fiscale; required with a deduction (it goes on the invoice and the bonifico parlante)',
    }),
  })
  .meta({ id: 'InstallationDeclaration' })

export const acceptQuoteBody = z
  .strictObject({
    acknowledgements: acknowledgementsInputSchema,
    installation: installationInputSchema
      .optional()
      .meta({ description: 'The customer’s declaration; missing = `none` (no reduced rate, no deduction)' }),
  })
  .meta({ id: 'QuoteAcceptance' })

/** Lines from the measures (decision 112): a configurator model and the openings (missing: every one). */
export const measuredLinesBody = z
  .strictObject({
    model_id: z
      .number({ error: 'quotes_error_model_unknown' })
      .int({ error: 'quotes_error_model_unknown' })
      .positive({ error: 'quotes_error_model_unknown' })
      .max(2_147_483_647),
    openings: z
      .array(z.number().int().min(0).max(98))
      .min(1)
      .max(99)
      .optional()
      .meta({ description: '0-based indexes into the request’s `measures`; missing = every measured opening' }),
  })
  .meta({ id: 'MeasuredLinesInput' })

export const measuredLineSchema = z
  .object({
    opening: z.number().int(),
    input: quoteLineInputSchema.meta({
      description: 'The configured door as a quote line (`kind: product` with this, when saved)',
    }),
    description: z.string(),
    unit_cents: z
      .number()
      .int()
      .meta({ description: 'The server’s price today, VAT included (shown; saving the quote prices it again)' }),
    vat_rate: z.number().int(),
  })
  .meta({ id: 'MeasuredLine' })
export type MeasuredLine = z.output<typeof measuredLineSchema>
