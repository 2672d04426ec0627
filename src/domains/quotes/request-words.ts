import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { QuoteStatus } from './quote-request.machine'

// A request's words for the customer and the shop: its status, a preferred half-day — in a given
// locale (an e-mail to the shop) or the page's.
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

export const quoteStatusText = (s: QuoteStatus) =>
  ({
    requested: m.quotes_status_requested(),
    visit_planned: m.quotes_status_visit_planned(),
    measured: m.quotes_status_measured(),
    quoted: m.quotes_status_quoted(),
    accepted: m.quotes_status_accepted(),
    declined: m.quotes_status_declined(),
    expired: m.quotes_status_expired(),
  })[s]
