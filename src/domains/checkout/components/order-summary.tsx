import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { CheckoutTotals } from './checkout-totals'
import { SummaryLines } from './summary-lines'

// The order beside every step (issue 42, decision 102): on a laptop a sticky column at the
// side, always open; on a phone a panel at the top, closed by default so the step stays in
// view, opened with its button. What it shows is the server's quote, as it stands.

export type OrderSummaryProps = {
  quote: CartQuote | null
  busy: boolean
  /** No shipping option is priced yet: shipping is "calculated at the next step". */
  shippingPending: boolean
  locale: Locale
  imageHost: string
}

const panel = css({
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.canvas',
  p: { base: '3', md: '4' },
  minW: 0,
})
const trigger = css({
  display: 'flex',
  w: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  textAlign: 'left',
  fontWeight: 'bold',
  cursor: 'pointer',
  borderRadius: 'md',
  py: '1',
  _focusVisible: { outline: '2px solid', outlineColor: 'primary', outlineOffset: '2px' },
})

export function OrderSummary(props: OrderSummaryProps) {
  const [open, setOpen] = useState(false)
  const contentId = useId()
  const { quote } = props
  const count = quote ? quote.lines.reduce((n, l) => n + (l.valid ? l.quantity : 0), 0) : 0
  const body = quote ? (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' })}>
      <SummaryLines quote={quote} locale={props.locale} imageHost={props.imageHost} />
      <CheckoutTotals quote={quote} locale={props.locale} busy={props.busy} shippingPending={props.shippingPending} />
    </div>
  ) : (
    <p role="status" className={css({ mt: '3' })}>
      {m.checkout_loading()}
    </p>
  )
  // One element for both widths, laid out by CSS (no width read in JavaScript): the page is the
  // same before and after hydration. On a phone a panel at the top, closed until its button opens
  // it (a disclosure: the button's aria-expanded, the content shown by a class, not `hidden`,
  // which the reset styles would keep hidden at every width); from `lg` a sticky column, always
  // open, its button hidden — below the fixed site header, a long order scrolling inside.
  return (
    <aside
      aria-labelledby="checkout-order-summary"
      data-testid="checkout-order-summary"
      className={css({
        lg: {
          position: 'sticky',
          top: 'calc(token(sizes.header) + 1rem)',
          maxH: 'calc(100vh - token(sizes.header) - 2rem)',
          overflowY: 'auto',
          borderRadius: 'lg',
        },
      })}
    >
      <div className={panel}>
        <h2
          id="checkout-order-summary"
          className={css({ fontSize: 'lg', fontWeight: 'bold', display: { base: 'none', lg: 'block' } })}
        >
          {m.checkout_order_summary()}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          className={`${trigger} ${css({ lg: { display: 'none' } })}`}
          data-testid="checkout-order-summary-toggle"
        >
          <span>
            <span className={css({ display: 'block' })}>{m.checkout_order_summary()}</span>
            {quote && (
              <span className={css({ fontWeight: 'normal', fontSize: 'sm', color: 'fg.muted' })}>
                {m.checkout_review_summary({ count: String(count), amount: formatCents(quote.total, props.locale) })}
              </span>
            )}
          </span>
          <span aria-hidden="true" className={css({ fontSize: 'sm' })}>
            {open ? '▲' : '▼'}
          </span>
        </button>
        <div
          id={contentId}
          data-state={open ? 'open' : 'closed'}
          className={css({ display: { base: open ? 'block' : 'none', lg: 'block' } })}
        >
          {body}
        </div>
      </div>
    </aside>
  )
}
