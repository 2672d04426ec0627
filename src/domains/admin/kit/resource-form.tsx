import { useForm, useStore } from '@tanstack/react-form'
import { useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { FormMessage } from '~/domains/accounts/components/form-kit'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { AdminRequestError } from './data-provider'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { FieldInput } from './field-input'
import { apiKey, formFields, formToBody, localKey, type FormValues } from './form-values'
import { LocaleTabs, localeName } from './locale-tabs'
import type { Field } from './resource'
import { SaveBar, useFocusFirstError } from './save-bar'
import { useUnsavedGuard } from './unsaved-guard'

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
  const [failure, setFailure] = useState<{
    message: string
    fields: FieldErrors
  } | null>(null)
  const [refusals, setRefusals] = useState(0)
  const shown = formFields(props.fields, props.mode)
  const missing = (f: Field, v: unknown) =>
    !f.optional && !f.readOnly && f.type !== 'checkbox' && String(v ?? '').trim() === ''
  const form = useForm({
    defaultValues: props.initial,
    onSubmit: async ({ value }) => {
      if (shown.some((f) => missing(f, value[f.localized ? localKey(f.name, baseLocale) : f.name])))
        return setRefusals((n) => n + 1)
      setFailure(null)
      try {
        await props.send(
          props.toBody ? props.toBody(value, props.mode) : formToBody(props.fields, value, props.mode),
          value,
        )
        form.reset(value) // what was saved is the new starting point: nothing unsaved
      } catch (e) {
        if (e instanceof AdminRequestError) setFailure({ message: e.message, fields: e.fields ?? {} })
        else setFailure({ message: m.error_generic_text(), fields: {} })
        setRefusals((n) => n + 1)
      }
    },
  })
  const busy = useStore(form.store, (s) => s.isSubmitting)
  const tried = useStore(form.store, (s) => s.submissionAttempts > 0)
  const values = useStore(form.store, (s) => s.values)
  const dirty = useStore(form.store, (s) => !s.isDefaultValue)
  const formRef = useRef<HTMLFormElement>(null)
  const guard = useUnsavedGuard(dirty, () => form.state.isSubmitting)
  useFocusFirstError(formRef, refusals)
  const localized = shown.filter((f) => f.localized)
  const knownKeys = new Set(shown.flatMap((f) => (f.localized ? locales.map((l) => apiKey(f.name, l)) : [f.name])))
  const unknownFieldErrors = failure ? Object.entries(failure.fields).filter(([k]) => !knownKeys.has(k)) : []
  /** One input: `key` is the form's value key, `errorKey` the API's name for it in `fields`. */
  const renderField = (f: Field, key: string, errorKey: string, locale?: Locale) => (
    <form.Field key={key} name={key}>
      {(field) => {
        const serverErrors = failure?.fields[errorKey] ?? []
        const clientError =
          tried && (!locale || locale === baseLocale) && missing(f, field.state.value) ? [m.adm_required()] : []
        return (
          <FieldInput
            f={f}
            fid={`${id}-${key.replace('@', '-')}`}
            name={key}
            value={field.state.value}
            errors={[...clientError, ...serverErrors]}
            labelSuffix={locale ? localeName(locale) : undefined}
            onBlur={field.handleBlur}
            onChange={(v) => {
              field.handleChange(v)
              if (serverErrors.length && failure)
                setFailure({
                  ...failure,
                  fields: Object.fromEntries(Object.entries(failure.fields).filter(([k]) => k !== errorKey)),
                })
            }}
          />
        )
      }}
    </form.Field>
  )
  return (
    <form
      ref={formRef}
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
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        })}
      >
        {shown.filter((f) => !f.localized).map((f) => renderField(f, f.name, f.name))}
        {localized.length > 0 && (
          <LocaleTabs
            hasErrors={(l) => localized.some((f) => (failure?.fields[apiKey(f.name, l)] ?? []).length > 0)}
            filled={(l) => localized.some((f) => String(values[localKey(f.name, l)] ?? '').trim() !== '')}
          >
            {(l) => localized.map((f) => renderField(f, localKey(f.name, l), apiKey(f.name, l), l))}
          </LocaleTabs>
        )}
      </div>
      <SaveBar dirty={dirty} busy={busy} submitLabel={props.submitLabel} onCancel={props.onCancel} />
      {guard}
    </form>
  )
}
