import { useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { FormMessage } from '~/domains/accounts/components/form-kit'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminRequestError } from './data-provider'
import { FormOutline, type OutlineEntry } from './form-outline'
import { SaveBar, useFocusFirstError } from './save-bar'
import { useUnsavedGuard } from './unsaved-guard'

type Props = {
  mode: 'create' | 'edit'
  body: () => unknown
  send: (body: unknown) => Promise<unknown>
  onCancel: () => void
  /** A long form's sections, listed in an outline above it (each a FormSection with that id). */
  outline?: OutlineEntry[]
  children: (errors: FieldErrors) => ReactNode
}

/**
 * The frame of a resource's own form: the save bar, busy state, the guard against leaving with
 * unsaved changes, and the API's refusal — its `fields` handed to the inputs
 * (`children(errors)`), its message above the form, the first field named focused.
 */
export function CustomForm(props: Props) {
  const [failure, setFailure] = useState<{ message: string; fields: FieldErrors } | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusals, setRefusals] = useState(0)
  const saving = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Changed = the body it would send differs from the one it was opened (or last saved) with.
  const current = JSON.stringify(props.body())
  const [saved, setSaved] = useState(current)
  const dirty = current !== saved
  const guard = useUnsavedGuard(dirty, () => saving.current)
  useFocusFirstError(formRef, refusals)
  return (
    <form
      ref={formRef}
      noValidate
      data-resource-form
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      onSubmit={async (e) => {
        e.preventDefault()
        setBusy(true)
        setFailure(null)
        saving.current = true
        try {
          await props.send(props.body())
          setSaved(current)
        } catch (err) {
          setFailure(
            err instanceof AdminRequestError
              ? { message: err.message, fields: err.fields ?? {} }
              : { message: m.error_generic_text(), fields: {} },
          )
          setRefusals((n) => n + 1)
        } finally {
          saving.current = false
          setBusy(false)
        }
      }}
    >
      {props.outline && <FormOutline sections={props.outline} />}
      {failure && (
        <FormMessage kind="error">
          {failure.message}
          {Object.keys(failure.fields).length > 0 &&
            ` ${m.cat_fields_in_error({ fields: Object.keys(failure.fields).join(', ') })}`}
        </FormMessage>
      )}
      {props.children(failure?.fields ?? {})}
      <SaveBar
        dirty={dirty}
        busy={busy}
        submitLabel={props.mode === 'create' ? m.adm_create() : m.adm_save()}
        onCancel={props.onCancel}
      />
      {guard}
    </form>
  )
}
