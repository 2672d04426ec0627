import { useMemo, useState } from 'react'
import type { z } from 'zod'
import type { Locale } from '~/lib/i18n/locales'
import { translateIssue } from '~/lib/validation/issues'
import { m } from '~/paraglide/messages.js'
import type { ActionError } from '../session.functions'

export type FieldErrorMap = Record<string, string>

/**
 * The first translated message per top-level field when `values` fail `schema` (the same zod
 * schema the API validates with), or an empty map.
 */
export function schemaErrors(schema: z.ZodType, values: unknown, locale: Locale): FieldErrorMap {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: FieldErrorMap = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= translateIssue(issue, locale)
  }
  return errors
}

/**
 * Errors derived from the current values on every render, rather than stored per validation
 * event, so a message never outlives the value that caused it.
 */
export function useSchemaErrors(schema: z.ZodType, values: unknown, locale: Locale): FieldErrorMap {
  return useMemo(() => schemaErrors(schema, values, locale), [schema, values, locale])
}

/** The API's field messages (already translated), first one per field. */
export function firstFieldErrors(fields: Record<string, string[]> | undefined): FieldErrorMap {
  const out: FieldErrorMap = {}
  for (const [name, messages] of Object.entries(fields ?? {})) if (messages[0]) out[name] = messages[0]
  return out
}

/**
 * The server's answer to a submitted form: field messages shown next to their fields (each
 * dropped once its field changes), anything else as one message for the whole form.
 */
export function useActionErrors(knownFields: readonly string[]) {
  const [fields, setFields] = useState<FieldErrorMap>({})
  const [message, setMessage] = useState<string | null>(null)
  return {
    fields,
    message,
    clearField: (name: string) =>
      setFields((current) => {
        if (!(name in current)) return current
        const { [name]: _dropped, ...rest } = current
        return rest
      }),
    reset: () => {
      setFields({})
      setMessage(null)
    },
    apply: (error: ActionError) => {
      const byField = firstFieldErrors(error.fields)
      setFields(byField)
      const shownByField = Object.keys(byField).some((name) => knownFields.includes(name))
      setMessage(shownByField ? null : error.message || m.auth_error_generic())
    },
  }
}
