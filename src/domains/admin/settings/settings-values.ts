import { AdminRequestError } from '../kit/data-provider'
import { formToBody, rowToForm, type FormValues } from '../kit/form-values'
import type { Field } from '../kit/resource'

// Between the nested settings map and the flat inputs of a settings section. A nested key is
// one input named with ':' (`shop_legal:company`): TanStack Form reads dots as paths, and the
// API names the same field `shop_legal.company` in its errors.

export const SEP = ':'

/** `{ a: { b: 1 } }` → `{ 'a:b': 1 }`; arrays and scalars stay whole. */
export function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}${SEP}${key}` : key
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, name))
    else out[name] = v
  }
  return out
}

/** Social links as the textarea shows them: one "icon address" a line. */
export const socialToText = (links: ReadonlyArray<{ icon: string; url: string }>) =>
  links.map((l) => `${l.icon} ${l.url}`).join('\n')
export const textToSocial = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [icon = '', ...rest] = line.split(/\s+/)
      return { icon: icon.toLowerCase(), url: rest.join(' ') }
    })

export function sectionInitial(fields: Field[], settings: Record<string, unknown>): FormValues {
  const flat = flatten(settings)
  const values = rowToForm(fields, flat)
  if ('footer_social' in values)
    values.footer_social = socialToText((settings.footer_social ?? []) as Array<{ icon: string; url: string }>)
  return values
}

/** The PATCH body of a section: its inputs, nested back; an empty optional text is '' (the settings have no nulls). */
export function sectionBody(fields: Field[], values: FormValues): Record<string, unknown> {
  const flat = formToBody(fields, values, 'edit')
  const body: Record<string, unknown> = {}
  for (const [name, raw] of Object.entries(flat)) {
    const field = fields.find((f) => f.name === name)
    let v: unknown = raw
    if (name === 'footer_social') v = textToSocial(String(values[name] ?? ''))
    else if (v === null) v = field?.type === 'money' ? 0 : field?.type === 'select' && name === 'cart_iva' ? null : ''
    else if (name === 'cart_iva') v = Number(v)
    const path = name.split(SEP)
    let at = body
    for (const part of path.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>
    at[path.at(-1)!] = v
  }
  return body
}

/**
 * The API's field errors under the section's input names: `meta_tags.description` →
 * `meta_tags:description`; a deeper path than any input (`footer_social.0.url`) goes to the
 * input that holds it.
 */
export function remapErrors(error: unknown, names: readonly string[]): unknown {
  if (!(error instanceof AdminRequestError) || !error.fields) return error
  const fields: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(error.fields)) {
    const parts = key.split('.')
    let name = key
    for (let n = parts.length; n > 0; n--) {
      const candidate = parts.slice(0, n).join(SEP)
      if (names.includes(candidate)) {
        name = candidate
        break
      }
    }
    ;(fields[name] ??= []).push(...messages)
  }
  return new AdminRequestError(error.code, error.message, fields)
}
