import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { confirmBodySchema, subscribeBodySchema } from './newsletter.schemas'

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/newsletter/subscribe',
  summary: 'Subscribe an address to the newsletter (double opt-in)',
  description:
    'Answers 200 for every well-formed request, whether the address is new, waiting for confirmation or already ' +
    'subscribed (one row per address, case-insensitive). A new or unconfirmed address is sent a confirmation ' +
    'e-mail (at most 3 per address every 15 minutes). 422 when the e-mail is missing or invalid or the terms are not accepted.',
  tags: ['Newsletter'],
  access: 'public',
  body: subscribeBodySchema,
  response: z.object({ data: z.object({ subscribed: z.literal(true) }) }),
})

export const confirm = defineEndpoint({
  method: 'POST',
  path: '/newsletter/confirm',
  summary: 'Confirm a subscription with the token of the e-mailed link (single use)',
  tags: ['Newsletter'],
  access: 'public',
  body: confirmBodySchema,
  response: z.object({ data: z.object({ confirmed: z.literal(true) }) }),
})

export const unsubscribe = defineEndpoint({
  method: 'POST',
  path: '/newsletter/unsubscribe',
  summary: 'Unsubscribe with the token of the link in every newsletter e-mail (no sign-in)',
  description:
    'The address stops receiving the newsletter; the same token again answers the same. 400 `token_invalid` for an unknown token.',
  tags: ['Newsletter'],
  access: 'public',
  body: confirmBodySchema.meta({ id: 'NewsletterUnsubscribeInput' }),
  response: z.object({ data: z.object({ unsubscribed: z.literal(true) }) }),
})
