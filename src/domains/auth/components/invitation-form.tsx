import { useState, type FormEvent } from 'react'
import { m } from '~/paraglide/messages.js'
import { PASSWORD_MIN } from '../auth.schemas'
import type { ActionResult } from '../session.functions'
import { formStack } from './auth-card'
import { FormMessage, PasswordField, SubmitButton } from './fields'

/** The reason a new password (typed twice) is refused, or null. The same rule as the API's. */
export function checkNewPassword(password: string, confirm: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > 200) return m.validation_password_min()
  if (password !== confirm) return m.validation_passwords_differ()
  return null
}

/**
 * The invited user's own password, typed twice. The button is never disabled: without
 * JavaScript the browser posts the form as it is and the page's POST handler checks it; with
 * JavaScript the check runs here first and the server function sends it.
 */
export function InvitationForm(props: {
  serverError?: string
  onSubmit: (password: string) => Promise<ActionResult<unknown>>
  onDone: () => void
  onRejected: (message: string) => void
}) {
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string | undefined>(props.serverError)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const problem = checkNewPassword(password, confirm)
    if (problem) return setError(problem)
    setBusy(true)
    const result = await props.onSubmit(password)
    setBusy(false)
    if (result.ok) return props.onDone()
    if (result.error.fields?.password) return setError(result.error.fields.password[0])
    props.onRejected(result.error.message)
  }
  return (
    <form noValidate method="post" className={formStack} onSubmit={submit}>
      <PasswordField
        id="invitation-password"
        name="password"
        value={password}
        onChange={setPassword}
        label={m.invitation_password()}
        hint={m.auth_password_hint()}
        autoComplete="new-password"
      />
      <PasswordField
        id="invitation-confirm"
        name="confirm"
        value={confirm}
        onChange={setConfirm}
        label={m.auth_confirm_password_label()}
        autoComplete="new-password"
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <SubmitButton disabled={busy} busy={busy}>
        {m.invitation_button()}
      </SubmitButton>
    </form>
  )
}
