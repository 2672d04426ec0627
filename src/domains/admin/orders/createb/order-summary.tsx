import { css } from 'styled-system/css'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import type { FieldErrors } from '~/lib/api/errors'
import { m } from '~/paraglide/messages.js'
import { money } from '../../kit/format'
import { labelStyle, mutedText, sectionStyle } from '../../kit/styles'

const h2 = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })
const group = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: 0, m: 0 })
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3' })

type Props = {
  quote: CartQuote | undefined
  pickup: boolean
  shippingId: number | null
  onShipping: (id: number) => void
  payment: string
  onPayment: (code: string) => void
  errors: FieldErrors
  /** A new quote is on its way: the totals shown are the previous one's. */
  busy: boolean
}

/** Shipping and payment as the quote offers them for this customer and cart, and the totals. */
export function OrderSummary({ quote, pickup, shippingId, onShipping, payment, onPayment, errors, busy }: Props) {
  if (!quote)
    return (
      <section className={sectionStyle}>
        <p className={mutedText}>{m.oa_summary_empty()}</p>
      </section>
    )
  const shipping = quote.shipping_options?.filter((o) => o.pickup === pickup) ?? []
  return (
    <section className={sectionStyle} aria-labelledby="createb-summary" aria-busy={busy} data-summary>
      <h2 id="createb-summary" className={h2}>
        {m.oa_summary()}
      </h2>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
        {!pickup && (
          <fieldset className={group}>
            <legend className={labelStyle}>{m.oa_shipping()}</legend>
            {shipping.length === 0 && <p className={mutedText}>{m.oa_shipping_none()}</p>}
            {shipping.map((o) => (
              <label key={o.id} className={css({ display: 'flex', gap: '2' })}>
                <input
                  type="radio"
                  name="shipping"
                  checked={shippingId === o.id}
                  onChange={() => onShipping(o.id)}
                  data-shipping={o.code}
                />
                {o.name} · {money(o.price)}
              </label>
            ))}
            {errors.shipping_option_id && (
              <p className={css({ color: 'error.text', fontSize: 'sm' })}>{errors.shipping_option_id.join(' ')}</p>
            )}
          </fieldset>
        )}
        <fieldset className={group}>
          <legend className={labelStyle}>{m.adm_order_payment()}</legend>
          {(quote.payment_methods ?? []).map((p) => (
            <label key={p.code} className={css({ display: 'flex', gap: '2' })}>
              <input
                type="radio"
                name="payment"
                checked={payment === p.code}
                onChange={() => onPayment(p.code)}
                data-payment={p.code}
              />
              {p.name}
              {p.fee ? ` · +${money(p.fee)}` : ''}
            </label>
          ))}
          {errors.payment_method && (
            <p className={css({ color: 'error.text', fontSize: 'sm' })}>{errors.payment_method.join(' ')}</p>
          )}
        </fieldset>
        <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1' })} data-totals>
          <div className={row}>
            <dt>{m.oa_subtotal()}</dt>
            <dd data-subtotal>{money(quote.subtotal)}</dd>
          </div>
          {quote.discount > 0 && (
            <div className={row}>
              <dt>{m.oa_discount()}</dt>
              <dd>−{money(quote.discount)}</dd>
            </div>
          )}
          <div className={row}>
            <dt>{m.oa_shipping()}</dt>
            <dd>{money(quote.shipping)}</dd>
          </div>
          {(quote.payment_fee ?? 0) > 0 && (
            <div className={row}>
              <dt>{m.oa_fee()}</dt>
              <dd>{money(quote.payment_fee ?? 0)}</dd>
            </div>
          )}
          <div className={`${row} ${css({ fontWeight: 'bold' })}`}>
            <dt>{m.adm_order_total()}</dt>
            <dd data-total>{money(quote.total)}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
