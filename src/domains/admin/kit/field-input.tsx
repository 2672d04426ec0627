import { css, cx } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { DateField } from './date-field'
import { ImagePicker } from './image-picker'
import { MarkdownEditor } from './markdown-editor'
import { CategoryPicker, ProductsPicker } from './record-pickers'
import type { Field } from './resource'
import { inputStyle, labelStyle, mutedText } from './styles'

type Props = {
  f: Field
  /** The input's id (unique on the page). */
  fid: string
  /** The form's key for this input (`title@es` for a localized field). */
  name: string
  value: string | boolean
  errors: string[]
  onChange: (v: string | boolean) => void
  onBlur: () => void
  /** Shown after the label (the locale of a tab's input, for screen readers). */
  labelSuffix?: string
}

/** One labelled input of the form kit, by field type, with its hint and errors tied to it. */
export function FieldInput({ f, fid, name, value, errors, onChange, onBlur, labelSuffix }: Props) {
  const describedBy =
    [f.hint ? `${fid}-hint` : null, errors.length ? `${fid}-error` : null].filter(Boolean).join(' ') || undefined
  const common = {
    id: fid,
    name,
    disabled: f.readOnly,
    'aria-invalid': errors.length > 0 || undefined,
    'aria-describedby': describedBy,
    onBlur,
  }
  const label = (
    <>
      {f.label()}
      {labelSuffix && <span className={css({ srOnly: true })}> ({labelSuffix})</span>}
    </>
  )
  return (
    <div
      className={cx(
        css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 }),
        (f.wide || f.type === 'textarea' || f.type === 'markdown' || f.type === 'products') &&
          css({ gridColumn: { md: '1 / -1' } }),
      )}
    >
      {f.type === 'checkbox' ? (
        <label
          htmlFor={fid}
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            fontWeight: 'medium',
            minH: '44px',
          })}
        >
          <input
            {...common}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
            className={css({ w: '5', h: '5' })}
          />
          {label}
        </label>
      ) : (
        <label htmlFor={fid} className={labelStyle}>
          {label}
          {f.optional && !f.readOnly && (
            <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> {m.adm_optional()}</span>
          )}
        </label>
      )}
      {f.type === 'select' ? (
        <select
          {...common}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          className={inputStyle}
        >
          {f.optional && <option value="">—</option>}
          {!f.optional && value === '' && <option value="">{m.adm_choose()}</option>}
          {(f.options?.() ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : f.type === 'textarea' ? (
        <textarea
          {...common}
          rows={4}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          className={inputStyle}
        />
      ) : f.type === 'markdown' ? (
        <MarkdownEditor {...common} value={String(value ?? '')} onChange={onChange} />
      ) : f.type === 'image' ? (
        <ImagePicker {...common} value={String(value ?? '')} onChange={onChange} />
      ) : f.type === 'products' ? (
        <ProductsPicker {...common} value={String(value ?? '')} onChange={onChange} />
      ) : f.type === 'category' ? (
        <CategoryPicker {...common} optional={f.optional} value={String(value ?? '')} onChange={onChange} />
      ) : f.type === 'date' ? (
        <DateField
          id={fid}
          name={name}
          value={String(value ?? '')}
          onChange={onChange}
          onBlur={onBlur}
          disabled={f.readOnly}
          invalid={errors.length > 0}
          describedBy={describedBy}
        />
      ) : f.type === 'checkbox' ? null : (
        <input
          {...common}
          type={f.type === 'money' || f.type === 'list' ? 'text' : f.type === 'datetime' ? 'datetime-local' : f.type}
          inputMode={f.type === 'money' ? 'decimal' : f.type === 'number' ? 'numeric' : undefined}
          autoComplete={f.autoComplete ?? (f.type === 'password' ? 'new-password' : 'off')}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          className={inputStyle}
        />
      )}
      {f.hint && (
        <p id={`${fid}-hint`} className={mutedText}>
          {f.hint()}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${fid}-error`} className={css({ fontSize: 'sm', color: 'error.text' })} data-field-error={name}>
          {errors.join(' ')}
        </p>
      )}
    </div>
  )
}
