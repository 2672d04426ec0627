import { formatDateTime, formatDay } from '~/domains/accounts/components/order-format'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'

// Formatting for admin cells, in the page's language and the shop's time zone.
const locale = () => getLocale() as Locale
export const day = (iso: string | null | undefined) => (iso ? formatDay(iso, locale()) : '—')
export const dateTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso, locale()) : '—')
export const money = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '—' : formatCents(cents, locale())
export const int = (n: number) => new Intl.NumberFormat(locale()).format(n)
/** Basis points as a percent (1000 → "10 %", 1250 → "12,5 %"): a rate shown, never money. */
export const percentOfBp = (bp: number) =>
  `${new Intl.NumberFormat(locale(), { maximumFractionDigits: 2 }).format(bp / 100)} %`
