import { useEffect, useRef, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'

// Small, accessible building blocks for the account forms: a label above its input, the
// error tied to the input with aria-describedby, and one visible focus style (globalCss).

type InputProps = {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Shown (and announced) under the input. */
  error?: string
  hint?: string
  type?: 'text' | 'email'
  autoComplete?: string
  /** Keep a line for the error even when there is none, so a message appearing on blur does
   * not move what follows (issue 16: the terms checkbox moved away under the pointer). */
  reserveError?: boolean
}

const fieldBox = css({ display: 'flex', flexDirection: 'column', gap: '1' })
const labelText = css({ fontWeight: 'medium' })
export const inputClass = css({
  w: 'full',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  px: '3',
  py: '2',
  bg: 'bg.canvas',
  color: 'fg.default',
  _invalid: { borderColor: 'error.text' },
})
const errorText = css({ color: 'error.text', fontSize: 'sm' })
const hintText = css({ color: 'fg.muted', fontSize: 'sm' })

function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

function FieldMessages({ id, error, hint, reserve }: { id: string; error?: string; hint?: string; reserve?: boolean }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className={hintText}>
          {hint}
        </span>
      )}
      {error ? (
        <span id={`${id}-error`} className={errorText} style={reserve ? { minHeight: '1.25rem' } : undefined}>
          {error}
        </span>
      ) : (
        reserve && <span aria-hidden="true" className={css({ minH: '1.25rem' })} />
      )}
    </>
  )
}

export function TextField(props: InputProps) {
  const { id, error, hint } = props
  return (
    <div className={fieldBox}>
      <label htmlFor={id} className={labelText}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <FieldMessages id={id} error={error} hint={hint} reserve={props.reserveError} />
    </div>
  )
}

/** A password input with a show/hide toggle (a pressed/not-pressed button with a fixed name). */
export function PasswordField(props: Omit<InputProps, 'type'>) {
  const { id, error, hint } = props
  const [shown, setShown] = useState(false)
  return (
    <div className={fieldBox}>
      <label htmlFor={id} className={labelText}>
        {props.label}
      </label>
      <div className={css({ position: 'relative' })}>
        <input
          id={id}
          name={props.name}
          type={shown ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          onChange={(e) => props.onChange(e.target.value)}
          onBlur={props.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cx(inputClass, css({ pr: '12' }))}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-label={m.auth_password_show()}
          aria-controls={id}
          title={shown ? m.auth_password_hide() : m.auth_password_show()}
          onClick={() => setShown((s) => !s)}
          className={css({
            position: 'absolute',
            insetY: '1',
            right: '1',
            px: '2',
            display: 'flex',
            alignItems: 'center',
            bg: 'transparent',
            border: 'none',
            borderRadius: 'sm',
            color: 'fg.muted',
            cursor: 'pointer',
            _hover: { color: 'fg.default' },
          })}
        >
          <EyeIcon crossed={shown} />
        </button>
      </div>
      <FieldMessages id={id} error={error} hint={hint} reserve={props.reserveError} />
    </div>
  )
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  )
}

export function CheckboxField(props: {
  id: string
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur?: () => void
  error?: string
  children: ReactNode
}) {
  const { id, error } = props
  return (
    <div className={fieldBox}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
        <input
          id={id}
          name={props.name}
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          onBlur={props.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={css({ mt: '1', w: '4', h: '4', accentColor: 'primary', flexShrink: 0 })}
        />
        <label htmlFor={id}>{props.children}</label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  )
}

export function SubmitButton({
  disabled,
  busy,
  describedBy,
  children,
}: {
  disabled: boolean
  busy?: boolean
  describedBy?: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      disabled={disabled}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      className={css({
        w: 'full',
        bg: 'primary',
        color: 'primary.fg',
        px: '5',
        py: '2.5',
        borderRadius: 'md',
        fontWeight: 'bold',
        cursor: 'pointer',
        _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      })}
    >
      {children}
    </button>
  )
}

/**
 * An announced message region: errors as alerts, confirmations as status. `takeFocus` when it
 * replaces the form that was just sent, so the keyboard focus is not lost with the form.
 */
export function FormMessage({
  tone,
  takeFocus,
  children,
}: {
  tone: 'error' | 'success'
  takeFocus?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <div
      ref={ref}
      tabIndex={takeFocus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={css({
        borderLeft: '4px solid',
        borderColor: tone === 'error' ? 'error' : 'success',
        bg: 'bg.subtle',
        color: tone === 'error' ? 'error.text' : 'fg.default',
        px: '4',
        py: '3',
        borderRadius: 'sm',
        _focus: { outline: 'none' },
      })}
    >
      {children}
    </div>
  )
}
