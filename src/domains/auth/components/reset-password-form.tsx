import { useForm, useStore } from '@tanstack/react-form'
import { useState } from 'react'
import { z } from 'zod'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { passwordSchema } from '../auth.schemas'
import type { ActionError, ActionResult } from '../session.functions'
import { formStack } from './auth-card'
import { FormMessage, PasswordField, SubmitButton } from './fields'
import { useActionErrors, useSchemaErrors } from './form-errors'

/** The API's password rule, typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, { error: 'validation_required' }) })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'validation_passwords_differ' })

const isTokenError = (e: ActionError) => e.code === 'token_invalid' || e.code === 'token_expired' || Boolean(e.fields?.token)

export function ResetPasswordForm(props: {
  onSubmit: (password: string) => Promise<ActionResult<unknown>>
  onDone: () => void
  /** The link's token was refused (used, expired or malformed): the API's message. */
  onTokenRejected: (message: string) => void
}) {
  const locale = getLocale() as Locale
  const server = useActionErrors(['password'])
  const [attempted, setAttempted] = useState(false)
  const form = useForm({
    defaultValues: { password: '', confirm: '' },
    onSubmit: async ({ value }) => {
      const parsed = newPasswordSchema.safeParse(value)
      if (!parsed.success) return
      server.reset()
      const result = await props.onSubmit(parsed.data.password)
      if (result.ok) props.onDone()
      else if (isTokenError(result.error)) props.onTokenRejected(result.error.fields?.token ? m.auth_token_invalid() : result.error.message)
      else server.apply(result.error)
    },
  })
  const values = useStore(form.store, (s) => s.values)
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const errors = useSchemaErrors(newPasswordSchema, values, locale)
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
      <form.Field name="password" listeners={{ onChange: () => server.clearField('password') }}>
        {(field) => (
          <PasswordField
            id="reset-password"
            name={field.name}
            label={m.auth_new_password_label()}
            hint={m.auth_password_hint()}
            autoComplete="new-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={(field.state.meta.isBlurred || attempted ? errors.password : undefined) ?? server.fields.password}
          />
        )}
      </form.Field>
      <form.Field name="confirm">
        {(field) => (
          <PasswordField
            id="reset-confirm"
            name={field.name}
            label={m.auth_confirm_password_label()}
            autoComplete="new-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={field.state.meta.isBlurred || attempted ? errors.confirm : undefined}
          />
        )}
      </form.Field>
      {server.message && <FormMessage tone="error">{server.message}</FormMessage>}
      <SubmitButton disabled={invalid || submitting} busy={submitting}>
        {m.auth_reset_submit()}
      </SubmitButton>
    </form>
  )
}
