import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { locales } from '~/lib/i18n/locales'
import { adminListQuery, pageOf } from '../list-query'

// Newsletter subscribers in the back office: list, search, filter, CSV (the kit pages through
// the list) and remove (a GDPR erasure: the row goes, not just its status).

export const subscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    status: z.enum(['pending', 'confirmed', 'unsubscribed']),
    locale: z.string(),
    created_at: z.string(),
    confirmed_at: z.string().nullable(),
    unsubscribed_at: z.string().nullable(),
    consent_source: z.string().nullable().meta({
      description: 'Where consent was given outside the site (a paper form, a fair…); null for the double opt-in',
    }),
    consent_at: z.string().nullable(),
  })
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
  query: z.object({
    ...adminListQuery(['email', 'created_at', 'status']),
    status: z.enum(['pending', 'confirmed', 'unsubscribed']).optional(),
    lang: z.enum(locales).optional().meta({ description: "The subscriber's language (`locale` is the request's own)" }),
  }),
  response: pageOf(subscriberSchema),
})
export const deleteSubscriber = defineEndpoint({
  method: 'DELETE',
  path: '/admin/newsletter/subscribers/{id}',
  summary: 'Remove a subscriber (the address is erased)',
  tags,
  access: 'admin',
  params,
  status: 204,
  response: z.undefined(),
})

const consentSource = z.string().trim().min(1).max(120).meta({
  description: 'Where consent was given: "modulo cartaceo", "fiera", "negozio" or free text',
  example: 'modulo cartaceo',
})
const consentAt = z.iso
  .date()
  .meta({ description: 'The day consent was given (not in the future)', example: '2026-11-20' })

export const subscriberInput = z
  .object({ email: z.string().max(254), locale: z.enum(locales), consent_source: consentSource, consent_at: consentAt })
  .strict()
  .meta({ id: 'AdminSubscriberInput' })
export const createSubscriber = defineEndpoint({
  method: 'POST',
  path: '/admin/newsletter/subscribers',
  summary: 'Add a subscriber who consented outside the site (stored as confirmed, with the source and day)',
  description:
    'An address already on the list → 409 with `fields.email`; one that unsubscribed is never subscribed again.',
  tags,
  access: 'admin',
  body: subscriberInput,
  status: 201,
  response: z.object({ data: subscriberSchema }),
  errors: ['conflict', 'validation_failed'],
})

export const IMPORT_MAX_ROWS = 5000
export const IMPORT_MAX_CHARS = 1_000_000
export const importRowSchema = z
  .object({
    line: z.number().int(),
    email: z.string(),
    locale: z.string(),
    consent_source: z.string(),
    consent_at: z.string(),
    outcome: z.enum(['add', 'skip', 'refuse']),
    reason: z.enum([
      'ok',
      'invalid_email',
      'invalid_locale',
      'invalid_source',
      'invalid_date',
      'duplicate',
      'already_subscribed',
      'unsubscribed',
    ]),
  })
  .meta({ id: 'AdminSubscriberImportRow' })
export type ImportRow = z.output<typeof importRowSchema>
export const importSubscribers = defineEndpoint({
  method: 'POST',
  path: '/admin/newsletter/subscribers/import',
  summary: 'Import subscribers from CSV: a preview, then the same text again with `commit`',
  description: `Columns email, language, consent source, consent day (a header row is recognised). At most ${IMPORT_MAX_ROWS} rows and ${IMPORT_MAX_CHARS} characters. Each row is added, skipped (already on the list, or twice in the file) or refused (invalid, or the address unsubscribed: never subscribed again). Nothing is written without \`commit: true\`.`,
  tags,
  access: 'admin',
  body: z
    .object({ csv: z.string().min(1).max(IMPORT_MAX_CHARS), commit: z.boolean().optional() })
    .strict()
    .meta({ id: 'AdminSubscriberImport' }),
  response: z.object({
    data: z.object({
      committed: z.boolean(),
      added: z.number().int(),
      skipped: z.number().int(),
      refused: z.number().int(),
      rows: z.array(importRowSchema),
    }),
  }),
  errors: ['validation_failed'],
})
