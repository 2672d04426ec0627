import type { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/lib/i18n/locales'

// Schemas name a message key in `error` (e.g. `z.literal(true, { error: 'validation_terms' })`);
// the key is translated where the message is shown: the API body or a form field.
const keyed: Record<string, (l: Locale) => string> = {
  validation_required: (locale) => m.validation_required({}, { locale }),
  validation_email: (locale) => m.validation_email({}, { locale }),
  validation_terms: (locale) => m.validation_terms({}, { locale }),
  validation_password_min: (locale) => m.validation_password_min({}, { locale }),
  validation_name_max: (locale) => m.validation_name_max({}, { locale }),
  validation_passwords_differ: (locale) => m.validation_passwords_differ({}, { locale }),
  validation_postcode: (locale) => m.validation_postcode({}, { locale }),
  validation_province: (locale) => m.validation_province({}, { locale }),
  validation_phone: (locale) => m.validation_phone({}, { locale }),
  account_current_password_required: (locale) => m.account_current_password_required({}, { locale }),
  account_current_password_wrong: (locale) => m.account_current_password_wrong({}, { locale }),
  account_email_taken: (locale) => m.account_email_taken({}, { locale }),
  validation_coupon_required: (locale) => m.validation_coupon_required({}, { locale }),
  validation_invalid_text: (locale) => m.validation_invalid_text({}, { locale }),
  validation_too_deep: (locale) => m.validation_too_deep({}, { locale }),
}

/** A message key's translation, or the text itself when it is not a key. */
export const translateKey = (key: string, locale: Locale): string => keyed[key]?.(locale) ?? key

export type IssueLike = Pick<z.core.$ZodIssue, 'code' | 'message' | 'input'> & {
  minimum?: unknown
  maximum?: unknown
  origin?: string
  format?: string
}

export function translateIssue(issue: IssueLike, locale: Locale): string {
  const byKey = keyed[issue.message]
  if (byKey) return byKey(locale)
  switch (issue.code) {
    case 'invalid_type': {
      // zod 4 leaves `input` out of issues unless asked; its message still names what came.
      const missing = 'input' in issue ? issue.input === undefined || issue.input === null : /received (undefined|null)\b/.test(issue.message)
      return missing ? m.validation_required({}, { locale }) : m.validation_invalid_type({}, { locale })
    }
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return m.validation_required({}, { locale })
      return issue.origin === 'string'
        ? m.validation_min_length({ minimum: String(issue.minimum) }, { locale })
        : m.validation_too_small({ minimum: String(issue.minimum) }, { locale })
    case 'too_big':
      return issue.origin === 'string'
        ? m.validation_max_length({ maximum: String(issue.maximum) }, { locale })
        : m.validation_too_big({ maximum: String(issue.maximum) }, { locale })
    case 'invalid_format':
      return issue.format === 'email' ? m.validation_email({}, { locale }) : m.validation_invalid_format({}, { locale })
    case 'unrecognized_keys':
      return m.validation_unknown_key({}, { locale })
    default:
      return m.validation_invalid_value({}, { locale })
  }
}
