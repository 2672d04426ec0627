import { css, cx } from 'styled-system/css'
import { shownAmount } from '~/domains/catalog/price-view'
import { usePriceDisplay } from '~/domains/catalog/components/price'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'

// The server's totals. Trade customers read the amounts net with "+ IVA", then the taxable
// amount, the VAT and the total to pay; consumers read them VAT included (issue 11).

/** One row per VAT rate in the order (decision 042); an older answer without the breakdown: one. */
export const vatRows = (quote: Pick<CartQuote, 'vat_breakdown' | 'vat_rate' | 'vat'>) =>
  quote.vat_breakdown?.length ? quote.vat_breakdown : [{ rate: quote.vat_rate, vat: quote.vat }]

const row = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '1' })

/**
 * `shippingPending`: no shipping option is chosen yet (issue 42), so the quote's 0 is no price:
 * the row says so and the total is the total so far, never a false "0,00 €".
 */
export function CheckoutTotals({
  quote,
  locale,
  busy,
  shippingPending = false,
}: {
  quote: CartQuote
  locale: Locale
  busy?: boolean
  shippingPending?: boolean
}) {
  const display = usePriceDisplay(quote.vat_rate)
  // Trade: the server's net amounts, which add up to the taxable amount to the cent (decision 085).
  const nets = display.net ? (quote.net_amounts ?? null) : null
  const money = (c: number, net?: number) => formatCents(!display.net ? c : (net ?? shownAmount(c, display)), locale)
  const suffix = display.net ? ` ${m.price_plus_vat()}` : ''
  return (
    <dl
      data-testid="checkout-totals"
      aria-busy={busy || undefined}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        w: 'full',
        maxW: { md: 'sm' },
        ml: 'auto',
        fontSize: 'sm',
      })}
    >
      <div className={row}>
        <dt>{m.cart_subtotal()}</dt>
        <dd data-testid="checkout-subtotal">
          {money(quote.subtotal, nets?.subtotal)}
          {suffix}
        </dd>
      </div>
      {quote.discount > 0 && (
        <div className={row}>
          <dt>{m.cart_discount()}</dt>
          <dd data-testid="checkout-discount">
            −{money(quote.discount, nets?.discount)}
            {suffix}
          </dd>
        </div>
      )}
      <div className={row}>
        <dt>{m.cart_shipping()}</dt>
        <dd data-testid="checkout-shipping">
          {shippingPending
            ? m.checkout_shipping_next_step()
            : quote.shipping === 0
              ? m.checkout_shipping_free()
              : `${money(quote.shipping, nets?.shipping)}${suffix}`}
        </dd>
      </div>
      {(quote.payment_fee ?? 0) > 0 && (
        <div className={row}>
          <dt>{m.checkout_payment_fee_row()}</dt>
          <dd data-testid="checkout-fee">
            {money(quote.payment_fee!, nets?.payment_fee)}
            {suffix}
          </dd>
        </div>
      )}
      {display.net && (
        <div className={cx(row, css({ fontWeight: 'semibold' }))}>
          <dt>{m.cart_net()}</dt>
          <dd data-testid="checkout-net">{formatCents(quote.net, locale)}</dd>
        </div>
      )}
      {vatRows(quote).map((r) => (
        <div
          key={r.rate}
          className={cx(row, css({ color: display.net ? 'fg.default' : 'fg.muted' }))}
          data-testid="checkout-vat-row"
        >
          <dt>
            {display.net
              ? m.checkout_vat_rate({ rate: String(r.rate) })
              : m.cart_vat_of_which({ rate: String(r.rate) })}
          </dt>
          <dd>{formatCents(r.vat, locale)}</dd>
        </div>
      ))}
      <div
        className={cx(
          row,
          css({ fontWeight: 'bold', fontSize: 'lg', borderTop: '1px solid', borderColor: 'border', mt: '1', pt: '2' }),
        )}
      >
        <dt>{shippingPending ? m.checkout_total_so_far() : m.checkout_total_to_pay()}</dt>
        <dd data-testid="checkout-total">{formatCents(quote.total, locale)}</dd>
      </div>
    </dl>
  )
}
