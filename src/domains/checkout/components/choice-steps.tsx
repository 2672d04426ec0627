import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import { shownAmount } from '~/domains/catalog/price-view'
import { usePriceDisplay } from '~/domains/catalog/components/price'
import type { CartQuote } from '~/domains/cart/cart.schemas'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { choiceStyle, radioStyle } from './choice-style'

// Steps 3 and 4 of the checkout: the shipping options that fit the cart's weight and the
// address's region, and the payment methods the shop offers — both as the server quoted them.

type Option = { value: string; label: string; detail: string | null; price: string | null; testId: string }

function ChoiceList(props: {
  legend: string
  options: Option[]
  initial: string | null
  empty: string
  required: string
  serverErrors: string[]
  onChoose: (value: string) => void
  note?: string | null
}) {
  const offered = (v: string | null) => v !== null && props.options.some((o) => o.value === v)
  const [picked, setValue] = useState<string | null>(null)
  // The options follow the server's quote, which may change under the visitor (a new region, a
  // new total): a choice no longer offered falls back to the saved one, then to the first.
  const value = offered(picked) ? picked : offered(props.initial) ? props.initial : (props.options[0]?.value ?? null)
  const [tried, setTried] = useState(false)
  const legendId = useId()
  if (props.options.length === 0)
    return (
      <p role="alert" className={css({ color: 'error.text' })}>
        {props.empty}
      </p>
    )
  const errors = [...(tried && !value ? [props.required] : []), ...props.serverErrors]
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setTried(true)
        if (value) props.onChoose(value)
      }}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <fieldset aria-labelledby={legendId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <legend id={legendId} className={css({ fontWeight: 'semibold', mb: '2' })}>
          {props.legend}
        </legend>
        {props.options.map((o) => (
          <label key={o.value} className={choiceStyle} data-testid={o.testId}>
            <input
              type="radio"
              name={legendId}
              value={o.value}
              checked={value === o.value}
              onChange={() => setValue(o.value)}
              className={radioStyle}
            />
            <span className={css({ flex: 1, minW: 0 })}>
              <span className={css({ fontWeight: 'semibold', display: 'block' })}>{o.label}</span>
              {o.detail && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{o.detail}</span>}
            </span>
            {o.price && <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>{o.price}</span>}
          </label>
        ))}
      </fieldset>
      {props.note && <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{props.note}</p>}
      {errors.map((e) => (
        <p key={e} role="alert" className={css({ color: 'error.text' })}>
          {e}
        </p>
      ))}
      <div>
        <button type="submit" className={buttonStyle.primary}>
          {m.checkout_continue()}
        </button>
      </div>
    </form>
  )
}

function useMoney(quote: CartQuote, locale: Locale) {
  const display = usePriceDisplay(quote.vat_rate)
  return (c: number) => `${formatCents(shownAmount(c, display), locale)}${display.net ? ` ${m.price_plus_vat()}` : ''}`
}

export function ShippingStep(props: {
  quote: CartQuote
  locale: Locale
  current: number | null
  serverErrors: string[]
  onChoose: (id: number) => void
}) {
  const money = useMoney(props.quote, props.locale)
  const options = (props.quote.shipping_options ?? []).filter((o) => !o.pickup)
  const free = props.quote.free_shipping_over
  return (
    <ChoiceList
      legend={m.checkout_shipping_legend()}
      options={options.map((o) => ({
        value: String(o.id),
        label: o.name,
        detail: o.description,
        price: o.price === 0 ? m.checkout_shipping_free() : money(o.price),
        testId: `shipping-option-${o.code}`,
      }))}
      initial={props.current !== null ? String(props.current) : null}
      empty={m.checkout_shipping_none()}
      required={m.checkout_shipping_required()}
      serverErrors={props.serverErrors}
      note={free != null && free > 0 ? m.checkout_shipping_free_over({ amount: money(free) }) : null}
      onChoose={(v) => props.onChoose(Number(v))}
    />
  )
}

export function PaymentStep(props: {
  quote: CartQuote
  locale: Locale
  current: string | null
  serverErrors: string[]
  onChoose: (code: string) => void
}) {
  const money = useMoney(props.quote, props.locale)
  return (
    <ChoiceList
      legend={m.checkout_payment_legend()}
      options={(props.quote.payment_methods ?? []).map((p) => ({
        value: p.code,
        label: p.name,
        detail: p.instructions,
        price: p.fee > 0 ? m.checkout_payment_fee({ amount: money(p.fee) }) : null,
        testId: `payment-method-${p.code}`,
      }))}
      initial={props.current}
      empty={m.checkout_payment_none()}
      required={m.checkout_payment_required()}
      serverErrors={props.serverErrors}
      onChoose={props.onChoose}
    />
  )
}
