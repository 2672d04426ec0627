import { useId, type ReactNode } from 'react'
import type { z } from 'zod'
import { css, cx } from 'styled-system/css'
import type { ActionError } from '~/domains/auth/session.functions'
import type { Locale } from '~/lib/i18n/locales'
import { translateIssue, translateKey, type IssueLike } from '~/lib/validation/issues'
import { m } from '~/paraglide/messages.js'

// Small building blocks shared by the account forms (TanStack Form + the API's zod schemas).

/**
 * A text field's styles as an object, for a field that changes one of them: `css(inputStyles,
 * { w: '24' })` merges before making classes, so the field gets `w_24` alone. Two classes for one
 * property (`${inputStyle} ${css({ w: '24' })}`) are decided by the stylesheet's order, not the
 * class list's, and the kit's `w_full` may win.
 */
export const inputStyles = css.raw({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  px: '3',
  py: '2',
  // The theme's input colours (inputBackground, inputText).
  bg: 'input.bg',
  color: 'input.fg',
  w: 'full',
  '&[aria-invalid=true]': { borderColor: 'error.text' },
})

export const inputStyle = css(inputStyles)

/** The buttons' styles as objects, to change one of them with `css(buttonStyles.primary, { py: '3' })`. */
export const buttonStyles = {
  primary: css.raw({
    bg: 'primary',
    color: 'primary.fg',
    px: '5',
    py: '2',
    borderRadius: 'md',
    fontWeight: 'bold',
    cursor: 'pointer',
    textDecoration: 'none',
    display: 'inline-block',
    _disabled: { opacity: 0.6, cursor: 'progress' },
  }),
  secondary: css.raw({
    border: '1px solid',
    borderColor: 'border',
    color: 'fg.default',
    bg: 'bg.canvas',
    px: '4',
    py: '2',
    borderRadius: 'md',
    cursor: 'pointer',
    textDecoration: 'none',
    display: 'inline-block',
    _hover: { bg: 'bg.subtle' },
    _disabled: { opacity: 0.6, cursor: 'progress' },
  }),
  danger: css.raw({
    border: '1px solid',
    borderColor: 'error.text',
    color: 'error.text',
    bg: 'bg.canvas',
    px: '4',
    py: '2',
    borderRadius: 'md',
    cursor: 'pointer',
    _hover: { bg: 'bg.subtle' },
    _disabled: { opacity: 0.6, cursor: 'progress' },
  }),
}

export const buttonStyle = {
  primary: css(buttonStyles.primary),
  secondary: css(buttonStyles.secondary),
  danger: css(buttonStyles.danger),
}

export const sectionStyle = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'lg',
  p: { base: '4', md: '6' },
  bg: 'bg.canvas',
})
export const pageTitleStyle = css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })
export const introStyle = css({ color: 'fg.muted', mb: '6' })

/**
 * A zod schema as a check of the form's values: each field's first error, translated, or
 * undefined when all is well. The forms run it on every render (errors follow the value, no
 * stale message can block a submit) and once more on submit. `prepare` turns the form's
 * strings into what the API expects (empty → null…).
 */
export function schemaValidator<V>(schema: z.ZodType, locale: Locale, prepare?: (value: V) => unknown) {
  return ({ value }: { value: V }) => {
    const result = schema.safeParse(prepare ? prepare(value) : value)
    if (result.success) return undefined
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.')
      fields[key] ??= translateIssue(issue as unknown as IssueLike, locale)
    }
    return { fields }
  }
}

/** Blank optional text → null, so the API stores nothing rather than an empty string. */
export const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim())

/** The API's field errors (already translated; keys translated just in case). */
export const serverFieldErrors = (error: ActionError | null, name: string, locale: Locale): string[] =>
  (error?.fields?.[name] ?? []).map((e) => translateKey(e, locale))

type FieldLike = {
  name: string
  state: { value: unknown; meta: { isBlurred: boolean } }
  form: { state: { submissionAttempts: number } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

type TextFieldProps = {
  field: FieldLike
  label: string
  /** The schema's message for the current value (shown once the field was left or a submit tried). */
  error?: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  hint?: string
  optional?: boolean
  /** The server's errors for this field (shown until the field is edited). */
  serverErrors?: string[]
  onEdit?: () => void
  inputMode?: 'numeric' | 'text' | 'tel' | 'email'
  maxLength?: number
  className?: string
  /** A choice instead of free text (a native select: type-ahead, the phone's own picker). */
  options?: readonly { value: string; label: string }[]
  /** The select's empty first option. */
  placeholder?: string
}

/** A labelled input with its hint and errors (client-side and from the API). */
export function TextField(props: TextFieldProps) {
  const { field } = props
  const id = useId()
  const shown = field.state.meta.isBlurred || field.form.state.submissionAttempts > 0
  const errors = [...new Set([...(shown && props.error ? [props.error] : []), ...(props.serverErrors ?? [])])]
  const describedBy =
    [props.hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const control = {
    id,
    name: field.name,
    value: String(field.state.value ?? ''),
    onChange: (e: { target: { value: string } }) => {
      field.handleChange(e.target.value)
      props.onEdit?.()
    },
    onBlur: field.handleBlur,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': describedBy,
    className: inputStyle,
  }
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1' }), props.className)}>
      <label htmlFor={id} className={css({ fontWeight: 'medium' })}>
        {props.label}
        {props.optional && (
          <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> {m.account_optional()}</span>
        )}
      </label>
      {props.options ? (
        <select {...control} autoComplete={props.autoComplete}>
          <option value="">{props.placeholder ?? ''}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...control}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
        />
      )}
      {props.hint && (
        <p id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {props.hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className={css({ fontSize: 'sm', color: 'error.text' })}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}

/** A success (polite) or error (assertive) message above or below a form. */
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={css({
        borderRadius: 'md',
        px: '3',
        py: '2',
        border: '1px solid',
        borderColor: kind === 'error' ? 'error.text' : 'primary',
        color: kind === 'error' ? 'error.text' : 'fg.default',
        bg: 'bg.subtle',
      })}
    >
      {children}
    </p>
  )
}

/** The form-level error to show: the API's message unless its fields already say it all. */
export const formLevelError = (error: ActionError | null): string | null =>
  error && !(error.fields && Object.keys(error.fields).length > 0 && error.code === 'validation_failed')
    ? error.message || m.error_generic_text()
    : null

/** The submit button (with "Saving…" while busy) and, in a form that can be left, a cancel button. */
export function FormActions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel?: () => void }) {
  return (
    <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
      <button type="submit" className={buttonStyle.primary} disabled={busy}>
        {busy ? m.account_saving() : label}
      </button>
      {onCancel && (
        <button type="button" className={buttonStyle.secondary} onClick={onCancel} disabled={busy}>
          {m.account_cancel()}
        </button>
      )}
    </div>
  )
}
