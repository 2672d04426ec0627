import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { useSignedIn } from '~/domains/cart/components/cart-provider'
import type { FieldErrors } from '~/lib/api/errors'
import { Price, usePriceDisplay } from '~/domains/catalog/components/price'
import { shownAmount } from '~/domains/catalog/price-view'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

/** The server's price for the current choices, what is wrong if there is none, and the add button. */
export function PricePanel(props: {
  price: number | null
  /**
   * The previous price of a running promotion: the lowest of the 30 days before it (Omnibus,
   * decision 086), or null when there is none or the shop cannot state it.
   */
  regular?: number | null
  busy: boolean
  sizeInvalid: boolean
  refused: FieldErrors | null
  quoteFailed: boolean
  canAdd: boolean
  locale: Locale
  onRetry: () => void
  onAdd: () => void
}) {
  const display = usePriceDisplay()
  return (
    <section
      aria-labelledby="configurator-price-title"
      className={css({
        p: { base: '2', md: '4' },
        bg: 'box.secondary',
        color: 'box.secondaryFg',
        borderRadius: 'lg',
        display: 'flex',
        flexDirection: 'column',
        gap: { base: '1', md: '2' },
      })}
    >
      <h2 id="configurator-price-title" className={css({ fontSize: { base: 'sm', md: 'lg' }, fontWeight: 'bold' })}>
        {m.configurator_price()}
      </h2>
      <p
        aria-live="polite"
        aria-busy={props.busy}
        className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}
      >
        <span data-testid="configurator-price">
          {props.price !== null && !props.sizeInvalid && !props.refused ? (
            <Price cents={props.price} regular={props.regular} display={display} locale={props.locale} compact />
          ) : (
            '—'
          )}
        </span>
      </p>
      {props.price !== null &&
        props.regular != null &&
        props.regular > props.price &&
        !props.sizeInvalid &&
        !props.refused && (
          <p data-testid="configurator-lowest-30d" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {m.product_lowest_30d({ price: formatCents(shownAmount(props.regular, display), props.locale) })}
          </p>
        )}
      <p className={css({ fontSize: 'sm', color: 'fg.muted', minH: '5' })} aria-live="polite">
        {props.busy ? m.configurator_price_updating() : props.sizeInvalid ? m.configurator_fix_size() : ''}
      </p>
      {props.refused && (
        <ul role="alert" className={css({ color: 'error.text', fontSize: 'sm', pl: '4' })}>
          {Object.values(props.refused)
            .flat()
            .map((message) => (
              <li key={message}>{message}</li>
            ))}
        </ul>
      )}
      {props.quoteFailed && (
        <p role="alert" className={css({ color: 'error.text', fontSize: 'sm' })}>
          {m.configurator_price_error()}{' '}
          <button type="button" className={buttonStyle.secondary} onClick={props.onRetry}>
            {m.configurator_retry()}
          </button>
        </p>
      )}
      <p className={css({ fontSize: 'xs', color: 'fg.muted', hideBelow: 'md' })}>
        {display.net ? m.price_net_note() : m.configurator_vat_note()}
      </p>
      {display.trade && (
        <p className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}>{m.price_trade_label()}</p>
      )}
      <AddConfiguredButton canAdd={props.canAdd} onAdd={props.onAdd} testId="configurator-add" />
    </section>
  )
}

/**
 * "Aggiungi al carrello" for the configured door, for a visitor too (issue 42): `onAdd` then
 * keeps the door and asks for a sign-in (configurator.tsx); the line below says so beforehand.
 */
export function AddConfiguredButton({ canAdd, onAdd, testId }: { canAdd: boolean; onAdd: () => void; testId: string }) {
  const signedIn = useSignedIn()
  const hintId = `${testId}-visitor`
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        className={buttonStyle.primary}
        disabled={!canAdd}
        onClick={onAdd}
        aria-describedby={signedIn ? undefined : hintId}
      >
        {m.configurator_add()}
      </button>
      {!signedIn && (
        <p id={hintId} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {m.cart_visitor_add_hint()}
        </p>
      )}
    </>
  )
}
