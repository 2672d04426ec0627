import { useForm, useStore } from '@tanstack/react-form'
import { useState, type ReactNode } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { loginSchema } from '../auth.schemas'
import { formStack } from './auth-card'
import { FormMessage, PasswordField, SubmitButton, TextField } from './fields'
import { useSchemaErrors } from './form-errors'

export type LoginValues = { email: string; password: string }

type Props = {
  onSubmit: (values: LoginValues) => void | Promise<void>
  /** The sign-in is under way (the button stays disabled). */
  submitting?: boolean
  /** The failed sign-in's message, shown in an alert above the button. */
  error?: ReactNode
  defaultEmail?: string
}

/**
 * Spec §2/§5 login form: e-mail and password checked with the API's own `loginSchema`, the
 * button disabled while the form is invalid or a sign-in is running. Messages show once a
 * field was left (or a submit was tried) and follow the value from then on.
 */
export function LoginForm({ onSubmit, submitting = false, error, defaultEmail = '' }: Props) {
  const locale = getLocale() as Locale
  const form = useForm({
    defaultValues: { email: defaultEmail, password: '' } as LoginValues,
    onSubmit: async ({ value }) => {
      const parsed = loginSchema.safeParse(value)
      if (parsed.success) await onSubmit(parsed.data)
    },
  })
  const [attempted, setAttempted] = useState(false)
  const values = useStore(form.store, (s) => s.values)
  const formSubmitting = useStore(form.store, (s) => s.isSubmitting)
  const errors = useSchemaErrors(loginSchema, values, locale)
  const invalid = Object.keys(errors).length > 0
  const busy = submitting || formSubmitting

  return (
    <form
      noValidate
      method="post"
      className={formStack}
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        setAttempted(true)
        if (!invalid && !busy) void form.handleSubmit()
      }}
    >
      <form.Field name="email">
        {(field) => (
          <TextField
            id="login-email"
            name={field.name}
            type="email"
            label={m.auth_email_label()}
            autoComplete="email"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={field.state.meta.isBlurred || attempted ? errors.email : undefined}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <PasswordField
            id="login-password"
            name={field.name}
            label={m.auth_password_label()}
            autoComplete="current-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={field.state.meta.isBlurred || attempted ? errors.password : undefined}
          />
        )}
      </form.Field>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <SubmitButton disabled={invalid || busy} busy={busy}>
        {m.auth_login_submit()}
      </SubmitButton>
    </form>
  )
}
