import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { registerSchema } from '../auth.schemas'
import type { ActionResult } from '../session.functions'
import { formStack } from './auth-card'
import { CheckboxField, FormMessage, PasswordField, SubmitButton, TextField } from './fields'
import { useActionErrors } from './form-errors'
import { bind, useCheckedForm } from './use-checked-form'

export type RegisterValues = { name: string; email: string; password: string; terms: true }
type Draft = { name: string; email: string; password: string; terms: boolean }

const fieldNames = ['name', 'email', 'password', 'terms'] as const
const fieldLabel: Record<(typeof fieldNames)[number], () => string> = {
  name: m.auth_name_label,
  email: m.auth_email_label,
  password: m.auth_password_label,
  terms: m.register_missing_terms,
}

/**
 * Registration with the API's `registerSchema`. Client messages show once a field was left;
 * the API's field messages (e.g. an address it refuses) show next to their field.
 */
export function RegisterForm(props: {
  onSubmit: (values: RegisterValues) => Promise<ActionResult<unknown>>
  termsLabel: ReactNode
}) {
  const server = useActionErrors(fieldNames)
  const { form, invalid, failing, busy, messageOf, onSubmit } = useCheckedForm(registerSchema, {
    defaultValues: { name: '', email: '', password: '', terms: false } as Draft,
    onValid: async (values) => {
      server.reset()
      const result = await props.onSubmit({ ...values, terms: true })
      if (!result.ok) server.apply(result.error)
    },
  })
  const errorOf = (name: (typeof fieldNames)[number], shown: boolean) => messageOf(name, shown) ?? server.fields[name]

  return (
    <form noValidate method="post" className={formStack} onSubmit={onSubmit}>
      <form.Field name="name" listeners={{ onChange: () => server.clearField('name') }}>
        {(field) => (
          <TextField
            id="register-name"
            {...bind(field)}
            label={m.auth_name_label()}
            autoComplete="name"
            reserveError
            error={errorOf('name', field.state.meta.isBlurred)}
          />
        )}
      </form.Field>
      <form.Field name="email" listeners={{ onChange: () => server.clearField('email') }}>
        {(field) => (
          <TextField
            id="register-email"
            {...bind(field)}
            type="email"
            label={m.auth_email_label()}
            autoComplete="email"
            reserveError
            error={errorOf('email', field.state.meta.isBlurred)}
          />
        )}
      </form.Field>
      <form.Field name="password" listeners={{ onChange: () => server.clearField('password') }}>
        {(field) => (
          <PasswordField
            id="register-password"
            {...bind(field)}
            label={m.auth_password_label()}
            hint={m.auth_password_hint()}
            autoComplete="new-password"
            reserveError
            error={errorOf('password', field.state.meta.isBlurred)}
          />
        )}
      </form.Field>
      <form.Field name="terms" listeners={{ onChange: () => server.clearField('terms') }}>
        {(field) => (
          <CheckboxField
            id="register-terms"
            name={field.name}
            checked={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            // A checkbox is "left" once it was changed: tell at once that it must be ticked.
            error={errorOf('terms', field.state.meta.isBlurred || field.state.meta.isTouched)}
          >
            {props.termsLabel}
          </CheckboxField>
        )}
      </form.Field>
      {server.message && <FormMessage tone="error">{server.message}</FormMessage>}
      <SubmitButton disabled={invalid || busy} busy={busy} describedBy={invalid ? 'register-missing' : undefined}>
        {m.auth_register_submit()}
      </SubmitButton>
      {invalid && (
        // Why the button waits, in words (issue 16); updated as the visitor fills the form.
        <p id="register-missing" data-testid="register-missing" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {m.register_missing({
            fields: failing.map((name) => fieldLabel[name as (typeof fieldNames)[number]]?.() ?? name).join(', '),
          })}
        </p>
      )}
    </form>
  )
}
