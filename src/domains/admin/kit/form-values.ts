import type { Field } from './resource'

// Between API rows and form inputs. Inputs hold strings (money as "12.50", dates as
// "2026-05-01"); the API takes cents, numbers, ISO dates and nulls. A value that does not
// parse is sent as typed, so the API refuses it with a field error shown in place.

export type FormValues = Record<string, string | boolean>

export function parseMoney(input: string): number | string | null {
  const s = input.trim().replace(/\s|€/g, '')
  if (s === '') return null
  // "1.234,50" and "1234.50" and "1234,5" are all accepted.
  const normal = /,\d{1,2}$/.test(s) ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '')
  if (!/^-?\d+(\.\d{1,2})?$/.test(normal)) return input
  return Math.round(Number(normal) * 100)
}

export const formatMoneyInput = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2))

export function valueToInput(field: Field, value: unknown): string | boolean {
  if (field.type === 'checkbox') return Boolean(value)
  if (value === null || value === undefined) return ''
  switch (field.type) {
    case 'money':
      return formatMoneyInput(Number(value))
    case 'date':
      return String(value).slice(0, 10)
    case 'datetime':
      return String(value).slice(0, 16)
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value)
    default:
      return String(value)
  }
}

export function inputToValue(field: Field, input: string | boolean | undefined): unknown {
  if (field.type === 'checkbox') return Boolean(input)
  const s = typeof input === 'string' ? input.trim() : ''
  switch (field.type) {
    case 'money':
      return parseMoney(s)
    case 'number':
      return s === '' ? null : Number.isFinite(Number(s)) ? Number(s) : s
    case 'list':
      return s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    case 'date':
    case 'datetime':
    case 'select':
      return s === '' ? null : s
    default:
      return s === '' && field.optional ? null : s
  }
}

export const formFields = (fields: Field[], mode: 'create' | 'edit') => fields.filter((f) => !f.only || f.only === mode)

export function rowToForm(fields: Field[], row: Record<string, unknown> | null): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, valueToInput(f, row?.[f.name])]))
}

export function formToBody(fields: Field[], values: FormValues, mode: 'create' | 'edit'): Record<string, unknown> {
  return Object.fromEntries(formFields(fields, mode).filter((f) => !f.readOnly).map((f) => [f.name, inputToValue(f, values[f.name])]))
}
