import type { Locale } from './locales'

const collators = new Map<Locale, Intl.Collator>()

/**
 * The locale's collator, made once: building an `Intl.Collator` costs more than sorting a short
 * list with it, and the promotions page sorted with a new one on every request.
 */
export function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale)
    collators.set(locale, collator)
  }
  return collator
}
