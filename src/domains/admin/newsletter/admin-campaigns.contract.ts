import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { locales } from '~/lib/i18n/locales'
import { contentContract } from '../content/content-contract'

// Newsletter campaigns (decision 104): the content endpoints every translated type has, plus a
// test send and the one send. Italian is required; a subscriber whose language has no text gets
// the Italian one.

const counts = z
  .object({
    recipients: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    unsubscribed: z.number().int().meta({ description: 'Recipients who unsubscribed since the campaign was sent' }),
  })
  .meta({ id: 'AdminCampaignCounts' })

export const adminCampaigns = contentContract({
  path: '/admin/newsletter/campaigns',
  tag: 'Administration: newsletter',
  id: 'AdminCampaign',
  noun: 'Newsletter campaigns',
  base: {},
  out: { status: z.enum(['draft', 'sending', 'sent']), sent_at: z.string().nullable(), updated_at: z.string(), counts },
  texts: {
    subject: z.string().trim().min(1).max(200),
    body: z.string().max(100_000).meta({ description: 'Markdown, rendered and sanitized by the server' }),
  },
  filters: { status: z.enum(['draft', 'sending', 'sent']).optional() },
  sorts: ['updated_at', 'id'],
  deleteNote: 'A campaign that was sent is kept (its counts): 409.',
  deleteErrors: ['conflict'],
})

const tags = ['Administration: newsletter']
const params = z.object({ id: idSchema })

export const testSendCampaign = defineEndpoint({
  method: 'POST',
  path: '/admin/newsletter/campaigns/{id}/test',
  summary: 'Send the campaign to one address the administrator types, in one language',
  tags,
  access: 'admin',
  params,
  body: z
    .object({ email: z.string().max(254), locale: z.enum(locales) })
    .strict()
    .meta({ id: 'AdminCampaignTest' }),
  response: z.object({ data: z.object({ status: z.enum(['sent', 'pending', 'failed']) }) }),
  errors: ['validation_failed'],
})

export const sendCampaign = defineEndpoint({
  method: 'POST',
  path: '/admin/newsletter/campaigns/{id}/send',
  summary: 'Send the campaign to the subscribers confirmed now, through the job queue',
  description: 'Once: a campaign already sending or sent → 409 conflict, and nobody is mailed twice.',
  tags,
  access: 'admin',
  params,
  status: 202,
  response: z.object({ data: z.object({ recipients: z.number().int(), batches: z.number().int() }) }),
  errors: ['conflict'],
})

export const campaignAudience = defineEndpoint({
  method: 'GET',
  path: '/admin/newsletter/campaigns/audience',
  summary: 'How many subscribers are confirmed now (who a send would reach)',
  tags,
  access: 'admin',
  response: z.object({ data: z.object({ confirmed: z.number().int() }) }),
})

export const campaignPreview = defineEndpoint({
  method: 'GET',
  path: '/admin/newsletter/campaigns/{id}/preview',
  summary: 'The campaign as a subscriber of that language receives it (subject and HTML)',
  tags,
  access: 'admin',
  params,
  query: z.object({ lang: z.enum(locales).optional() }),
  response: z.object({ data: z.object({ subject: z.string(), html: z.string() }) }),
})
