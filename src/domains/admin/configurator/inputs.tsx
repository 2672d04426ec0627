import { useState } from 'react'
import { css } from 'styled-system/css'
import { formatMoneyInput, parseMoney } from '../kit/form-values'
import { inputStyles } from '../kit/styles'

// Small controlled inputs for the configurator forms: each keeps the text being typed and
// reports a value only when it parses (euro → cents, whole millimetres).

const compact = css(inputStyles, { minW: '0', py: '1.5', px: '2' })

export function MoneyInput({
  cents,
  onChange,
  label,
  invalid,
}: {
  cents: number
  onChange: (cents: number) => void
  label: string
  invalid?: boolean
}) {
  const [text, setText] = useState(formatMoneyInput(cents))
  // Only an outside change (a reload after saving) rewrites the text being typed.
  const [seen, setSeen] = useState(cents)
  if (seen !== cents) {
    setSeen(cents)
    if (parseMoney(text) !== cents) setText(formatMoneyInput(cents))
  }
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      value={text}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setText(e.target.value)
        const v = parseMoney(e.target.value)
        if (typeof v === 'number' && v >= 0) onChange(v)
      }}
      className={compact}
    />
  )
}

export function IntInput({
  value,
  onChange,
  label,
  invalid,
}: {
  value: number
  onChange: (n: number) => void
  label: string
  invalid?: boolean
}) {
  const [text, setText] = useState(String(value))
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    setSeen(value)
    if (Number(text) !== value) setText(String(value))
  }
  return (
    <input
      aria-label={label}
      inputMode="numeric"
      value={text}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setText(e.target.value)
        if (/^\d{1,8}$/.test(e.target.value.trim())) onChange(Number(e.target.value))
      }}
      className={compact}
    />
  )
}

export function TextInput({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string
  onChange: (v: string) => void
  label: string
  invalid?: boolean
}) {
  return (
    <input
      aria-label={label}
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
      className={compact}
    />
  )
}

/** Problems (from the checker or the API) under a field name or below it (`rules.3` holds `rules.3.reasons.it`). */
export function problemsAt(problems: Record<string, string[]>, field: string): string[] {
  return Object.entries(problems).flatMap(([k, v]) => (k === field || k.startsWith(`${field}.`) ? v : []))
}

export function Problems({ messages, id }: { messages: string[]; id?: string }) {
  if (messages.length === 0) return null
  return (
    <p id={id} className={css({ fontSize: 'sm', color: 'error.text' })} data-field-error>
      {messages.join(' ')}
    </p>
  )
}
