import { useForm, useStore } from '@tanstack/react-form'
import { useState } from 'react'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { forgotPasswordSchema } from '../auth.schemas'
import type { ActionResult } from '../session.functions'
import { formStack } from './auth-card'
import { FormMessage, SubmitButton, TextField } from './fields'
import { useActionErrors, useSchemaErrors } from './form-errors'

/**
 * One e-mail field and a button: "forgot password" and "send the verification link again".
 * The API answers the same whether or not the address has an account, so does `onDone`.
 */
export function EmailRequestForm(props: {
  id: string
  submitLabel: string
  defaultEmail?: string
  onSubmit: (email: string) => Promise<ActionResult<unknown>>
  onDone: (email: string) => void
}) {
  const locale = getLocale() as Locale
  const server = useActionErrors(['email'])
  const [attempted, setAttempted] = useState(false)
  const form = useForm({
    defaultValues: { email: props.defaultEmail ?? '' },
    onSubmit: async ({ value }) => {
      const parsed = forgotPasswordSchema.safeParse(value)
      if (!parsed.success) return
      server.reset()
      const result = await props.onSubmit(parsed.data.email)
      if (result.ok) props.onDone(parsed.data.email)
      else server.apply(result.error)
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const errors = useSchemaErrors(forgotPasswordSchema, values, locale)
  const invalid = Object.keys(errors).length > 0

  return (
    <form
      noValidate
      method="post"
      className={formStack}
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        setAttempted(true)
        if (!invalid && !submitting) void form.handleSubmit()
      }}
    >
      <form.Field name="email" listeners={{ onChange: () => server.clearField('email') }}>
        {(field) => (
          <TextField
            id={`${props.id}-email`}
            name={field.name}
            type="email"
            label={m.auth_email_label()}
            autoComplete="email"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={(field.state.meta.isBlurred || attempted ? errors.email : undefined) ?? server.fields.email}
          />
        )}
      </form.Field>
      {server.message && <FormMessage tone="error">{server.message}</FormMessage>}
      <SubmitButton disabled={invalid || submitting} busy={submitting}>
        {props.submitLabel}
      </SubmitButton>
    </form>
  )
}
