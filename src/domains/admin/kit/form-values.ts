import { centsToDecimal } from '~/lib/format/money'
import { baseLocale, locales } from '~/lib/i18n/locales'
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

export const formatMoneyInput = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToDecimal(cents)

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
    case 'products':
      return Array.isArray(value) ? value.join(',') : String(value)
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
    case 'category':
      return s === '' ? null : Number.isFinite(Number(s)) ? Number(s) : s
    case 'products':
      return s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .map((v) => (/^\d+$/.test(v) ? Number(v) : v))
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

/** The form key of a localized field's input in one locale (`title@es`); the API calls it `translations.es.title`. */
export const localKey = (name: string, locale: string) => `${name}@${locale}`
export const apiKey = (name: string, locale: string) => `translations.${locale}.${name}`

export function rowToForm(fields: Field[], row: Record<string, unknown> | null): FormValues {
  const texts = (row?.translations ?? {}) as Record<string, Record<string, unknown> | undefined>
  return Object.fromEntries(
    fields.flatMap((f) =>
      f.localized
        ? locales.map((l) => [localKey(f.name, l), valueToInput(f, texts[l]?.[f.name])])
        : [[f.name, valueToInput(f, row?.[f.name])]],
    ),
  )
}

/**
 * Form values → API body. A locale whose texts are all empty is sent as null (removed: the shop
 * shows Italian there), except Italian, which is always sent.
 */
export function formToBody(fields: Field[], values: FormValues, mode: 'create' | 'edit'): Record<string, unknown> {
  const shown = formFields(fields, mode).filter((f) => !f.readOnly)
  const plain = Object.fromEntries(
    shown.filter((f) => !f.localized).map((f) => [f.name, inputToValue(f, values[f.name])]),
  )
  const localized = shown.filter((f) => f.localized)
  if (localized.length === 0) return plain
  const translations = Object.fromEntries(
    locales.map((l) => {
      const filled = localized.some((f) => String(values[localKey(f.name, l)] ?? '').trim() !== '')
      if (!filled && l !== baseLocale) return [l, null]
      return [l, Object.fromEntries(localized.map((f) => [f.name, inputToValue(f, values[localKey(f.name, l)])]))]
    }),
  )
  return { ...plain, translations }
}
