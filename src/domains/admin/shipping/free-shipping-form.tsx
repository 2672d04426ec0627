import { useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '~/paraglide/messages.js'
import { adminRequest, AdminRequestError } from '../kit/data-provider'
import { formatMoneyInput, parseMoney } from '../kit/form-values'
import { buttonStyle, inputStyle, labelStyle, mutedText, sectionStyle } from '../kit/styles'
import { toast } from '../kit/toasts'

/** The free-shipping threshold (a shop setting) beside the options it applies to. */
export function FreeShippingForm({ initial }: { initial: number }) {
  const [value, setValue] = useState(formatMoneyInput(initial))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <form
      className={`${sectionStyle} ${css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}`}
      onSubmit={async (e) => {
        e.preventDefault()
        setBusy(true)
        setError(null)
        try {
          await adminRequest('PATCH', '/admin/settings', { body: { free_shipping_over: parseMoney(value) ?? 0 } })
          toast.success(m.adm_saved())
        } catch (err) {
          setError(
            err instanceof AdminRequestError
              ? (err.fields?.free_shipping_over?.join(' ') ?? err.message)
              : m.error_generic_text(),
          )
        } finally {
          setBusy(false)
        }
      }}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 220px' })}>
        <label htmlFor="free-over" className={labelStyle}>
          {m.adm_ship_free_over()}
        </label>
        <input
          id="free-over"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={inputStyle}
          aria-describedby="free-over-hint"
          aria-invalid={error ? true : undefined}
        />
        <p id="free-over-hint" className={mutedText}>
          {error ?? m.adm_ship_free_over_hint()}
        </p>
      </div>
      <button type="submit" className={buttonStyle.primary} disabled={busy}>
        {busy ? m.adm_saving() : m.adm_save()}
      </button>
    </form>
  )
}
