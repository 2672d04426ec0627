import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminListQuery, pageOf } from '~/domains/admin/list-query'
import {
  MAX_QUOTE_PHOTO_BYTES,
  MAX_QUOTE_PHOTOS,
  QUOTE_PHOTO_TYPES,
  adminQuoteRequestSchema,
  createQuoteRequestBody,
  customerVisitSchema,
  quoteEventBody,
  quotePhotoSchema,
  quoteRequestSchema,
  quoteStatusSchema,
  visitMoveBody,
} from './quotes.schemas'

// Quote and measurement-visit requests (issue 44, decision 097): a visitor or a customer asks,
// a customer reads its own, the shop moves each request along its machine.

const tags = ['Quote requests']
const adminTags = ['Administration: quote requests']
const params = z.object({ id: idSchema })

export const uploadQuotePhoto = defineEndpoint({
  method: 'POST',
  path: '/quote-requests/photos',
  summary: 'Upload one photo of an opening, before sending the request',
  description:
    `The request body is the file itself. JPEG, PNG or WebP, decided from the bytes; at most ${MAX_QUOTE_PHOTO_BYTES / 1024 / 1024} MB (413) and 40 megapixels; ` +
    `anything else → 415. The answer's \`token\` goes in the request's \`photos\` (at most ${MAX_QUOTE_PHOTOS}); a photo not sent with a request within a day is removed. ` +
    'Photos are private: never in the media library, read back only by administrators. Limited per address (429).',
  tags,
  access: 'public',
  status: 201,
  errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', 'not_implemented', 'too_many_requests'],
  response: z.object({ data: quotePhotoSchema.extend({ token: z.string() }) }),
})

export const createQuoteRequest = defineEndpoint({
  method: 'POST',
  path: '/quote-requests',
  summary: 'Ask for a quote or a measurement visit',
  description:
    'No account needed; a signed-in customer’s request is kept with its account. The CAP must be the province’s. ' +
    'Acknowledged by e-mail in the request’s locale. Limited per e-mail address and per network address (429). ' +
    'A request with the hidden `website` field filled is answered the same way (`number: null`) and not kept (decision 097).',
  tags,
  access: 'public',
  status: 201,
  errors: ['too_many_requests'],
  body: createQuoteRequestBody,
  response: z.object({
    data: z.object({
      number: z.string().nullable().meta({ description: 'P2026-0001; null when held back' }),
      status: quoteStatusSchema,
    }),
  }),
})

export const listOwnQuoteRequests = defineEndpoint({
  method: 'GET',
  path: '/account/quote-requests',
  summary: 'The caller’s own quote and visit requests',
  tags,
  access: 'authenticated',
  response: z.object({ data: z.array(quoteRequestSchema) }),
})

export const listAdminQuoteRequests = defineEndpoint({
  method: 'GET',
  path: '/admin/quote-requests',
  summary: 'Quote and visit requests, every status',
  description: '`q` searches number, name, e-mail, phone and city.',
  tags: adminTags,
  access: 'admin',
  query: z.object({ ...adminListQuery(['created_at', 'status', 'number']), status: quoteStatusSchema.optional() }),
  response: pageOf(adminQuoteRequestSchema),
})

export const getAdminQuoteRequest = defineEndpoint({
  method: 'GET',
  path: '/admin/quote-requests/{id}',
  summary: 'One request, with its photos and the moves its status allows',
  tags: adminTags,
  access: 'admin',
  params,
  response: z.object({ data: adminQuoteRequestSchema }),
})

export const getQuotePhoto = defineEndpoint({
  method: 'GET',
  path: '/admin/quote-requests/{id}/photos/{photo}',
  summary: 'A photo of a request',
  tags: adminTags,
  access: 'admin',
  params: z.object({ id: idSchema, photo: idSchema }),
  response: z.string().meta({ format: 'binary' }),
  contentType: QUOTE_PHOTO_TYPES,
})

export const moveQuoteRequest = defineEndpoint({
  method: 'POST',
  path: '/admin/quote-requests/{id}/events',
  summary: 'Move a request: plan the visit, record the measurement, send the quote, accept, decline, expire',
  description:
    'Only the moves in `allowed_events` are taken; any other → 409 `invalid_transition`. Accepting links the request to the account with its e-mail, if any.',
  tags: adminTags,
  access: 'admin',
  errors: ['invalid_transition'],
  params,
  body: quoteEventBody,
  response: z.object({ data: adminQuoteRequestSchema }),
})

// The customer asks to move a planned visit (decision 112): the visit e-mail's link is the key
// (a new one at every planning), or, signed in, the caller's own request.
const visitTokenParams = z.object({ token: z.string().min(20).max(100) })
const moveDescription =
  'Other half-days and a note, kept on the request (`visit_move`) and shown to the shop, until it plans the visit again (a new invitation, same UID, higher SEQUENCE). ' +
  'Only while the visit is planned (409 `invalid_transition` otherwise); limited per request (429).'

export const getVisitByToken = defineEndpoint({
  method: 'GET',
  path: '/visits/{token}',
  summary: 'The planned visit a visit e-mail’s link opens',
  description:
    'No sign-in: the token is the key to one request. A token no request holds (or an older e-mail’s, after the visit was planned again) → 404.',
  tags,
  access: 'public',
  params: visitTokenParams,
  response: z.object({ data: customerVisitSchema }),
})

export const askVisitMoveByToken = defineEndpoint({
  method: 'POST',
  path: '/visits/{token}/move',
  summary: 'Ask the shop to move the planned visit',
  description: moveDescription,
  tags,
  access: 'public',
  errors: ['invalid_transition', 'too_many_requests'],
  params: visitTokenParams,
  body: visitMoveBody,
  response: z.object({ data: customerVisitSchema }),
})

export const askOwnVisitMove = defineEndpoint({
  method: 'POST',
  path: '/account/quote-requests/{id}/visit-move',
  summary: 'Ask the shop to move the visit of one of the caller’s own requests',
  description: `${moveDescription} Someone else’s request → 404.`,
  tags,
  access: 'authenticated',
  errors: ['invalid_transition', 'too_many_requests'],
  params,
  body: visitMoveBody,
  response: z.object({ data: customerVisitSchema }),
})

export const uploadOpeningPhoto = defineEndpoint({
  method: 'POST',
  path: '/admin/quote-requests/{id}/openings/{opening}/photos',
  summary: 'Attach a photo taken at the visit to one measured opening',
  description:
    `The request body is the file itself, checked as the request's photos: JPEG, PNG or WebP from the bytes, at most ${MAX_QUOTE_PHOTO_BYTES / 1024 / 1024} MB (413), 40 megapixels; anything else → 415. ` +
    `\`opening\` is the 0-based index into the request's \`measures\` (an opening not measured → 422 on \`opening\`); at most ${MAX_QUOTE_PHOTOS} per opening (422). Private, as the request's photos (decision 112).`,
  tags: adminTags,
  access: 'admin',
  status: 201,
  errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', 'not_implemented'],
  params: z.object({ id: idSchema, opening: z.coerce.number().int().min(0).max(98) }),
  response: z.object({ data: quotePhotoSchema }),
})
