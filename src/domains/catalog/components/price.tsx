import { css, cx } from 'styled-system/css'
import { AuthActor } from '~/domains/auth/components/auth-provider'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { priceDisplayFor, priceParts, type PriceDisplay } from '../price-view'

// The one price of the shop (catalogue card, product page, configurator, cart, checkout):
// net + "+ IVA" for trade customers, VAT included for the others; a promoted price shows the
// struck-through former price, a sale badge and the Omnibus line (issue 11, issue 16).

/** How the signed-in customer sees prices. */
export function usePriceDisplay(vatRate = 22): PriceDisplay {
  const role = AuthActor.useSelector((s) => s.context.user?.role ?? null)
  return priceDisplayFor(role, vatRate)
}

const sizes = {
  sm: css({ fontSize: 'sm' }),
  md: css({ fontSize: 'lg', fontWeight: 'bold' }),
  lg: css({ fontSize: '2xl', fontWeight: 'bold' }),
}
const muted = css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })
const badge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  borderRadius: 'sm',
  fontSize: 'xs',
  fontWeight: 'bold',
  bg: 'error.text',
  color: 'white',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
})

export type PriceProps = {
  /** VAT included, the caller's tier, promotions applied (the server's amount). */
  cents: number
  regular?: number | null
  lowest30d?: number | null
  display: PriceDisplay
  locale: Locale
  size?: keyof typeof sizes
  /** The amount, a struck-through former price and "+ IVA" in one line (table cells); no badge or Omnibus line. */
  compact?: boolean
  /** With `compact`: the parts may wrap onto two lines (a narrow card), each part kept whole. */
  wrap?: boolean
  testId?: string
}

const oneLine = css({ whiteSpace: 'nowrap' })

export function Price({
  cents,
  regular,
  lowest30d,
  display,
  locale,
  size = 'md',
  compact = false,
  wrap = false,
  testId,
}: PriceProps) {
  const parts = priceParts({ cents, regular, lowest30d }, display)
  const money = (c: number) => formatCents(c, locale)
  const vatNote = display.net ? m.price_plus_vat() : m.product_vat_included()
  if (compact) {
    return (
      <span data-testid={testId} data-price-mode={display.net ? 'net' : 'gross'} className={wrap ? undefined : oneLine}>
        {parts.regular !== null && (
          <>
            <s className={muted} data-testid="price-regular">
              <span className={css({ srOnly: true })}>{`${m.price_was()} `}</span>
              {money(parts.regular)}
            </s>{' '}
            <span className={css({ srOnly: true })}>{`${m.price_now()} `}</span>
          </>
        )}
        {money(parts.amount)}
        {display.net && (
          <>
            {' '}
            <span className={cx(muted, oneLine)}>{m.price_plus_vat()}</span>
          </>
        )}
      </span>
    )
  }
  return (
    <div
      data-testid={testId}
      data-price-mode={display.net ? 'net' : 'gross'}
      className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
    >
      {(parts.onSale || display.trade) && (
        <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          {parts.onSale && <span className={badge}>{m.price_sale_badge()}</span>}
          {display.trade && <span className={cx(muted, css({ fontWeight: 'semibold' }))}>{m.price_trade_label()}</span>}
        </p>
      )}
      <p className={cx(sizes[size], css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' }))}>
        {parts.regular !== null && (
          <s className={muted} data-testid="price-regular">
            <span className={css({ srOnly: true })}>{`${m.price_was()} `}</span>
            {money(parts.regular)}
          </s>
        )}
        <span data-testid="price-amount">
          {parts.onSale && <span className={css({ srOnly: true })}>{`${m.price_now()} `}</span>}
          {money(parts.amount)}
        </span>
        <span className={muted}>{vatNote}</span>
      </p>
      {parts.lowest30d !== null && <p className={muted}>{m.product_lowest_30d({ price: money(parts.lowest30d) })}</p>}
    </div>
  )
}
