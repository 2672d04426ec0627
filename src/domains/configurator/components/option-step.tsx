import { useId } from 'react'
import { css } from 'styled-system/css'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ConfiguratorOption, ConfiguratorStep } from '../configurator.schemas'

const surcharge = (o: ConfiguratorOption, locale: Locale) => {
  const parts = [
    o.price > 0 ? `+ ${formatCents(o.price, locale)}` : null,
    o.percent > 0 ? `+ ${o.percent}%` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' ') : null
}

/**
 * One step's options: radios for a single choice, checkboxes for several. An option the other
 * choices rule out stays visible, disabled, with its reason tied to it (aria-describedby).
 */
export function OptionStep(props: {
  step: ConfiguratorStep
  chosen: readonly number[]
  disabled: ReadonlyMap<number, string>
  locale: Locale
  onPick: (optionId: number) => void
}) {
  const id = useId()
  const { step } = props
  return (
    <ul
      className={css({
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: '2',
        gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
      })}
    >
      {step.options.map((o) => {
        const reason = props.disabled.get(o.id)
        const checked = props.chosen.includes(o.id)
        const price = surcharge(o, props.locale)
        const reasonId = `${id}-${o.id}-reason`
        return (
          <li key={o.id}>
            <label
              data-disabled={reason ? true : undefined}
              className={css({
                display: 'flex',
                gap: '3',
                alignItems: 'flex-start',
                p: '3',
                border: '1px solid',
                borderColor: checked ? 'primary' : 'border',
                borderWidth: checked ? '2px' : '1px',
                borderRadius: 'md',
                cursor: 'pointer',
                h: 'full',
                '&[data-disabled]': { cursor: 'not-allowed', bg: 'bg.subtle' },
              })}
            >
              <input
                type={step.kind === 'single' ? 'radio' : 'checkbox'}
                name={`${id}-${step.code}`}
                value={o.id}
                checked={checked}
                disabled={Boolean(reason)}
                aria-describedby={reason ? reasonId : undefined}
                onChange={() => props.onPick(o.id)}
                className={css({ mt: '1', flexShrink: 0 })}
              />
              {o.swatch && (
                <span
                  aria-hidden="true"
                  className={css({
                    w: '6',
                    h: '6',
                    borderRadius: 'full',
                    border: '1px solid',
                    borderColor: 'border',
                    flexShrink: 0,
                  })}
                  style={{ background: o.swatch }}
                />
              )}
              <span className={css({ display: 'flex', flexDirection: 'column' })}>
                <span className={css({ fontWeight: 'medium' })}>{o.name}</span>
                {price && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{price}</span>}
                {reason && (
                  <span id={reasonId} className={css({ fontSize: 'sm', color: 'fg.muted', fontStyle: 'italic' })}>
                    {m.configurator_unavailable({ reason })}
                  </span>
                )}
              </span>
            </label>
          </li>
        )
      })}
    </ul>
  )
}
