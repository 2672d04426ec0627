import { z } from 'zod'
import { TOKEN_MAX_LENGTH, TOKEN_MIN_LENGTH } from '~/lib/validation/token'
import { localeSchema } from '~/lib/api/common.schemas'

// Newsletter rules (spec §5), one set for the footer form and the API. Messages are message
// keys, translated where shown (newsletter.validation.ts).

/** A plain address whose top-level part is 2 to 4 letters (spec §5: "Invalid email address"). */
export const NEWSLETTER_EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/

export const newsletterMessageKeys = [
  'newsletter_email_required',
  'newsletter_email_invalid',
  'newsletter_terms_required',
] as const
export type NewsletterMessageKey = (typeof newsletterMessageKeys)[number]

export const newsletterEmailSchema = z
  .string({ error: 'newsletter_email_required' })
  .trim()
  .min(1, { error: 'newsletter_email_required', abort: true })
  .max(254, { error: 'newsletter_email_invalid', abort: true })
  .regex(NEWSLETTER_EMAIL_PATTERN, { error: 'newsletter_email_invalid' })
  .transform((e) => e.toLowerCase())

export const newsletterSubscribeSchema = z.object({
  email: newsletterEmailSchema,
  terms: z.literal(true, { error: 'newsletter_terms_required' }),
  locale: localeSchema.optional(),
})

/**
 * What `POST /newsletter/subscribe` takes on the wire. The rules above are applied by the
 * handler, so that the 422 names the newsletter's own messages (spec §5) in the caller's language.
 */
export const subscribeBodySchema = z
  .object({
    email: z.string().max(1000).optional().meta({
      description: 'Required; a plain address whose top-level domain has 2 to 4 letters',
      example: 'mario.rossi@example.it',
    }),
    terms: z.boolean().optional().meta({ description: 'Must be true: the terms and the privacy notice are accepted' }),
    locale: localeSchema
      .optional()
      .meta({ description: 'Language of the confirmation e-mail and the newsletter; the request locale by default' }),
  })
  .meta({ id: 'NewsletterSubscribeInput' })

export const confirmBodySchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(TOKEN_MIN_LENGTH)
      .max(TOKEN_MAX_LENGTH)
      .meta({ description: 'The token of the confirmation link' }),
  })
  .meta({ id: 'NewsletterConfirmInput' })
