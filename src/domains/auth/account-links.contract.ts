import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { acceptInvitationSchema, restoreEmailSchema } from './auth.schemas'

// The two e-mailed links that act on an account besides verification and reset (issue 14):
// the undo link sent to the old address after an e-mail change, and a retailer's invitation.

export const restoreEmail = defineEndpoint({
  method: 'POST',
  path: '/auth/restore-email',
  errors: ['conflict'],
  summary: 'Undo an e-mail change with the link sent to the old address (single use, 7 days)',
  description:
    'Puts the old address back (verified), ends every session of the account and cancels pending address changes and other undo links. The owner then sets a new password with “forgot password”.',
  tags: ['Auth'],
  access: 'public',
  body: restoreEmailSchema,
  response: z.object({ data: z.object({ restored: z.literal(true), email: z.string() }) }),
})

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/auth/accept-invitation',
  summary: 'Activate a retailer’s invited user by setting its own password (single use, 7 days)',
  description:
    'Following the link proves the address; the account can sign in from then on. Nobody else ever sets or sees this password.',
  tags: ['Auth'],
  access: 'public',
  body: acceptInvitationSchema,
  response: z.object({ data: z.object({ accepted: z.literal(true), email: z.string() }) }),
})
