import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

// A preferred half-day in words, in a given locale (an e-mail to the shop) or the page's.
const days = {
  mon: (o: { locale?: Locale }) => m.quotes_day_mon({}, o),
  tue: (o: { locale?: Locale }) => m.quotes_day_tue({}, o),
  wed: (o: { locale?: Locale }) => m.quotes_day_wed({}, o),
  thu: (o: { locale?: Locale }) => m.quotes_day_thu({}, o),
  fri: (o: { locale?: Locale }) => m.quotes_day_fri({}, o),
  sat: (o: { locale?: Locale }) => m.quotes_day_sat({}, o),
}

/** `mon_morning` → "lunedì · mattina". */
export function timeWindowText(w: string, locale?: Locale): string {
  const o = locale ? { locale } : {}
  const [day, part] = w.split('_') as [keyof typeof days, string]
  return `${days[day]?.(o) ?? day} · ${part === 'morning' ? m.quotes_morning({}, o) : m.quotes_afternoon({}, o)}`
}
