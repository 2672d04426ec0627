import type { z } from 'zod'
import type { Locale } from '~/lib/i18n/locales'
import { translateIssue, type IssueLike } from '~/lib/validation/issues'
import { m } from '~/paraglide/messages.js'
import { newsletterSubscribeSchema, type NewsletterMessageKey } from './newsletter.schemas'

const texts: Record<NewsletterMessageKey, (locale: Locale) => string> = {
  newsletter_email_required: (locale) => m.newsletter_email_required({}, { locale }),
  newsletter_email_invalid: (locale) => m.newsletter_email_invalid({}, { locale }),
  newsletter_terms_required: (locale) => m.newsletter_terms_required({}, { locale }),
}

/** One issue's text: the newsletter's own messages first, the shared ones otherwise. */
export const newsletterIssueText = (issue: IssueLike, locale: Locale): string =>
  texts[issue.message as NewsletterMessageKey]?.(locale) ?? translateIssue(issue, locale)

/** Every message per field (the API's 422 `fields`). */
export function newsletterFieldErrors(error: z.ZodError, locale: Locale): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues)
    (fields[issue.path.map(String).join('.') || '_'] ??= []).push(newsletterIssueText(issue as IssueLike, locale))
  return fields
}

type FormErrors = Readonly<Partial<Record<'email' | 'terms', string>>>

// Every page's footer renders the empty form, whose errors are always the same per locale:
// checked once, not on every render (decision 055).
const emptyFormErrors = new Map<Locale, FormErrors>()

/** The first message per field for the form, or an empty map when the values are valid. */
export function newsletterFormErrors(values: { email: string; terms: boolean }, locale: Locale): FormErrors {
  const empty = values.email === '' && !values.terms
  const kept = empty ? emptyFormErrors.get(locale) : undefined
  if (kept) return kept
  const result = newsletterSubscribeSchema.safeParse(values)
  const errors: Partial<Record<'email' | 'terms', string>> = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as 'email' | 'terms'
      errors[field] ??= newsletterIssueText(issue as IssueLike, locale)
    }
  }
  if (empty) emptyFormErrors.set(locale, Object.freeze(errors))
  return errors
}
