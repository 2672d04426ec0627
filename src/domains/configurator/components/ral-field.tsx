import { useId } from 'react'
import { css } from 'styled-system/css'
import { inputStyle } from '~/domains/accounts/components/form-kit'
import { m } from '~/paraglide/messages.js'
import { normalizeRal } from '../ral'

/** The RAL code for "Laccato RAL a scelta" (issue 16), checked against RAL Classic as one types. */
export function RalField({ text, onChange }: { text: string; onChange: (text: string) => void }) {
  const id = useId()
  const typed = text.trim() !== ''
  const error =
    typed && normalizeRal(text) === null
      ? m.configurator_error_ral_unknown()
      : !typed
        ? m.configurator_error_ral_required()
        : null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '4', maxW: '280px' })}>
      <label htmlFor={`${id}-ral`} className={css({ fontWeight: 'semibold' })}>
        {m.configurator_ral_label()}
      </label>
      <input
        id={`${id}-ral`}
        data-testid="ral-code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={typed && error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
        className={inputStyle}
      />
      <span id={`${id}-hint`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {m.configurator_ral_hint()}
      </span>
      <span
        id={`${id}-error`}
        aria-live="polite"
        className={css({ fontSize: 'sm', color: 'error.text', minH: '1.25rem' })}
      >
        {typed ? error : null}
      </span>
    </div>
  )
}
