import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { m } from '~/paraglide/messages.js'
import type { Step } from '../checkout.machine'

// One step of the checkout (decision 020): a numbered section; the open step shows its form, a
// completed one its choice in a line with "Modifica", a later one only its title.

const frameStyles = css.raw({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'lg',
  p: { base: '3', md: '5' },
  bg: 'bg.canvas',
  minW: 0,
})
// The open step stands out by its border: merged, so its colour and width are the only ones (decision 062).
const frame = { closed: css(frameStyles), open: css(frameStyles, { borderColor: 'primary', borderWidth: '2px' }) }

export type StepState = 'open' | 'done' | 'later'

export function StepFrame(props: {
  step: Step
  n: number
  total: number
  title: string
  state: StepState
  summary?: ReactNode
  onEdit: () => void
  children?: ReactNode
}) {
  const id = `checkout-step-${props.step}`
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      data-state={props.state}
      className={props.state === 'open' ? frame.open : frame.closed}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <h2
          id={id}
          tabIndex={-1}
          className={css({
            fontSize: 'lg',
            fontWeight: 'bold',
            color: props.state === 'later' ? 'fg.muted' : 'fg.default',
            outline: 'none',
          })}
        >
          <span className={css({ srOnly: true })}>
            {m.checkout_step_number({ n: String(props.n), total: String(props.total) })}:{' '}
          </span>
          <span aria-hidden="true">{props.n}. </span>
          {props.title}
          {props.state === 'done' && <span className={css({ srOnly: true })}> ({m.checkout_step_done()})</span>}
        </h2>
        {props.state === 'done' && (
          <button
            type="button"
            className={buttonStyle.secondary}
            aria-label={m.checkout_edit_step({ step: props.title })}
            onClick={props.onEdit}
          >
            {m.checkout_edit()}
          </button>
        )}
      </div>
      {props.state === 'done' && props.summary && (
        <div className={css({ mt: '2', color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' })}>
          {props.summary}
        </div>
      )}
      {props.state === 'open' && <div className={css({ mt: '4' })}>{props.children}</div>}
    </section>
  )
}
