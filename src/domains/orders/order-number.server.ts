import { sql } from 'drizzle-orm'
import { orderNumberCounters } from '~/db/schema'
import type { Tx } from '~/db/types'

// Gapless order numbers per year, '2026-000042' (decision 019). The counter row is incremented
// inside the order's transaction: its row lock orders concurrent orders, and a rolled-back order
// gives its number back, so the numbers that exist have no holes.

/** The calendar year in Italy (an order at 00:30 on 1 January in Rome belongs to the new year). */
export function romeYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(now))
}

export const formatOrderNumber = (year: number, n: number) => `${year}-${String(n).padStart(6, '0')}`

export async function nextOrderNumber(tx: Tx, now: Date): Promise<string> {
  const year = romeYear(now)
  const [row] = await tx
    .insert(orderNumberCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderNumberCounters.year, set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` } })
    .returning({ n: orderNumberCounters.lastNumber })
  return formatOrderNumber(year, row!.n)
}
