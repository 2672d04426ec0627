import { useId } from 'react'
import { css } from 'styled-system/css'
import { inputStyle } from '~/domains/accounts/components/form-kit'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ConfiguratorModel } from '../configurator.schemas'
import { problemMessage } from '../problems'
import type { Problem } from '../rules'

/** Width and height in mm, with the model's limits and step stated beside each field. */
export function SizeStep(props: {
  model: ConfiguratorModel
  widthText: string
  heightText: string
  problems: Problem[]
  locale: Locale
  onWidth: (text: string) => void
  onHeight: (text: string) => void
}) {
  const id = useId()
  const s = props.model.size
  const fields = [
    {
      key: 'width_mm',
      label: m.configurator_width(),
      value: props.widthText,
      min: s.min_width_mm,
      max: s.max_width_mm,
      onChange: props.onWidth,
    },
    {
      key: 'height_mm',
      label: m.configurator_height(),
      value: props.heightText,
      min: s.min_height_mm,
      max: s.max_height_mm,
      onChange: props.onHeight,
    },
  ] as const
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
      {fields.map((f) => {
        const problem = props.problems.find((p) => p.field === f.key)
        const hint = `${id}-${f.key}-hint`
        const error = `${id}-${f.key}-error`
        return (
          <div key={f.key} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor={`${id}-${f.key}`} className={css({ fontWeight: 'semibold' })}>
              {f.label}
            </label>
            <input
              id={`${id}-${f.key}`}
              type="number"
              inputMode="numeric"
              min={f.min}
              max={f.max}
              step={s.step_mm}
              value={f.value}
              onChange={(e) => f.onChange(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${hint} ${error}` : hint}
              className={inputStyle}
            />
            <p id={hint} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {m.configurator_size_limits({ min: String(f.min), max: String(f.max), step: String(s.step_mm) })}
            </p>
            {problem && (
              <p id={error} role="alert" className={css({ fontSize: 'sm', color: 'error.text' })}>
                {problemMessage(problem, props.locale)}
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
