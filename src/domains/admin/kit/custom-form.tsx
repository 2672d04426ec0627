import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FormMessage } from '~/domains/accounts/components/form-kit'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminRequestError } from './data-provider'
import { buttonStyle } from './styles'

/**
 * The frame of a resource's own form: submit and cancel, busy state, and the API's refusal —
 * its `fields` handed to the inputs (`children(errors)`), its message above the form.
 */
export function CustomForm(props: { mode: 'create' | 'edit'; body: () => unknown; send: (body: unknown) => Promise<unknown>; onCancel: () => void; children: (errors: FieldErrors) => ReactNode }) {
  const [failure, setFailure] = useState<{ message: string; fields: FieldErrors } | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <form
      noValidate
      data-resource-form
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      onSubmit={async (e) => {
        e.preventDefault()
        setBusy(true)
        setFailure(null)
        try {
          await props.send(props.body())
        } catch (err) {
          setFailure(err instanceof AdminRequestError ? { message: err.message, fields: err.fields ?? {} } : { message: m.error_generic_text(), fields: {} })
        } finally {
          setBusy(false)
        }
      }}
    >
      {failure && (
        <FormMessage kind="error">
          {failure.message}
          {Object.keys(failure.fields).length > 0 && ` ${m.cat_fields_in_error({ fields: Object.keys(failure.fields).join(', ') })}`}
        </FormMessage>
      )}
      {props.children(failure?.fields ?? {})}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button type="submit" className={buttonStyle.primary} disabled={busy}>
          {busy ? m.adm_saving() : props.mode === 'create' ? m.adm_create() : m.adm_save()}
        </button>
        <button type="button" className={buttonStyle.secondary} onClick={props.onCancel} disabled={busy}>
          {m.adm_cancel()}
        </button>
      </div>
    </form>
  )
}
