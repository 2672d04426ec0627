import { useForm, useStore } from '@tanstack/react-form'
import { useState, type FormEvent } from 'react'
import type { ActionError, ActionResult } from '~/domains/auth/session.functions'
import type { Locale } from '~/lib/i18n/locales'
import { formLevelError, serverFieldErrors } from './form-kit'

type Check<V> = (input: { value: V }) => { fields: Record<string, string> } | undefined

/**
 * The plumbing the account forms share: the draft in TanStack Form; the client check
 * (`schemaValidator`) run on every render, so messages follow the value, and once more on
 * submit; `send` called only with a valid draft; the API's refusal shown by field (or for the
 * whole form) until the next edit. `send` answers undefined when the session had expired and
 * useServerFn went to /login.
 */
export function useAccountForm<V extends Record<string, unknown>, R>(options: {
  locale: Locale
  defaultValues: V
  validate: Check<V>
  send: (value: V) => Promise<ActionResult<R> | undefined>
  /** After a success; `reset` empties the form. */
  onSaved: (data: R, reset: () => void) => void | Promise<void>
  /** When a valid draft is sent: clear what the previous answer showed. */
  onSend?: () => void
  /** On every edit of a field wired with `clear`. */
  onEdit?: () => void
}) {
  const [error, setError] = useState<ActionError | null>(null)
  const form = useForm({
    defaultValues: options.defaultValues,
    onSubmit: async ({ value, formApi }) => {
      if (options.validate({ value })) return
      setError(null)
      options.onSend?.()
      const result = await options.send(value)
      if (!result) return
      if (!result.ok) return setError(result.error)
      await options.onSaved(result.data, () => formApi.reset())
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const busy = useStore(form.store, (s) => s.isSubmitting)
  const errors: Record<string, string | undefined> = options.validate({ value: values })?.fields ?? {}
  return {
    form,
    busy,
    errors,
    formError: formLevelError(error),
    /** The API's messages for one field. */
    errorsOf: (name: string) => serverFieldErrors(error, name, options.locale),
    /** For a field's `onEdit`: the API's refusal no longer applies. */
    clear: () => {
      setError(null)
      options.onEdit?.()
    },
    /** For `<form onSubmit>`: the page never reloads. */
    onSubmit: (event: FormEvent) => {
      event.preventDefault()
      void form.handleSubmit()
    },
  }
}
