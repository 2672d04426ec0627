import { useId } from 'react'
import { css } from 'styled-system/css'
import { inputStyle } from '~/domains/accounts/components/form-kit'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { quoteJob } from '../quote-job'
import {
  DEDUCTIONS,
  INSTALLATION_USES,
  type Deduction,
  type InstallationUse,
  type QuoteOffer,
} from '../quote-offer.schemas'

// The customer's declaration on accepting an installation quote (decisions 099, 108): the
// building's use and the work, which decide the job's VAT, and the deduction sought, which
// puts its wording on the invoice and asks for the codice fiscale. The totals under the
// declaration are previewed with the function the server writes the order with.

export type Declaration = { use: InstallationUse; deduction: Deduction; taxCode: string }

const radioRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start' })
const radio = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'primary' })
const legend = css({ fontWeight: 'bold', mb: '2' })

const labelOfUse = (u: InstallationUse) =>
  ({ maintenance: m.inst_choice_maintenance(), renovation: m.inst_choice_renovation(), none: m.inst_choice_none() })[u]
const deductionLabel = (d: Deduction) =>
  ({
    none: m.inst_deduction_choice_none(),
    renovation_bonus: m.inst_deduction_choice_renovation(),
    ecobonus: m.inst_deduction_choice_ecobonus(),
  })[d]

type Props = {
  quote: QuoteOffer
  locale: Locale
  value: Declaration
  onChange: (d: Declaration) => void
  taxCodeError: string
}

export function InstallationDeclaration({ quote, locale, value, onChange, taxCodeError }: Props) {
  const ids = { taxCode: useId(), taxError: useId(), preview: useId() }
  const name = useId()
  const money = (c: number) => formatCents(c, locale)
  const job = quoteJob(
    quote.lines.map((l) => ({
      kind: l.kind,
      quantity: l.quantity,
      unitCents: l.unit_cents,
      vatRate: l.vat_rate,
      vatKind: l.vat_kind,
    })),
    value.use,
  )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="quote-installation">
      <fieldset>
        <legend className={legend}>{m.inst_use_legend()}</legend>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>{m.inst_use_hint()}</p>
        {INSTALLATION_USES.map((u) => (
          <div key={u} className={radioRow}>
            <input
              id={`${name}-${u}`}
              type="radio"
              name={`${name}-use`}
              className={radio}
              checked={value.use === u}
              onChange={() => onChange({ ...value, use: u })}
            />
            <label htmlFor={`${name}-${u}`}>{labelOfUse(u)}</label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>{m.inst_deduction_legend()}</legend>
        {DEDUCTIONS.map((d) => (
          <div key={d} className={radioRow}>
            <input
              id={`${name}-d-${d}`}
              type="radio"
              name={`${name}-deduction`}
              className={radio}
              checked={value.deduction === d}
              onChange={() => onChange({ ...value, deduction: d })}
            />
            <label htmlFor={`${name}-d-${d}`}>{deductionLabel(d)}</label>
          </div>
        ))}
      </fieldset>
      {value.deduction !== 'none' && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', maxW: '360px' })}>
          <label htmlFor={ids.taxCode}>{m.inst_tax_code()}</label>
          <input
            id={ids.taxCode}
            className={inputStyle}
            value={value.taxCode}
            maxLength={16}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={Boolean(taxCodeError) || undefined}
            aria-describedby={taxCodeError ? ids.taxError : undefined}
            onChange={(e) => onChange({ ...value, taxCode: e.target.value })}
            data-testid="quote-tax-code"
          />
          {taxCodeError && (
            <p id={ids.taxError} className={css({ color: 'error.text', fontSize: 'sm' })}>
              {taxCodeError}
            </p>
          )}
        </div>
      )}
      <div aria-live="polite" id={ids.preview} data-testid="quote-installation-preview">
        <p className={css({ fontWeight: 'bold' })}>{m.inst_preview_total({ total: money(job.total) })}</p>
        <ul className={css({ listStyle: 'none', p: 0, fontSize: 'sm', fontVariantNumeric: 'tabular-nums' })}>
          {job.byRate.map((r) => (
            <li key={r.rate}>{m.inst_rate_row({ rate: r.rate, net: money(r.net), vat: money(r.vat) })}</li>
          ))}
        </ul>
        {value.use === 'maintenance' && job.significantValue > 0 && (
          <p className={css({ fontSize: 'sm' })}>
            {m.inst_significant({ value: money(job.significantValue), rest: money(job.restValue) })}
          </p>
        )}
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.inst_declare_note()}</p>
    </div>
  )
}
