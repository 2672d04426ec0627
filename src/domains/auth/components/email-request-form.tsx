import { m } from '~/paraglide/messages.js'
import { forgotPasswordSchema } from '../auth.schemas'
import type { ActionResult } from '../session.functions'
import { formStack } from './auth-card'
import { FormMessage, SubmitButton, TextField } from './fields'
import { useActionErrors } from './form-errors'
import { bind, useCheckedForm } from './use-checked-form'

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
  const server = useActionErrors(['email'])
  const { form, invalid, busy, messageOf, onSubmit } = useCheckedForm(forgotPasswordSchema, {
    defaultValues: { email: props.defaultEmail ?? '' },
    onValid: async ({ email }) => {
      server.reset()
      const result = await props.onSubmit(email)
      if (result.ok) props.onDone(email)
      else server.apply(result.error)
    },
  })

  return (
    <form noValidate method="post" className={formStack} onSubmit={onSubmit}>
      <form.Field name="email" listeners={{ onChange: () => server.clearField('email') }}>
        {(field) => (
          <TextField
            id={`${props.id}-email`}
            {...bind(field)}
            type="email"
            label={m.auth_email_label()}
            autoComplete="email"
            error={messageOf('email', field.state.meta.isBlurred) ?? server.fields.email}
          />
        )}
      </form.Field>
      {server.message && <FormMessage tone="error">{server.message}</FormMessage>}
      <SubmitButton disabled={invalid || busy} busy={busy}>
        {props.submitLabel}
      </SubmitButton>
    </form>
  )
}
