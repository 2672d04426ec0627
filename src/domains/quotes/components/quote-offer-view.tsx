import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import {
  cardCell,
  cardNumeric,
  cardRow,
  cardTable,
  cardTableBody,
  cardTableHead,
  headCell,
} from '~/components/ui/card-table'
import { buttonStyle, inputStyle, sectionStyle } from '~/domains/accounts/components/form-kit'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { acceptQuoteOffer, askQuoteOfferChanges } from '../quote-offer.functions'
import type { QuoteOffer } from '../quote-offer.schemas'
import { InstallationDeclaration, type Declaration } from './installation-declaration'

// The customer's quote behind the e-mailed link (decision 106): the lines and totals the shop
// sent, the PDF, a request for changes, and the acceptance with the checkout's own
// acknowledgements (the terms; made-to-measure goods excluded from withdrawal, naming them).

const day = (iso: string, locale: Locale) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
const checkRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start' })
const checkbox = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'primary' })
const errorText = css({ color: 'error.text', fontSize: 'sm' })
const row = css({ gridTemplateColumns: '1fr auto', alignItems: 'baseline' })

export function QuoteOfferView({ token, initial, locale }: { token: string; initial: QuoteOffer; locale: Locale }) {
  const [quote, setQuote] = useState(initial)
  const money = (c: number) => formatCents(c, locale)
  const goods = quote.lines.filter((l) => l.kind !== 'discount')
  const open = quote.status === 'quoted' && !quote.expired
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-testid="quote-offer">
      <div>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>
          {m.quote_offer_title({ number: quote.number ?? quote.request_number })}
        </h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>
          {m.quote_offer_intro({ name: quote.customer_name, request: quote.request_number })}
        </p>
      </div>
      <table className={cardTable}>
        <caption className={css({ srOnly: true })}>
          {m.quote_offer_title({ number: quote.number ?? quote.request_number })}
        </caption>
        <thead className={cardTableHead}>
          <tr>
            <th scope="col" className={headCell}>
              {m.quote_offer_col_item()}
            </th>
            <th scope="col" className={headCell}>
              {m.quote_offer_admin_quantity()}
            </th>
            <th scope="col" className={headCell}>
              {m.quote_offer_admin_vat()}
            </th>
            <th scope="col" className={headCell}>
              {m.quote_offer_total()}
            </th>
          </tr>
        </thead>
        <tbody className={cardTableBody}>
          {goods.map((l) => (
            <tr key={l.id} className={`${cardRow} ${row}`}>
              <th scope="row" className={cardCell}>
                {l.description}
                {l.made_to_measure && (
                  <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                    {' '}
                    · {m.quote_offer_made_to_measure()}
                  </span>
                )}
              </th>
              <td className={cardNumeric}>
                {l.quantity} × {money(l.unit_cents)}
              </td>
              <td className={cardNumeric}>{l.vat_rate}%</td>
              <td className={cardNumeric}>{money(l.line_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          gap: '1 6',
          '& dd': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        })}
      >
        <dt>{m.quote_offer_subtotal()}</dt>
        <dd>{money(quote.subtotal_cents)}</dd>
        {quote.lines
          .filter((l) => l.kind === 'discount')
          .map((l) => (
            <div key={l.id} className={css({ display: 'contents' })}>
              <dt>{l.description}</dt>
              <dd>− {money(l.unit_cents)}</dd>
            </div>
          ))}
        <dt className={css({ fontWeight: 'bold' })}>{m.quote_offer_total()}</dt>
        <dd className={css({ fontWeight: 'bold' })} data-testid="quote-offer-total">
          {money(quote.total_cents)}
        </dd>
        {quote.vat_breakdown.map((r) => (
          <dd key={r.rate} className={css({ gridColumn: '1 / -1', color: 'fg.muted', fontSize: 'sm' })}>
            {m.quote_offer_vat_row({ rate: r.rate, vat: money(r.vat) })}
          </dd>
        ))}
      </dl>
      {quote.note && <p>{quote.note}</p>}
      <p>
        {quote.expired ? (
          <strong role="status">{m.quote_offer_expired_notice({ date: day(quote.expires_on, locale) })}</strong>
        ) : (
          m.quote_offer_valid_until({ date: day(quote.expires_on, locale) })
        )}{' '}
        <a
          href={`/api/quotes/${encodeURIComponent(token)}/pdf`}
          className={css({ color: 'link', textDecoration: 'underline' })}
          target="_blank"
          rel="noopener"
        >
          {m.quote_offer_pdf()}
        </a>
      </p>
      {quote.status === 'accepted' && quote.order_number && (
        <section className={sectionStyle} role="status" data-testid="quote-offer-accepted">
          <p className={css({ fontWeight: 'bold' })}>{m.quote_offer_accepted({ number: quote.order_number })}</p>
          <p>{m.quote_offer_accepted_hint()}</p>
        </section>
      )}
      {quote.status !== 'quoted' && quote.status !== 'accepted' && <p role="status">{m.quote_offer_closed()}</p>}
      {open && <Accept token={token} quote={quote} locale={locale} onDone={setQuote} />}
      {quote.status === 'quoted' && <Changes token={token} locale={locale} onDone={setQuote} />}
    </div>
  )
}

function Accept({
  token,
  quote,
  locale,
  onDone,
}: {
  token: string
  quote: QuoteOffer
  locale: Locale
  onDone: (q: QuoteOffer) => void
}) {
  const ids = { terms: useId(), mtm: useId(), heading: useId() }
  const [terms, setTerms] = useState(false)
  const [mtm, setMtm] = useState(false)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [declaration, setDeclaration] = useState<Declaration>({ use: 'none', deduction: 'none', taxCode: '' })
  const [taxCodeFailure, setTaxCodeFailure] = useState('')
  const mtmLines = quote.lines.filter((l) => l.made_to_measure).map((l) => l.description)
  const termsError = tried && !terms ? m.checkout_terms_required() : ''
  const mtmError = tried && quote.made_to_measure && !mtm ? m.checkout_mtm_required() : ''
  const taxCodeMissing =
    tried && declaration.deduction !== 'none' && !declaration.taxCode.trim() ? m.inst_tax_code_required() : ''
  const accept = async () => {
    setTried(true)
    setTaxCodeFailure('')
    if (!terms || (quote.made_to_measure && !mtm) || (declaration.deduction !== 'none' && !declaration.taxCode.trim()))
      return
    setBusy(true)
    setFailure('')
    const installation = {
      use: declaration.use,
      deduction: declaration.deduction,
      taxCode: declaration.deduction === 'none' ? null : declaration.taxCode,
    }
    const result = await acceptQuoteOffer({ data: { token, locale, terms, madeToMeasure: mtm, installation } }).catch(
      () => null,
    )
    setBusy(false)
    if (result?.ok) return onDone(result.data)
    if (!result) return setFailure(m.error_generic_text())
    if (result.ok) return
    // The codice fiscale's error goes under its field; the others above the button.
    const { 'installation.tax_code': tax, ...rest } = result.error.fields ?? {}
    if (tax) setTaxCodeFailure(tax.join(' '))
    setFailure([result.error.message, ...Object.values(rest).flat()].join(' '))
  }
  return (
    <section className={sectionStyle} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
        {m.quote_offer_accept_heading()}
      </h2>
      <p className={css({ mb: '4' })}>{m.quote_offer_accept_intro()}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <InstallationDeclaration
          quote={quote}
          locale={locale}
          value={declaration}
          onChange={setDeclaration}
          taxCodeError={taxCodeFailure || taxCodeMissing}
        />
        <div>
          <div className={checkRow}>
            <input
              id={ids.terms}
              type="checkbox"
              className={checkbox}
              checked={terms}
              onChange={(e) => setTerms(e.target.checked)}
              aria-invalid={Boolean(termsError) || undefined}
            />
            <label htmlFor={ids.terms}>{m.checkout_terms()}</label>
          </div>
          <p className={css({ ml: '8', fontSize: 'sm' })}>
            <Link
              to="/$slug"
              params={{ slug: 'termini-e-condizioni' }}
              target="_blank"
              className={css({ color: 'link' })}
            >
              {m.checkout_terms_link()}
            </Link>
          </p>
          {termsError && <p className={errorText}>{termsError}</p>}
        </div>
        {quote.made_to_measure && (
          <div>
            <div className={checkRow}>
              <input
                id={ids.mtm}
                type="checkbox"
                className={checkbox}
                checked={mtm}
                onChange={(e) => setMtm(e.target.checked)}
                aria-invalid={Boolean(mtmError) || undefined}
              />
              <label htmlFor={ids.mtm}>{m.checkout_mtm({ lines: mtmLines.join('; ') })}</label>
            </div>
            {mtmError && <p className={errorText}>{mtmError}</p>}
          </div>
        )}
        {failure && (
          <p role="alert" className={errorText}>
            {failure}
          </p>
        )}
        <div>
          <button
            type="button"
            className={buttonStyle.primary}
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void accept()}
            data-testid="quote-offer-accept"
          >
            {m.quote_offer_accept_button()}
          </button>
        </div>
      </div>
    </section>
  )
}

