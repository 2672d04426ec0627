import { localizePath, type Locale } from '~/lib/i18n/locales'

/** Absolute links for e-mails, in the recipient's language. */
export const emailLink = (publicUrl: string, canonical: string, locale: Locale) =>
  `${publicUrl.replace(/\/$/, '')}${localizePath(canonical, locale)}`
