import type { z } from 'zod'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { orderStatusSchema } from '../accounts.schemas'

export type OrderStatus = z.output<typeof orderStatusSchema>

const labels: Record<OrderStatus, () => string> = {
  pending: () => m.account_status_pending(),
  paid: () => m.account_status_paid(),
  confirmed_admin: () => m.account_status_confirmed_admin(),
  start_production: () => m.account_status_start_production(),
  end_production: () => m.account_status_end_production(),
  shipped: () => m.account_status_shipped(),
  delivered: () => m.account_status_delivered(),
  evaded: () => m.account_status_evaded(),
  cancelled: () => m.account_status_cancelled(),
}

/** The order status in the page's language (spec §3 status names). */
export const statusLabel = (status: OrderStatus): string => labels[status]()

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

// The shop's time zone on server and browser alike, so the server-rendered text hydrates as is.
const TIME_ZONE = 'Europe/Rome'

export function formatDay(iso: string, locale: Locale): string {
  let f = dateFormats.get(locale)
  if (!f) dateFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: TIME_ZONE })))
  return f.format(new Date(iso))
}

export function formatDateTime(iso: string, locale: Locale): string {
  let f = dateTimeFormats.get(locale)
  if (!f)
    dateTimeFormats.set(
      locale,
      (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })),
    )
  return f.format(new Date(iso))
}
