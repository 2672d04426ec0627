import { z } from 'zod'
import { documentVatRateSchema, quoteLineInputSchema } from '~/domains/cart/cart.schemas'
import { acknowledgementsInputSchema } from '~/domains/orders/orders.schemas'
import { quoteStatusSchema } from './quotes.schemas'

// The shop's quote for a request (decision 106): what the back office sends to build it, and
// what the API answers to the shop and to the customer's link. Client-safe.

export const MAX_OFFER_LINES = 50
export const QUOTE_MESSAGE_MAX = 2000
const description = z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(300)

/**
 * A catalogue product or a configured door (a `configuration` of the configurator's model) is
 * named as a cart line and priced by the checkout's own path, at today's price; a free line
 * (work, installation, disposal) and a discount carry the shop's amount.
 */
export const quoteLineBody = z
  .discriminatedUnion('kind', [
    quoteLineInputSchema.extend({ kind: z.literal('product') }),
    z.strictObject({
      kind: z.literal('free'),
      description,
      quantity: z.number().int().min(1).max(999),
      unit_cents: z.number({ error: 'validation_quote_amount' }).int({ error: 'validation_quote_amount' }).min(0, { error: 'validation_quote_amount' }).max(100_000_000),
      vat_rate: documentVatRateSchema,
    }),
    z.strictObject({
      kind: z.literal('discount'),
      description,
      unit_cents: z.number({ error: 'validation_quote_amount' }).int({ error: 'validation_quote_amount' }).min(1, { error: 'validation_quote_amount' }).max(100_000_000),
    }),
  ])
  .meta({ id: 'QuoteLineInput' })

export const saveQuoteBody = z
  .strictObject({
    lines: z.array(quoteLineBody).min(1, { error: 'quote_offer_error_no_lines' }).max(MAX_OFFER_LINES),
    expires_on: z.iso.date({ error: 'validation_quote_expiry' }).meta({ description: 'The last day the quote can be accepted (Rome), YYYY-MM-DD' }),
    note: z.string().trim().max(2000).nullable().optional(),
  })
  .meta({ id: 'QuoteInput' })
export type SaveQuoteBody = z.output<typeof saveQuoteBody>

export const quoteOfferLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'configured', 'free', 'discount']),
  product_id: z.number().int().nullable(),
  input: quoteLineInputSchema.partial().meta({ description: 'What a product line was built from (its cart line); empty for free lines and discounts' }),
  sku: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit_cents: z.number().int().meta({ description: 'VAT included; a discount’s is the amount taken off' }),
  line_cents: z.number().int(),
  vat_rate: z.number().int(),
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
    vat_breakdown: z.array(z.object({ rate: z.number().int(), net: z.number().int(), vat: z.number().int(), gross: z.number().int() })),
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
  .strictObject({ message: z.string({ error: 'validation_required' }).trim().min(1, { error: 'validation_required' }).max(QUOTE_MESSAGE_MAX) })
  .meta({ id: 'QuoteChangeRequest' })

export const acceptQuoteBody = z.strictObject({ acknowledgements: acknowledgementsInputSchema }).meta({ id: 'QuoteAcceptance' })
