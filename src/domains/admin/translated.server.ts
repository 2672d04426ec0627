import { baseLocale, type Locale } from '~/lib/i18n/locales'

/** The text for `locale`, else Italian, else the first there is (admin screens edit the page's language). */
export function pickText<T extends { locale: string }>(rows: T[], locale: Locale): T | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === baseLocale) ?? rows[0]
}
