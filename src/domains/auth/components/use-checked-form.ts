import { useForm, useStore } from '@tanstack/react-form'
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { Locale } from '~/lib/i18n/locales'
import { getLocale } from '~/paraglide/runtime.js'
import { useSchemaErrors } from './form-errors'

/**
 * What the sign-in, registration and password forms share: TanStack Form holds the draft, the
 * API's own zod schema decides what is valid (messages derived from the values on every render,
 * so none outlives its cause), a field's message shows once it was left or a submit was tried,
 * and a submit runs `onValid` with the parsed values only when the draft is valid and nothing
 * else is running (`busy` adds a sign-in running outside the form).
 */
/** The part of a TanStack Form field an input needs. */
type BindableField<V> = { name: string; state: { value: V }; handleChange: (value: V) => void; handleBlur: () => void }

/** Spreads a field into an input's props: `<TextField {...bind(field)} … />`. */
export const bind = <V>(field: BindableField<V>) => ({
  name: field.name,
  value: field.state.value,
  onChange: field.handleChange,
  onBlur: field.handleBlur,
})

export function useCheckedForm<Draft extends Record<string, unknown>, Schema extends z.ZodType>(
  schema: Schema,
  options: { defaultValues: Draft; onValid: (value: z.output<Schema>) => void | Promise<void>; busy?: boolean },
) {
  const [attempted, setAttempted] = useState(false)
  const form = useForm({
    defaultValues: options.defaultValues,
    onSubmit: async ({ value }) => {
      const parsed = schema.safeParse(value)
      if (parsed.success) await options.onValid(parsed.data)
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const errors = useSchemaErrors(schema, values, getLocale() as Locale)
  const invalid = Object.keys(errors).length > 0
  const busy = Boolean(options.busy) || submitting
  return {
    form,
    invalid,
    /** The fields whose value does not pass yet (to say why the submit button waits). */
    failing: Object.keys(errors),
    busy,
    /** The field's client message, once the field was left (`shown`) or a submit was tried. */
    messageOf: (name: keyof Draft & string, shown: boolean): string | undefined =>
      shown || attempted ? errors[name] : undefined,
    /** For `<form onSubmit>`: the page never reloads; invalid or busy drafts are not sent. */
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      event.stopPropagation()
      setAttempted(true)
      if (!invalid && !busy) void form.handleSubmit()
    },
  }
}