function Changes({ token, locale, onDone }: { token: string; locale: Locale; onDone: (q: QuoteOffer) => void }) {
  const ids = { text: useId(), heading: useId() }
  const [text, setText] = useState('')
  const [state, setState] = useState<{ sent?: boolean; error?: string }>({})
  const send = async () => {
    const result = await askQuoteOfferChanges({ data: { token, locale, message: text } }).catch(() => null)
    if (result?.ok) {
      setText('')
      setState({ sent: true })
      onDone(result.data)
    } else
      setState({
        error:
          result && !result.ok
            ? [result.error.message, ...Object.values(result.error.fields ?? {}).flat()].join(' ')
            : m.error_generic_text(),
      })
  }
  return (
    <section className={sectionStyle} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
        {m.quote_offer_changes_heading()}
      </h2>
      <label htmlFor={ids.text} className={css({ display: 'block', mb: '1' })}>
        {m.quote_offer_changes_label()}
      </label>
      <textarea
        id={ids.text}
        className={inputStyle}
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {state.error && (
        <p role="alert" className={errorText}>
          {state.error}
        </p>
      )}
      {state.sent && <p role="status">{m.quote_offer_changes_sent()}</p>}
      <button type="button" className={`${buttonStyle.secondary} ${css({ mt: '3' })}`} onClick={() => void send()}>
        {m.quote_offer_changes_button()}
      </button>
    </section>
  )
}
