import { HttpError } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/lib/i18n/locales'

/** An end before its start is refused on the end's field (the row as it will be: a PATCH may change one side). */
export function assertDateOrder(start: unknown, end: unknown, field: string, locale: Locale) {
  if (start instanceof Date && end instanceof Date && end < start)
    throw new HttpError('validation_failed', { [field]: [m.adm_err_ends_before_start({}, { locale })] })
}
