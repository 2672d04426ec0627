import type { Locale } from '~/lib/i18n/locales'

const formatters = new Map<string, Intl.NumberFormat>()

/** Euro cents → "1.234,50 €" (or the locale's form); always two decimals, no float maths on money. */
export function formatCents(cents: number, locale: Locale): string {
  let f = formatters.get(locale)
  if (!f) {
    // Italian CLDR leaves 4-digit amounts ungrouped (1234,50 €); shops write 1.234,50 €.
    f = new Intl.NumberFormat(locale === 'it' ? 'it-IT' : locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      useGrouping: 'always',
    })
    formatters.set(locale, f)
  }
  // Intl takes a number; cents/100 is exact enough for display only, never for arithmetic.
  return f.format(cents / 100)
}

/** Euro cents → "1234.50" (a plain decimal for CSV and form inputs), by integer division only. */
export function centsToDecimal(cents: number): string {
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
