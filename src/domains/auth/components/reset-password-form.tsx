import { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import { passwordSchema } from '../auth.schemas'
import type { ActionError, ActionResult } from '../session.functions'
import { formStack } from './auth-card'
import { FormMessage, PasswordField, SubmitButton } from './fields'
import { useActionErrors } from './form-errors'
import { bind, useCheckedForm } from './use-checked-form'

/** The API's password rule, typed twice. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, { error: 'validation_required' }) })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'validation_passwords_differ' })

const isTokenError = (e: ActionError) =>
  e.code === 'token_invalid' || e.code === 'token_expired' || Boolean(e.fields?.token)

export function ResetPasswordForm(props: {
  onSubmit: (password: string) => Promise<ActionResult<unknown>>
  onDone: () => void
  /** The link's token was refused (used, expired or malformed): the API's message. */
  onTokenRejected: (message: string) => void
}) {
  const server = useActionErrors(['password'])
  const { form, invalid, busy, messageOf, onSubmit } = useCheckedForm(newPasswordSchema, {
    defaultValues: { password: '', confirm: '' },
    onValid: async ({ password }) => {
      server.reset()
      const result = await props.onSubmit(password)
      if (result.ok) props.onDone()
      else if (isTokenError(result.error))
        props.onTokenRejected(result.error.fields?.token ? m.auth_token_invalid() : result.error.message)
      else server.apply(result.error)
    },
  })

  return (
    <form noValidate method="post" className={formStack} onSubmit={onSubmit}>
      <form.Field name="password" listeners={{ onChange: () => server.clearField('password') }}>
        {(field) => (
          <PasswordField
            id="reset-password"
            {...bind(field)}
            label={m.auth_new_password_label()}
            hint={m.auth_password_hint()}
            autoComplete="new-password"
            error={messageOf('password', field.state.meta.isBlurred) ?? server.fields.password}
          />
        )}
      </form.Field>
      <form.Field name="confirm">
        {(field) => (
          <PasswordField
            id="reset-confirm"
            {...bind(field)}
            label={m.auth_confirm_password_label()}
            autoComplete="new-password"
            error={messageOf('confirm', field.state.meta.isBlurred)}
          />
        )}
      </form.Field>
      {server.message && <FormMessage tone="error">{server.message}</FormMessage>}
      <SubmitButton disabled={invalid || busy} busy={busy}>
        {m.auth_reset_submit()}
      </SubmitButton>
    </form>
  )
}
