import { addWorkingDays, isWorkingDay, romeToday } from '~/domains/shipping/shipping'

// When an order must leave the workshop, and whether it is late (decision 094). Pure and
// client-safe: the server computes it for the production board, the tests fix the clock.
// Days are calendar days in Rome as `YYYY-MM-DD`; working days are the shipping rules' own
// (Monday to Friday, Italian national holidays off), so the due date and the customer's
// estimated delivery count the same days.

export type DueInput = {
  /** When the order was placed (the estimate was computed from that day). */
  placedAt: Date
  /** The longest lead time among the order's lines, in working days (0 when none is set). */
  leadTimeDays: number
  /** The last day of the delivery window promised to the customer, as the order stores it. */
  promisedBy: string | null
  /** The order's shipping option's longest transit, in working days; null when unknown (the option is gone). */
  transitDays: number | null
}

const iso = (d: Date) => d.toISOString().slice(0, 10)
const day = (s: string) => new Date(`${s}T00:00:00Z`)

/** `days` working days before `end` (0: `end` itself). */
export function subtractWorkingDays(end: Date, days: number): Date {
  const d = new Date(end)
  let left = Math.max(0, days)
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() - 1)
    if (isWorkingDay(d)) left--
  }
  return d
}

/** The first working day on or after `d`. */
function onOrAfterWorkingDay(d: Date): Date {
  const out = new Date(d)
  while (!isWorkingDay(out)) out.setUTCDate(out.getUTCDate() + 1)
  return out
}

/**
 * The due date: the last working day the order can leave (shipped, or ready at the counter for a
 * pickup) and still reach the customer by the promised day — the promise minus the transit. An
 * order without a stored promise (placed before estimates, or its option gone) is due its lead
 * time after the day it was placed, never later than a promise it does have. Never before the
 * first working day of the order itself.
 */
export function dueDate(input: DueInput): string {
  const placed = romeToday(input.placedAt)
  const fromLead = addWorkingDays(placed, input.leadTimeDays)
  let due: Date
  if (input.promisedBy && input.transitDays !== null)
    due = subtractWorkingDays(day(input.promisedBy), input.transitDays)
  else if (input.promisedBy) due = day(input.promisedBy) < fromLead ? day(input.promisedBy) : fromLead
  else due = fromLead
  const earliest = onOrAfterWorkingDay(placed)
  return iso(due < earliest ? earliest : due)
}

/** Late: the due date is before today in the shop's calendar (Rome). Due today is not late yet. */
export const isLate = (due: string, now: Date): boolean => due < iso(romeToday(now))

/** The Monday of the week holding `date` (`YYYY-MM-DD`): the board's "due week". */
export function weekOf(date: string): string {
  const d = day(date)
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7))
  return iso(d)
}
