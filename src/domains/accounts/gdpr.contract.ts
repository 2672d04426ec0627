import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'

// GDPR (issue 16): a customer downloads their data (art. 20) and deletes their account (art. 17).
const tags = ['Account']

export const exportAccountData = defineEndpoint({
  method: 'GET',
  path: '/account/export',
  summary: 'Everything the shop keeps about the caller, as JSON (GDPR art. 20)',
  description:
    'Profile, shipping addresses, orders with their lines, consent records, newsletter subscription and the saved cart. ' +
    'No password hash, session or token.',
  tags,
  access: 'authenticated',
  response: z.object({ data: z.record(z.string(), z.unknown()) }),
})

export const deleteAccountBodySchema = z.strictObject({
  password: z.string().min(1).max(200).meta({ description: 'The current password, to confirm' }),
  confirm: z.literal(true).meta({ description: 'Must be true' }),
})

export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/account/delete',
  errors: ['forbidden', 'conflict'],
  summary: 'Delete the caller’s account (GDPR art. 17)',
  description:
    'The user, sessions, addresses, saved cart and newsletter subscription are erased. Orders stay for the legal retention ' +
    'period (invoices: 10 years, art. 2220 c.c.) with their billing details, no longer linked to an account; consent ' +
    'records stay as proof, unlinked. Administrators, and retailers who still have users of their own, are refused (403/409).',
  tags,
  access: 'authenticated',
  body: deleteAccountBodySchema,
  response: z.object({ data: z.object({ deleted: z.literal(true) }) }),
})
