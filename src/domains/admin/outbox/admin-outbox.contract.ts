import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminListQuery, pageOf } from '../list-query'

// The e-mail outbox: every message the shop sent or could not send (no SMTP_URL: they wait
// here). List, read one, send it again.

const statusSchema = z.enum(['pending', 'sent', 'failed'])
export const outboxRowSchema = z
  .object({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    template: z.string(),
    locale: z.string(),
    status: statusSchema,
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'AdminOutboxRow' })
export const outboxMessageSchema = outboxRowSchema
  .extend({ text: z.string(), html: z.string().nullable() })
  .meta({ id: 'AdminOutboxMessage' })
export type OutboxRow = z.output<typeof outboxRowSchema>
export type OutboxMessage = z.output<typeof outboxMessageSchema>

const tags = ['Administration: e-mail outbox']
const params = z.object({ id: idSchema })

export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/admin/outbox',
  summary: 'E-mail outbox',
  description: '`q` searches recipient and subject; filter by status and template.',
  tags,
  access: 'admin',
  query: z.object({
    ...adminListQuery(['created_at', 'to', 'status']),
    status: statusSchema.optional(),
    template: z.string().max(60).optional(),
  }),
  response: pageOf(outboxRowSchema),
})
export const getOutboxMessage = defineEndpoint({
  method: 'GET',
  path: '/admin/outbox/{id}',
  summary: 'One e-mail, with its text and HTML',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: outboxMessageSchema }),
})
export const resendOutboxMessage = defineEndpoint({
  method: 'POST',
  path: '/admin/outbox/{id}/resend',
  summary: 'Send an e-mail again',
  description: 'Sends the stored message over SMTP; without SMTP_URL it stays pending (the answer says so).',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: z.object({ status: statusSchema }) }),
})
