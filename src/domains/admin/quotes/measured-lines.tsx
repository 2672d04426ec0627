import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import type { AdminCatalogue } from '~/domains/configurator/admin/catalogue.schemas'
import type { MeasuredLine } from '~/domains/quotes/quote-offer.schemas'
import type { AdminQuoteRequest } from '~/domains/quotes/quotes.schemas'
import { adminRequest, AdminRequestError, useAdminQuery } from '../kit/data-provider'
import { buttonStyle, inputStyle, labelStyle, smallButton } from '../kit/styles'
import { toast } from '../kit/toasts'
import { measureText } from './quote-words'

// The measures feed the quote (decision 112): the shop picks a configurator model, and each
// measured opening (or all) becomes a configured-door line priced by the server; a size the
// model does not make is refused, in words, on its opening. The lines join the editor unsaved.

const styles = {
  box: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'md',
    p: '3',
  }),
  row: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  error: css({ color: 'error.text', fontSize: 'sm' }),
}

export function MeasuredLines({
  request,
  onAdd,
}: {
  request: AdminQuoteRequest
  onAdd: (lines: MeasuredLine[]) => void
}) {
  const ids = { model: useId(), heading: useId() }
  // The back office's own catalogue read (the admin kit calls admin endpoints only).
  const catalogue = useAdminQuery<{ data: AdminCatalogue }>(['/admin/configurator'], '/admin/configurator')
  const [model, setModel] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  if (request.measures.length === 0) return null
  const add = async (openings?: number[]) => {
    setBusy(true)
    setErrors({})
    try {
      const body = { model_id: Number(model), ...(openings ? { openings } : {}) }
      const { data } = await adminRequest<{ data: MeasuredLine[] }>(
        'POST',
        `/admin/quote-requests/${request.id}/quote/measured-lines`,
        { body },
      )
      onAdd(data)
      toast.success(m.measures_lines_added())
    } catch (e) {
      setErrors(e instanceof AdminRequestError ? (e.fields ?? { _: [e.message] }) : { _: [m.error_generic_text()] })
    } finally {
      setBusy(false)
    }
  }
  const general = [...(errors._ ?? []), ...(errors.model_id ?? []), ...(errors.openings ?? [])]
  return (
    <section className={styles.box} aria-labelledby={ids.heading} data-testid="measured-lines">
      <h3 id={ids.heading} className={labelStyle}>
        {m.measures_lines_heading()}
      </h3>
      <div className={styles.row}>
        <label htmlFor={ids.model}>{m.measures_lines_model()}</label>
        <select
          id={ids.model}
          className={inputStyle}
          value={model}
          onChange={(e) => setModel(e.target.value)}
          data-testid="measured-lines-model"
        >
          <option value="">{m.measures_lines_choose()}</option>
          {(catalogue.data?.data.models ?? []).map((x) => (
            <option key={x.id} value={x.id}>
              {x.names[getLocale() as Locale] || x.names.it || x.code}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={buttonStyle.secondary}
          disabled={busy || !model}
          onClick={() => void add()}
          data-testid="measured-lines-all"
        >
          {m.measures_lines_add_all()}
        </button>
      </div>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: 0 })}>
        {request.measures.map((x, n) => (
          <li key={n} className={styles.row}>
            <span>{measureText(x, n)}</span>
            <button
              type="button"
              className={smallButton}
              disabled={busy || !model}
              aria-label={m.measures_lines_add_label({ n: n + 1 })}
              onClick={() => void add([n])}
              data-testid="measured-line-add"
            >
              {m.measures_lines_add()}
            </button>
            {errors[`openings.${n}`] && (
              <span role="alert" className={styles.error}>
                {errors[`openings.${n}`]!.join(' ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {general.length > 0 && (
        <p role="alert" className={styles.error}>
          {general.join(' ')}
        </p>
      )}
    </section>
  )
}
