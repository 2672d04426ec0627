import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import {
  acceptQuoteBody,
  measuredLineSchema,
  measuredLinesBody,
  quoteChangeBody,
  quoteOfferSchema,
  saveQuoteBody,
} from './quote-offer.schemas'

// The shop's quote for a request (decision 106): built in the back office, opened by the
// customer through the e-mailed link (its token opens exactly one quote), accepted into an order.

const tags = ['Quotes']
const adminTags = ['Administration: quote requests']
const params = z.object({ id: idSchema })
const tokenParams = z.object({ token: z.string().min(20).max(100) })

export const getAdminQuote = defineEndpoint({
  method: 'GET',
  path: '/admin/quote-requests/{id}/quote',
  summary: 'The request’s quote (a draft until sent)',
  description: '404 while the shop has not built one.',
  tags: adminTags,
  access: 'admin',
  params,
  response: z.object({ data: quoteOfferSchema }),
})

export const saveAdminQuote = defineEndpoint({
  method: 'PUT',
  path: '/admin/quote-requests/{id}/quote',
  summary: 'Build or rebuild the request’s quote from its lines',
  description:
    'Product lines and configured doors are priced by the checkout’s own path at today’s price (a line it refuses → 422 on `lines.{i}`); ' +
    'free lines and discounts carry the shop’s amount in integer cents, VAT included. The total is the server’s sum. ' +
    'Only after the measurement and until accepted (409 `invalid_transition`). Sending is the request’s `quote.send_quote` move.',
  tags: adminTags,
  access: 'admin',
  errors: ['invalid_transition'],
  params,
  body: saveQuoteBody,
  response: z.object({ data: quoteOfferSchema }),
})

export const getOwnQuote = defineEndpoint({
  method: 'GET',
  path: '/account/quote-requests/{id}/quote',
  summary: 'The quote sent for one of the caller’s own requests',
  description: 'Someone else’s request, or one with no quote sent yet → 404.',
  tags,
  access: 'authenticated',
  params,
  response: z.object({ data: quoteOfferSchema }),
})

export const getQuoteByToken = defineEndpoint({
  method: 'GET',
  path: '/quotes/{token}',
  summary: 'The quote an e-mailed link opens',
  description:
    'No sign-in: the token is the key, to exactly one quote. A token no quote holds (or an older link of a quote sent again) → 404.',
  tags,
  access: 'public',
  params: tokenParams,
  response: z.object({ data: quoteOfferSchema }),
})

export const getQuotePdfByToken = defineEndpoint({
  method: 'GET',
  path: '/quotes/{token}/pdf',
  summary: 'The quote as a PDF, in the request’s language',
  tags,
  access: 'public',
  params: tokenParams,
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/pdf',
})

export const askQuoteChanges = defineEndpoint({
  method: 'POST',
  path: '/quotes/{token}/changes',
  summary: 'Ask the shop to change the quote',
  description:
    'The message is kept with the quote and e-mailed to the shop. Only while the quote is open (409 otherwise).',
  tags,
  access: 'public',
  errors: ['invalid_transition', 'too_many_requests'],
  params: tokenParams,
  body: quoteChangeBody,
  response: z.object({ data: quoteOfferSchema }),
})

export const acceptQuoteByToken = defineEndpoint({
  method: 'POST',
  path: '/quotes/{token}/accept',
  summary: 'Accept the quote: it becomes an order at the quoted prices',
  description:
    'The order is written at exactly the quote’s amounts (never repriced), to the request’s address, paid by bank transfer, with the checkout’s ' +
    'acknowledgements (`made_to_measure` required when a line is made to measure). Past its expiry day → 409 `conflict`; accepted already → 409.',
  tags,
  access: 'public',
  status: 201,
  errors: ['conflict', 'invalid_transition'],
  params: tokenParams,
  body: acceptQuoteBody,
  response: z.object({ data: quoteOfferSchema }),
})

export const measuredQuoteLines = defineEndpoint({
  method: 'POST',
  path: '/admin/quote-requests/{id}/quote/measured-lines',
  summary: 'Configured-door lines from the measured openings',
  description:
    'One configured door per opening, of the chosen configurator model, at the measured width × height and on the measured side (the model’s defaults for the rest), ' +
    'priced by the checkout’s own path as saving the quote prices it. A size outside the model’s limits, or one its rules refuse → 422 on `openings.{n}`, translated; ' +
    'an unknown model → 422 on `model_id`. Nothing is saved: the lines go into the quote with PUT …/quote (decision 112). Only after the measurement and until accepted (409).',
  tags: adminTags,
  access: 'admin',
  errors: ['invalid_transition'],
  params,
  body: measuredLinesBody,
  response: z.object({ data: z.array(measuredLineSchema) }),
})
