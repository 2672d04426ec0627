import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { locales } from '~/lib/i18n/locales'
import { adminListQuery, pageOf } from '../list-query'

// Newsletter subscribers in the back office: list, search, filter, CSV (the kit pages through
// the list) and remove (a GDPR erasure: the row goes, not just its status).

export const subscriberSchema = z
  .object({ id: z.number().int(), email: z.string(), status: z.enum(['pending', 'confirmed', 'unsubscribed']), locale: z.string(), created_at: z.string(), confirmed_at: z.string().nullable(), unsubscribed_at: z.string().nullable() })
  .meta({ id: 'AdminSubscriber' })
export type AdminSubscriber = z.output<typeof subscriberSchema>

const tags = ['Administration: newsletter']
const params = z.object({ id: idSchema })

export const listSubscribers = defineEndpoint({
  method: 'GET',
  path: '/admin/newsletter/subscribers',
  summary: 'Newsletter subscribers',
  description: '`q` searches the e-mail; filter by status and language (`lang`).',
  tags,
  access: 'admin',
  query: z.object({ ...adminListQuery(['email', 'created_at', 'status']), status: z.enum(['pending', 'confirmed', 'unsubscribed']).optional(), lang: z.enum(locales).optional().meta({ description: "The subscriber's language (`locale` is the request's own)" }) }),
  response: pageOf(subscriberSchema),
})
export const deleteSubscriber = defineEndpoint({ method: 'DELETE', path: '/admin/newsletter/subscribers/{id}', summary: 'Remove a subscriber (the address is erased)', tags, access: 'admin', params, status: 204, response: z.undefined() })

