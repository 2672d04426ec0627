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
  // Orders (issue 11)
  validation_vat_number: (locale) => m.validation_vat_number({}, { locale }),
  validation_vat_check: (locale) => m.validation_vat_check({}, { locale }),
  validation_eu_vat: (locale) => m.validation_eu_vat({}, { locale }),
  validation_eu_vat_required: (locale) => m.validation_eu_vat_required({}, { locale }),
  validation_tax_code: (locale) => m.validation_tax_code({}, { locale }),
  validation_tax_code_check: (locale) => m.validation_tax_code_check({}, { locale }),
  validation_vat_or_tax_code: (locale) => m.validation_vat_or_tax_code({}, { locale }),
  validation_sdi_code: (locale) => m.validation_sdi_code({}, { locale }),
  validation_sdi_or_pec: (locale) => m.validation_sdi_or_pec({}, { locale }),
  validation_terms_required: (locale) => m.validation_terms_required({}, { locale }),
  validation_made_to_measure_required: (locale) => m.validation_made_to_measure_required({}, { locale }),
  validation_cart_empty: (locale) => m.validation_cart_empty({}, { locale }),
  validation_line_invalid: (locale) => m.validation_line_invalid({}, { locale }),
  validation_region: (locale) => m.validation_region({}, { locale }),
  validation_shipping_option: (locale) => m.validation_shipping_option({}, { locale }),
  validation_payment_method: (locale) => m.validation_payment_method({}, { locale }),
  validation_address_not_found: (locale) => m.validation_address_not_found({}, { locale }),
  validation_pickup_unavailable: (locale) => m.validation_pickup_unavailable({}, { locale }),
  validation_idempotency_key: (locale) => m.validation_idempotency_key({}, { locale }),
  validation_idempotency_key_required: (locale) => m.validation_idempotency_key_required({}, { locale }),
  validation_invalid_text: (locale) => m.validation_invalid_text({}, { locale }),
  validation_too_deep: (locale) => m.validation_too_deep({}, { locale }),
  validation_media_types: (locale) => m.validation_media_types({}, { locale }),
  validation_media_svg: (locale) => m.validation_media_svg({}, { locale }),
  validation_media_unreadable: (locale) => m.validation_media_unreadable({}, { locale }),
  media_error_not_image: (locale) => m.media_error_not_image({}, { locale }),
  media_error_node_only: (locale) => m.media_error_node_only({}, { locale }),
  validation_unknown_key: (locale) => m.validation_unknown_key({}, { locale }),
  validation_nothing_to_change: (locale) => m.validation_nothing_to_change({}, { locale }),
  // Product reviews (issue 42, decision 095)
  validation_rating: (locale) => m.validation_rating({}, { locale }),
  validation_review_text: (locale) => m.validation_review_text({}, { locale }),
  reviews_error_not_received: (locale) => m.reviews_error_not_received({}, { locale }),
  reviews_error_already_reviewed: (locale) => m.reviews_error_already_reviewed({}, { locale }),
  // Sizes (issue 42, decision 098)
  validation_size_pair: (locale) => m.validation_size_pair({}, { locale }),
  // Quote and visit requests (issue 44, decision 097)
  validation_quote_kinds: (locale) => m.validation_quote_kinds({}, { locale }),
  validation_openings: (locale) => m.validation_openings({}, { locale }),
  validation_time_windows: (locale) => m.validation_time_windows({}, { locale }),
  validation_privacy: (locale) => m.validation_privacy({}, { locale }),
  validation_visit_at: (locale) => m.validation_visit_at({}, { locale }),
  validation_quote_photos_max: (locale) => m.validation_quote_photos_max({}, { locale }),
  validation_quote_photo_types: (locale) => m.validation_quote_photo_types({}, { locale }),
  validation_quote_photo_unknown: (locale) => m.validation_quote_photo_unknown({}, { locale }),
  quotes_error_product_unknown: (locale) => m.quotes_error_product_unknown({}, { locale }),
  quotes_error_busy: (locale) => m.quotes_error_busy({}, { locale }),
  quotes_error_invalid_move: (locale) => m.quotes_error_invalid_move({}, { locale }),
  // The shop's quotes (decision 106)
  quote_offer_error_no_lines: (locale) => m.quote_offer_error_no_lines({}, { locale }),
  quote_offer_error_discount: (locale) => m.quote_offer_error_discount({}, { locale }),
  quote_offer_error_not_editable: (locale) => m.quote_offer_error_not_editable({}, { locale }),
  quote_offer_error_accepted: (locale) => m.quote_offer_error_accepted({}, { locale }),
  quote_offer_error_expired: (locale) => m.quote_offer_error_expired({}, { locale }),
  quote_offer_error_closed: (locale) => m.quote_offer_error_closed({}, { locale }),
  validation_quote_amount: (locale) => m.validation_quote_amount({}, { locale }),
  validation_quote_expiry: (locale) => m.validation_quote_expiry({}, { locale }),
  validation_visit_until: (locale) => m.validation_visit_until({}, { locale }),
  // Visit moves, opening photos, lines from the measures (decision 112)
  quotes_error_visit_not_movable: (locale) => m.quotes_error_visit_not_movable({}, { locale }),
  quotes_error_opening_unknown: (locale) => m.quotes_error_opening_unknown({}, { locale }),
  quotes_error_opening_photos_max: (locale) => m.quotes_error_opening_photos_max({}, { locale }),
  quotes_error_model_unknown: (locale) => m.quotes_error_model_unknown({}, { locale }),
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
      const missing =
        'input' in issue
          ? issue.input === undefined || issue.input === null
          : /received (undefined|null)\b/.test(issue.message)
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
