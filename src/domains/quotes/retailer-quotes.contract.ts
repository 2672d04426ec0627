import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { MAX_LOGO_BYTES_LABEL } from './retailer-quote-limits'
import {
  brandingBody,
  brandingSchema,
  retailerQuoteBody,
  retailerQuoteDecisionBody,
  retailerQuoteOrderBody,
  retailerQuoteSchema,
} from './retailer-quote.schemas'

// A retailer's quotes to its own clients (decision 111). Every endpoint is the retailer's
// alone: another role gets 403; another retailer's quote is 404, as one that does not exist.

const tags = ['Retailer quotes']
const params = z.object({ id: idSchema })
const one = z.object({ data: retailerQuoteSchema })
const roleOnly = 'Retailers only (403 for any other role); another retailer’s quote → 404.'

export const listRetailerQuotesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/quotes',
  summary: 'The retailer’s quotes to its clients, newest first (lines omitted)',
  description: roleOnly,
  tags,
  access: 'authenticated',
  errors: ['forbidden'],
  response: z.object({ data: z.array(retailerQuoteSchema) }),
})

export const createRetailerQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/quotes',
  summary: 'Start a quote: lines priced at the retailer’s tier, the markup on top',
  description: `${roleOnly} Each line is a cart line (product, variants, extras or a configured door), priced by the checkout’s own path at today’s price of the retailer’s tier (a line it refuses → 422 on \`lines.{i}\`). The client price is the cost plus the markup (the line’s, else the quote’s), rounded half up to the cent.`,
  tags,
  access: 'authenticated',
  status: 201,
  errors: ['forbidden'],
  body: retailerQuoteBody,
  response: one,
})

export const getRetailerQuoteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/quotes/{id}',
  summary: 'One of the retailer’s quotes, with its lines',
  description: roleOnly,
  tags,
  access: 'authenticated',
  errors: ['forbidden'],
  params,
  response: one,
})

export const updateRetailerQuoteEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/account/quotes/{id}',
  summary: 'Rebuild a draft or sent quote (it becomes a draft again)',
  description: `${roleOnly} Accepted, declined or ordered → 409.`,
  tags,
  access: 'authenticated',
  errors: ['forbidden', 'invalid_transition'],
  params,
  body: retailerQuoteBody,
  response: one,
})

export const sendRetailerQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/quotes/{id}/send',
  summary: 'Send the quote to the client: costs frozen, the branded PDF e-mailed',
  description: `${roleOnly} The costs are repriced at today’s tier price and frozen; the retailer’s next number (R2026-0001) is taken on the first send. The client’s e-mail and PDF carry the retailer’s name, logo and details and the client prices only.`,
  tags,
  access: 'authenticated',
  errors: ['forbidden', 'invalid_transition'],
  params,
  response: one,
})

export const decideRetailerQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/quotes/{id}/decision',
  summary: 'Record the client’s answer: accepted or declined',
  description: `${roleOnly} Only a sent quote (409 otherwise).`,
  tags,
  access: 'authenticated',
  errors: ['forbidden', 'invalid_transition'],
  params,
  body: retailerQuoteDecisionBody,
  response: one,
})

export const orderRetailerQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/quotes/{id}/order',
  summary: 'Order an accepted quote from the shop, at the retailer’s price',
  description: `${roleOnly} The checkout’s own order (POST /orders) with the quote’s lines at the retailer’s tier — never the client prices. Without \`expected_total\` the quote’s frozen cost is expected: shipping, a fee or a moved price answer 409 \`price_changed\` with the checkout’s quote. Not accepted → 409 \`invalid_transition\`; ordered already → 409 \`conflict\`.`,
  tags,
  access: 'authenticated',
  status: 201,
  errors: ['forbidden', 'invalid_transition', 'conflict', 'price_changed'],
  params,
  body: retailerQuoteOrderBody,
  response: one,
})

export const retailerQuotePdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/quotes/{id}/pdf',
  summary: 'The client’s PDF (preview): the retailer’s letterhead, the client prices only',
  description: roleOnly,
  tags,
  access: 'authenticated',
  errors: ['forbidden'],
  params,
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/pdf',
})

export const getBrandingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/branding',
  summary: 'The retailer’s letterhead for its quotes',
  description: 'Retailers only (403). Until saved: the account’s name and e-mail.',
  tags,
  access: 'authenticated',
  errors: ['forbidden'],
  response: z.object({ data: brandingSchema }),
})

export const saveBrandingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/account/branding',
  summary: 'Save the retailer’s business details for its quotes',
  description: 'Retailers only (403).',
  tags,
  access: 'authenticated',
  errors: ['forbidden'],
  body: brandingBody,
  response: z.object({ data: brandingSchema }),
})

export const uploadLogoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/account/branding/logo',
  summary: 'Upload the retailer’s logo (the body is the file)',
  description: `Retailers only (403). PNG or JPEG, decided from the bytes, at most ${MAX_LOGO_BYTES_LABEL} (413); anything else → 415. Kept apart from the shop’s public media.`,
  tags,
  access: 'authenticated',
  errors: ['forbidden', 'validation_failed', 'payload_too_large', 'unsupported_media_type', 'not_implemented'],
  response: z.object({ data: brandingSchema }),
})
