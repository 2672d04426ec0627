import { useId, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { inputStyle, labelStyle, mutedText } from './styles'

// Labelled inputs for a resource's own form (kit/resource.ts `form`): the same look, hint and
// in-place API errors as the field kit, for values the form keeps itself (nested lists, texts
// per locale). `errors` are the API's `fields`; `name` is the dotted key they come under.

type Common = { label: string; name: string; errors?: FieldErrors; hint?: string; optional?: boolean; wide?: boolean }

function Shell(props: Common & { id: string; children: ReactNode }) {
  const errors = props.errors?.[props.name] ?? []
  return (
    <div
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 }),
        props.wide && css({ gridColumn: { md: '1 / -1' } }),
      )}
    >
      <label htmlFor={props.id} className={labelStyle}>
        {props.label}
        {props.optional && (
          <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> {m.adm_optional()}</span>
        )}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className={mutedText}>
          {props.hint}
        </p>
      )}
      {errors.length > 0 && (
        <p
          id={`${props.id}-error`}
          className={css({ fontSize: 'sm', color: 'error.text' })}
          data-field-error={props.name}
        >
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}

const described = (id: string, p: Common) =>
  [p.hint ? `${id}-hint` : null, p.errors?.[p.name]?.length ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined

export function TextInput(
  props: Common & {
    value: string
    onChange: (v: string) => void
    multiline?: boolean
    inputMode?: 'decimal' | 'numeric'
  },
) {
  const id = useId()
  const common = {
    id,
    name: props.name,
    value: props.value,
    'aria-invalid': (props.errors?.[props.name]?.length ?? 0) > 0 || undefined,
    'aria-describedby': described(id, props),
    className: inputStyle,
  }
  return (
    <Shell {...props} id={id}>
      {props.multiline ? (
        <textarea {...common} rows={4} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={props.inputMode}
          autoComplete="off"
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Shell>
  )
}

export function SelectInput(
  props: Common & { value: string; onChange: (v: string) => void; options: Array<{ value: string; label: string }> },
) {
  const id = useId()
  return (
    <Shell {...props} id={id}>
      <select
        id={id}
        name={props.name}
        value={props.value}
        aria-describedby={described(id, props)}
        aria-invalid={(props.errors?.[props.name]?.length ?? 0) > 0 || undefined}
        className={inputStyle}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.optional ? (
          <option value="">—</option>
        ) : (
          props.value === '' && <option value="">{m.adm_choose()}</option>
        )}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  )
}

export function CheckInput(props: { label: string; name: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId()
  return (
    <label
      htmlFor={id}
      className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'medium', minH: '44px' })}
    >
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className={css({ w: '5', h: '5' })}
      />
      {props.label}
    </label>
  )
}

export const gridStyle = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
export const fieldsetStyle = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'md',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minW: 0,
})
export const legendStyle = css({ fontWeight: 'bold', px: '1' })
