import { sql } from 'drizzle-orm'
import { orderNumberCounters, orders } from '~/db/schema'
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

/**
 * Gives order `orderId` its number in one statement, the order's last before the commit: the
 * counter's row lock, which serialises every order of the year, is held for this statement and
 * the commit only (the bench's ceiling is 1 / that time). Bank transfer: the number is also the
 * payment reference (in the column and the payment snapshot).
 */
export async function assignOrderNumber(
  tx: Tx,
  orderId: number,
  now: Date,
  extra: { numberIsReference: boolean; madeToMeasureLineIds: number[] },
): Promise<string> {
  const year = romeYear(now)
  const formatted = sql`${String(year)} || '-' || lpad(n.last_number::text, greatest(6, length(n.last_number::text)), '0')`
  const result = await tx.execute(sql`
    with n as (
      insert into ${orderNumberCounters} (year, last_number) values (${year}, 1)
      on conflict (year) do update set last_number = ${orderNumberCounters}.last_number + 1
      returning last_number)
    update ${orders} set
      number = ${formatted},
      payment_reference = case when ${extra.numberIsReference} then ${formatted} else null end,
      payment_snapshot = jsonb_set(coalesce(payment_snapshot, '{}'::jsonb), '{reference}',
        case when ${extra.numberIsReference} then to_jsonb(${formatted}) else 'null'::jsonb end),
      made_to_measure_line_ids = ${`{${extra.madeToMeasureLineIds.join(',')}}`}::integer[]
    from n where ${orders.id} = ${orderId}
    returning ${orders.number} as number`)
  const rows = (result as { rows?: Array<{ number: string }> }).rows ?? (result as unknown as Array<{ number: string }>)
  return rows[0]!.number
}
