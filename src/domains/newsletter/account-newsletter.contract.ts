import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'

// The newsletter switch of the signed-in customer's account (issue 16), on the account's own
// address, with the same double opt-in as the footer box.

export const newsletterStatusSchema = z
  .object({
    email: z.string(),
    status: z.enum(['none', 'pending', 'confirmed', 'unsubscribed']).meta({
      description: '`pending`: the confirmation link was sent and not yet followed; `none`: never subscribed',
    }),
  })
  .meta({ id: 'AccountNewsletter' })

export const getAccountNewsletter = defineEndpoint({
  method: 'GET',
  path: '/account/newsletter',
  summary: 'Whether the account’s address is subscribed to the newsletter',
  tags: ['Account'],
  access: 'authenticated',
  response: z.object({ data: newsletterStatusSchema }),
})

export const setAccountNewsletter = defineEndpoint({
  method: 'PUT',
  path: '/account/newsletter',
  summary: 'Subscribe (double opt-in: a confirmation e-mail) or unsubscribe the account’s address',
  description:
    'Subscribing sends the confirmation link (at most 3 per 15 minutes) and answers `pending`; an address already confirmed stays confirmed. Unsubscribing takes effect at once.',
  tags: ['Account'],
  access: 'authenticated',
  body: z.object({ subscribed: z.boolean() }).strict(),
  response: z.object({ data: newsletterStatusSchema }),
})
