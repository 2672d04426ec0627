import type { L10n } from './context'

// Seasonal seed data (promotions, a coupon's validity) is written with the dates of one year,
// `templateYear`, and placed by whole years around the time the seed runs (decision 061): a
// shop seeded on any day shows the same calendar (Black Friday until 30 November, Christmas
// until 24 December), so texts that name a day stay true.

/** The year the seasonal dates in the seed files are written in. */
export const templateYear = 2026

/** A window as written in the seed: ISO instants of `templateYear` with their Rome offset. */
export type SeasonWindow = { startsAt: string; endsAt: string }

/**
 * `iso` moved by `years` whole years: the same day, wall-clock time and offset. The offset
 * written stays right only for days that are on the same side of a daylight-saving change in
 * every year; the seed's days are weeks away from one (a test checks it on 2020–2040).
 */
export function shiftYears(iso: string, years: number): Date {
  const match = /^(\d{4})-(\d\d)-(\d\d)(T.*)$/.exec(iso)
  if (!match) throw new Error(`seed: not an ISO instant: ${iso}`)
  const [, year, month, day, rest] = match as unknown as [string, string, string, string, string]
  const to = Number(year) + years
  // 29 February is not in every year: refuse it rather than let Date roll it to 1 March.
  if (new Date(Date.UTC(to, Number(month) - 1, Number(day))).getUTCDate() !== Number(day))
    throw new Error(`seed: ${iso} has no day in ${to}`)
  return new Date(`${to}-${month}-${day}${rest}`)
}

/**
 * The whole years to add to `window` so that, at `now`, it is its next occurrence that has not
 * ended (`next`: running, or the nearest to come) or the latest one that has (`last`).
 */
export function yearsToShift(window: SeasonWindow, now: Date, occurrence: 'next' | 'last'): number {
  // Two years before now's, a window (shorter than a year) has surely ended: step on from there.
  let years = now.getUTCFullYear() - Number(window.endsAt.slice(0, 4)) - 2
  while (shiftYears(window.endsAt, years).getTime() < now.getTime()) years++
  return occurrence === 'next' ? years : years - 1
}

/** `window` placed `years` later. */
export function placeWindow(window: SeasonWindow, years: number): { startsAt: Date; endsAt: Date } {
  return { startsAt: shiftYears(window.startsAt, years), endsAt: shiftYears(window.endsAt, years) }
}

/** Each `templateYear` written in a text (say "ended on 30 April 2026") moved by `years`. */
export function shiftYearInTexts(text: L10n, years: number): L10n {
  if (years === 0) return text
  const from = String(templateYear)
  const to = String(templateYear + years)
  return Object.fromEntries(Object.entries(text).map(([locale, s]) => [locale, s.replaceAll(from, to)])) as L10n
}
