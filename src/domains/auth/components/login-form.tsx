import type { ReactNode } from 'react'
import { m } from '~/paraglide/messages.js'
import { loginSchema } from '../auth.schemas'
import { formStack } from './auth-card'
import { FormMessage, PasswordField, SubmitButton, TextField } from './fields'
import { bind, useCheckedForm } from './use-checked-form'

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
  const {
    form,
    invalid,
    busy,
    messageOf,
    onSubmit: submit,
  } = useCheckedForm(loginSchema, {
    defaultValues: { email: defaultEmail, password: '' } as LoginValues,
    onValid: onSubmit,
    busy: submitting,
  })

  return (
    <form noValidate method="post" className={formStack} onSubmit={submit}>
      <form.Field name="email">
        {(field) => (
          <TextField
            id="login-email"
            {...bind(field)}
            type="email"
            label={m.auth_email_label()}
            autoComplete="email"
            error={messageOf('email', field.state.meta.isBlurred)}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <PasswordField
            id="login-password"
            {...bind(field)}
            label={m.auth_password_label()}
            autoComplete="current-password"
            error={messageOf('password', field.state.meta.isBlurred)}
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
