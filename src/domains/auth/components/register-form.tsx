import type { ReactNode } from 'react'
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

/**
 * Registration with the API's `registerSchema`. Client messages show once a field was left;
 * the API's field messages (e.g. an address it refuses) show next to their field.
 */
export function RegisterForm(props: { onSubmit: (values: RegisterValues) => Promise<ActionResult<unknown>>; termsLabel: ReactNode }) {
  const server = useActionErrors(fieldNames)
  const { form, invalid, busy, messageOf, onSubmit } = useCheckedForm(registerSchema, {
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
      <SubmitButton disabled={invalid || busy} busy={busy}>
        {m.auth_register_submit()}
      </SubmitButton>
    </form>
  )
}
