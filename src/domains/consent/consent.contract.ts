import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { consentBodySchema, consentRecordSchema } from './consent.schemas'

export const recordConsent = defineEndpoint({
  method: 'POST',
  path: '/consents',
  summary: 'Record a cookie-consent decision (proof of consent)',
  description:
    'Stores the choices with a timestamp, a salted hash of the caller’s IP address (never the address itself), ' +
    'the user agent (truncated) and the signed-in user, if any. Each decision is a new record; `consent_id` links ' +
    'the decisions of one browser.',
  tags: ['Consent'],
  access: 'public',
  body: consentBodySchema,
  response: z.object({ data: consentRecordSchema }),
  status: 201,
})
