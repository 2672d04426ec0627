import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { forgotPasswordSchema, tokenResponseSchema, tokenSchema, userSchema } from './auth.schemas'

// A one-time sign-in link by e-mail (issue 41 point 5): the owner's way in while the per-account
// cap refuses passwords (decision 089), and for anyone who forgot theirs but would rather keep it.

export const requestSignInLink = defineEndpoint({
  method: 'POST',
  path: '/auth/sign-in-link',
  summary: 'E-mail a one-time sign-in link (same answer whether or not the address has an account)',
  description:
    'The link is valid once, for 15 minutes, and only for an active account whose address is verified; a new one replaces the last. Capped per address and per IP like the other e-mailed links.',
  tags: ['Auth'],
  access: 'public',
  body: forgotPasswordSchema.meta({ id: 'SignInLinkRequest' }),
  response: z.object({ data: z.object({ accepted: z.literal(true) }) }),
  status: 202,
})

export const useSignInLink = defineEndpoint({
  method: 'POST',
  path: '/auth/sign-in-link/use',
  summary: 'Sign in with the token of an e-mailed sign-in link (single use, 15 minutes)',
  description:
    'Answers as the password sign-in does. 400 `token_invalid` or `token_expired`. It does not count as a password attempt, and works while the per-account cap refuses passwords.',
  tags: ['Auth'],
  access: 'public',
  body: z.object({ token: tokenSchema }).meta({ id: 'SignInLinkUse' }),
  response: tokenResponseSchema.extend({ user: userSchema }),
})
