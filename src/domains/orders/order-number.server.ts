import { randomBytes } from 'node:crypto'

// Gapless order numbers per year, '2026-000042' (decision 019). The number is given while the
// order's transaction commits, by a deferred trigger (migration 0023, decision 047): the counter's
// row lock, which serialises every order of the year, is held for the commit only, and a
// rolled-back order takes no number, so the numbers that exist have no holes.

const romeYearFormat = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' })

/** The calendar year in Italy (an order at 00:30 on 1 January in Rome belongs to the new year). */
export function romeYear(now: Date): number {
  return Number(romeYearFormat.format(now))
}

/**
 * The number an order is inserted with until its commit gives it the real one. Unique, and it
 * carries the order's year (in Rome), which the trigger numbers it in. Used as the bank transfer
 * reference too when the number is the reference: the trigger replaces both.
 */
export const provisionalOrderNumber = (now: Date) => `tmp-${romeYear(now)}-${randomBytes(8).toString('hex')}`
