import { useEffect, type RefObject } from 'react'
import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { buttonStyle, mutedText } from './styles'

type Props = { dirty: boolean; busy: boolean; submitLabel: string; onCancel?: () => void }

/**
 * The form's save and cancel buttons. From the first change the bar says so and sticks to the
 * bottom of the window, so "Salva" is in view on a long form (issue 43).
 */
export function SaveBar({ dirty, busy, submitLabel, onCancel }: Props) {
  return (
    <div data-save-bar data-dirty={dirty || undefined} className={cx(barStyle, dirty && stuckStyle)}>
      <button type="submit" className={buttonStyle.primary} disabled={busy}>
        {busy ? m.adm_saving() : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={buttonStyle.secondary} onClick={onCancel} disabled={busy}>
          {m.adm_cancel()}
        </button>
      )}
      <span role="status" className={mutedText}>
        {dirty ? m.adm_unsaved_changes() : ''}
      </span>
    </div>
  )
}

const barStyle = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })
const stuckStyle = css({
  position: 'sticky',
  bottom: '0',
  zIndex: 10,
  bg: 'bg.canvas',
  borderTop: '1px solid',
  borderColor: 'border',
  boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
  py: '3',
})

/**
 * After a save is refused (`refusals` counts them), the reader is taken to the first field in
 * error (or to the message when no field in view is): scrolled to and focused. Keyed on the
 * count, not the errors, so editing one field does not move the focus to the next.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, refusals: number) {
  useEffect(() => {
    if (refusals === 0 || !form.current) return
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[role="alert"]')
    if (!target) return
    if (!target.matches('input, select, textarea, button, [tabindex]')) target.tabIndex = -1
    target.scrollIntoView?.({ block: 'center' })
    target.focus({ preventScroll: true })
  }, [refusals, form])
}
