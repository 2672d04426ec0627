import { m } from '~/paraglide/messages.js'
import { int, percentOfBp } from '../kit/format'

// An order edit as the owner reads it (issue 43): "Primo sconto: 0 % → 10 %", "Riga MA-LEV-TON:
// 1 → 2", not the stored field names and basis points ("first_discount_bp: 0 → 1000").

export type OrderChange = { field: string; from: string | number | null; to: string | number | null }

const value = (v: string | number | null, show: (n: number) => string) =>
  v === null ? '—' : typeof v === 'number' ? show(v) : v

export function changeText(change: OrderChange): string {
  const discount =
    change.field === 'first_discount_bp'
      ? m.oa_change_first_discount()
      : change.field === 'second_discount_bp'
        ? m.oa_change_second_discount()
        : null
  if (discount) return `${discount}: ${value(change.from, percentOfBp)} → ${value(change.to, percentOfBp)}`
  const line = /^line (.+)$/.exec(change.field)
  if (line) return `${m.oa_change_line({ sku: line[1]! })}: ${value(change.from, int)} → ${value(change.to, int)}`
  return `${change.field}: ${value(change.from, String)} → ${value(change.to, String)}`
}
