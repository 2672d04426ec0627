import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  tokenResponseSchema,
  userSchema,
  verifyEmailSchema,
} from './auth.schemas'

const accepted = z.object({ data: z.object({ accepted: z.literal(true) }) })

export const register = defineEndpoint({
  method: 'POST',
  path: '/auth/register',
  summary: 'Create a customer account and send the verification e-mail',
  description:
    'Always answers the same way, whether or not the address already has an account (the owner is told by e-mail).',
  tags: ['Auth'],
  access: 'public',
  body: registerSchema,
  response: accepted,
  status: 202,
})

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  errors: ['invalid_credentials', 'email_not_verified', 'too_many_requests'],
  summary: 'Sign in with e-mail and password',
  tags: ['Auth'],
  access: 'public',
  body: loginSchema,
  response: tokenResponseSchema.extend({ user: userSchema }),
})

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Revoke the current token',
  tags: ['Auth'],
  access: 'authenticated',
  response: z.object({}),
  status: 204,
})

export const refresh = defineEndpoint({
  method: 'POST',
  path: '/auth/refresh',
  summary: 'Exchange the current token for a new one (the old one stops working)',
  tags: ['Auth'],
  access: 'authenticated',
  response: tokenResponseSchema,
})

export const currentUser = defineEndpoint({
  method: 'GET',
  path: '/auth/user',
  summary: 'The signed-in user',
  tags: ['Auth'],
  access: 'authenticated',
  response: z.object({ data: userSchema }),
})

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Send a password-reset link (same answer whether or not the address exists)',
  tags: ['Auth'],
  access: 'public',
  body: forgotPasswordSchema,
  response: accepted,
  status: 202,
})

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with a reset token (single use, 30 minutes); signs out every session',
  tags: ['Auth'],
  access: 'public',
  body: resetPasswordSchema,
  response: z.object({ data: z.object({ reset: z.literal(true) }) }),
})

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/auth/verify-email',
  errors: ['conflict'],
  summary: 'Confirm an e-mail address with a verification token (single use, 24 hours)',
  tags: ['Auth'],
  access: 'public',
  body: verifyEmailSchema,
  response: z.object({ data: z.object({ verified: z.literal(true), email: z.string() }) }),
})

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/auth/verify-email/resend',
  summary: 'Send the verification e-mail again (for the signed-in user, or the given address)',
  tags: ['Auth'],
  access: 'public',
  body: resendVerificationSchema,
  response: accepted,
  status: 202,
})
