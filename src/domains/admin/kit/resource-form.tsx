import { useForm, useStore } from '@tanstack/react-form'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { FormMessage } from '~/domains/accounts/components/form-kit'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminRequestError } from './data-provider'
import { formFields, formToBody, type FormValues } from './form-values'
import { ImagePicker } from './image-picker'
import type { Field } from './resource'
import { buttonStyle, inputStyle, labelStyle, mutedText } from './styles'

type Props = {
  fields: Field[]
  mode: 'create' | 'edit'
  initial: FormValues
  submitLabel: string
  /** Sends the body; an AdminRequestError's `fields` are shown by the inputs they name. */
  send: (body: unknown, values: FormValues) => Promise<unknown>
  toBody?: (values: FormValues, mode: 'create' | 'edit') => unknown
  onCancel?: () => void
}

/**
 * The form of every admin create/edit screen (TanStack Form). Required inputs are checked
 * here; everything else is the API's job: its refusal comes back with `fields`, each shown
 * under its input until that input is edited, the rest as one message above the form.
 */
export function ResourceForm(props: Props) {
  const id = useId()
  const [failure, setFailure] = useState<{ message: string; fields: FieldErrors } | null>(null)
  const shown = formFields(props.fields, props.mode)
  const missing = (f: Field, v: unknown) => !f.optional && !f.readOnly && f.type !== 'checkbox' && String(v ?? '').trim() === ''
  const form = useForm({
    defaultValues: props.initial,
    onSubmit: async ({ value }) => {
      if (shown.some((f) => missing(f, value[f.name]))) return
      setFailure(null)
      try {
        await props.send(props.toBody ? props.toBody(value, props.mode) : formToBody(props.fields, value, props.mode), value)
      } catch (e) {
        if (e instanceof AdminRequestError) setFailure({ message: e.message, fields: e.fields ?? {} })
        else setFailure({ message: m.error_generic_text(), fields: {} })
      }
    },
  })
  const busy = useStore(form.store, (s) => s.isSubmitting)
  const tried = useStore(form.store, (s) => s.submissionAttempts > 0)
  const unknownFieldErrors = failure ? Object.entries(failure.fields).filter(([k]) => !shown.some((f) => f.name === k)) : []
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void form.handleSubmit()
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      data-resource-form
    >
      {failure && (Object.keys(failure.fields).length === 0 || unknownFieldErrors.length > 0) && (
        <FormMessage kind="error">
          {failure.message}
          {unknownFieldErrors.map(([k, v]) => ` ${k}: ${v.join(' ')}`)}
        </FormMessage>
      )}
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        {shown.map((f) => (
          <form.Field key={f.name} name={f.name}>
            {(field) => {
              const fid = `${id}-${f.name}`
              const serverErrors = failure?.fields[f.name] ?? []
              const clientError = tried && missing(f, field.state.value) ? [m.adm_required()] : []
              const errors = [...clientError, ...serverErrors]
              const describedBy = [f.hint ? `${fid}-hint` : null, errors.length ? `${fid}-error` : null].filter(Boolean).join(' ') || undefined
              const common = {
                id: fid,
                name: f.name,
                disabled: f.readOnly,
                'aria-invalid': errors.length > 0 || undefined,
                'aria-describedby': describedBy,
                onBlur: field.handleBlur,
              }
              const edit = (v: string | boolean) => {
                field.handleChange(v)
                if (serverErrors.length && failure) setFailure({ ...failure, fields: Object.fromEntries(Object.entries(failure.fields).filter(([k]) => k !== f.name)) })
              }
              const value = field.state.value
              return (
                <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1' }), (f.wide || f.type === 'textarea') && css({ gridColumn: { md: '1 / -1' } }))}>
                  {f.type === 'checkbox' ? (
                    <label htmlFor={fid} className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'medium', minH: '44px' })}>
                      <input {...common} type="checkbox" checked={Boolean(value)} onChange={(e) => edit(e.target.checked)} className={css({ w: '5', h: '5' })} />
                      {f.label()}
                    </label>
                  ) : (
                    <label htmlFor={fid} className={labelStyle}>
                      {f.label()}
                      {f.optional && !f.readOnly && <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> {m.adm_optional()}</span>}
                    </label>
                  )}
                  {f.type === 'select' ? (
                    <select {...common} value={String(value ?? '')} onChange={(e) => edit(e.target.value)} className={inputStyle}>
                      {f.optional && <option value="">—</option>}
                      {!f.optional && value === '' && <option value="">{m.adm_choose()}</option>}
                      {(f.options?.() ?? []).map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : f.type === 'textarea' ? (
                    <textarea {...common} rows={4} value={String(value ?? '')} onChange={(e) => edit(e.target.value)} className={inputStyle} />
                  ) : f.type === 'checkbox' ? null : (
                    <input
                      {...common}
                      type={f.type === 'money' || f.type === 'list' || f.type === 'image' ? 'text' : f.type === 'datetime' ? 'datetime-local' : f.type}
                      inputMode={f.type === 'money' ? 'decimal' : f.type === 'number' ? 'numeric' : undefined}
                      autoComplete={f.autoComplete ?? (f.type === 'password' ? 'new-password' : 'off')}
                      value={String(value ?? '')}
                      onChange={(e) => edit(e.target.value)}
                      className={inputStyle}
                    />
                  )}
                  {f.type === 'image' && <ImagePicker value={String(value ?? '')} label={f.label()} onPick={edit} />}
                  {f.hint && (
                    <p id={`${fid}-hint`} className={mutedText}>
                      {f.hint()}
                    </p>
                  )}
                  {errors.length > 0 && (
                    <p id={`${fid}-error`} className={css({ fontSize: 'sm', color: 'error.text' })} data-field-error={f.name}>
                      {errors.join(' ')}
                    </p>
                  )}
                </div>
              )
            }}
          </form.Field>
        ))}
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <button type="submit" className={buttonStyle.primary} disabled={busy}>
          {busy ? m.adm_saving() : props.submitLabel}
        </button>
        {props.onCancel && (
          <button type="button" className={buttonStyle.secondary} onClick={props.onCancel} disabled={busy}>
            {m.adm_cancel()}
          </button>
        )}
      </div>
    </form>
  )
}
