import { Link } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { buttonStyles } from '~/domains/accounts/components/form-kit'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { PlaceError } from '../checkout.machine'
import { CheckoutTotals } from './checkout-totals'

// Step 6: what the order holds, the totals the server quoted, the legal acknowledgements (terms; the made-to-measure
// withdrawal exclusion naming its lines, required when there are such lines), notes, and the
// order button — disabled while the order is in flight.

const checkRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start' })
const checkbox = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: 'primary' })
const fieldError = css({ color: 'error.text', fontSize: 'sm', ml: '8' })
const placeButton = css(buttonStyles.primary, { w: { base: 'full', md: 'auto' }, py: '3', fontSize: 'lg' })

export function SummaryStep(props: {
  /** What the order holds (lines, delivery, billing data), above the totals. */
  children?: ReactNode
  quote: CartQuote
  quoteBusy: boolean
  locale: Locale
  placing: boolean
  error: PlaceError | null
  priceChanged: boolean
  serverErrors: (name: string) => string[]
  onPlace: (input: { terms: boolean; madeToMeasure: boolean; needsMadeToMeasure: boolean; notes: string }) => void
}) {
  const [terms, setTerms] = useState(false)
  const [mtm, setMtm] = useState(false)
  const [notes, setNotes] = useState('')
  const [tried, setTried] = useState(false)
  const ids = { terms: useId(), mtm: useId(), notes: useId() }
  const mtmLines = props.quote.lines.filter((l) => l.valid && l.made_to_measure).map((l) => l.name ?? l.slug)
  const needsMtm = (props.quote.made_to_measure ?? false) || mtmLines.length > 0
  const termsErrors = [
    ...(tried && !terms ? [m.checkout_terms_required()] : []),
    ...props.serverErrors('acknowledgements.terms'),
  ]
  const mtmErrors = [
    ...(tried && needsMtm && !mtm ? [m.checkout_mtm_required()] : []),
    ...props.serverErrors('acknowledgements.made_to_measure'),
  ]
  const failure = props.priceChanged
    ? m.checkout_price_changed({ total: formatCents(props.quote.total, props.locale) })
    : props.error?.code === 'network'
      ? m.checkout_network_error()
      : props.error && !Object.keys(props.error.fields ?? {}).length
        ? `${m.order_error()}${props.error.message ? ` — ${props.error.message}` : ''}`
        : null
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setTried(true)
        props.onPlace({ terms, madeToMeasure: mtm, needsMadeToMeasure: needsMtm, notes })
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {props.children}
      <CheckoutTotals quote={props.quote} locale={props.locale} busy={props.quoteBusy} />
      {props.quote.estimated_delivery && (
        <p className={css({ fontSize: 'sm' })}>
          {m.checkout_estimated_delivery({
            from: day(props.quote.estimated_delivery.from, props.locale),
            to: day(props.quote.estimated_delivery.to, props.locale),
          })}
        </p>
      )}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={ids.notes} className={css({ fontWeight: 'medium' })}>
          {m.checkout_notes()}{' '}
          <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>{m.account_optional()}</span>
        </label>
        <textarea
          id={ids.notes}
          value={notes}
          maxLength={2000}
          rows={2}
          onChange={(e) => setNotes(e.target.value)}
          className={css({
            border: '1px solid',
            borderColor: 'border',
            borderRadius: 'md',
            px: '3',
            py: '2',
            bg: 'bg.canvas',
            color: 'fg.default',
          })}
        />
      </div>
      <div>
        <div className={checkRow}>
          <input
            id={ids.terms}
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            className={checkbox}
            aria-invalid={termsErrors.length > 0 || undefined}
            aria-describedby={termsErrors.length ? `${ids.terms}-e` : undefined}
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
        {termsErrors.length > 0 && (
          <p id={`${ids.terms}-e`} className={fieldError}>
            {termsErrors.join(' ')}
          </p>
        )}
      </div>
      {needsMtm && (
        <div>
          <div className={checkRow}>
            <input
              id={ids.mtm}
              type="checkbox"
              data-testid="checkout-mtm"
              checked={mtm}
              onChange={(e) => setMtm(e.target.checked)}
              className={checkbox}
              aria-invalid={mtmErrors.length > 0 || undefined}
              aria-describedby={mtmErrors.length ? `${ids.mtm}-e` : undefined}
            />
            <label htmlFor={ids.mtm}>{m.checkout_mtm({ lines: mtmLines.join('; ') })}</label>
          </div>
          {mtmErrors.length > 0 && (
            <p id={`${ids.mtm}-e`} className={fieldError}>
              {mtmErrors.join(' ')}
            </p>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" data-testid="checkout-error" className={css({ color: 'error.text', fontWeight: 'semibold' })}>
          {failure}
        </p>
      )}
      <div>
        <button
          type="submit"
          data-testid="checkout-place"
          className={placeButton}
          disabled={props.placing || props.quoteBusy}
          aria-busy={props.placing || undefined}
        >
          {props.placing ? m.checkout_placing() : m.checkout_place()}
        </button>
      </div>
    </form>
  )
}

const day = (iso: string, locale: Locale) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })
