import { useEffect, useMemo, useRef, useState } from 'react'
import { quoteRequestOf } from '~/domains/cart/cart-lines'
import { quoteCart } from '~/domains/cart/cart.functions'
import type { CartQuote, QuoteInput } from '~/domains/cart/cart.schemas'
import { CartActor } from '~/domains/cart/components/cart-provider'
import type { Locale } from '~/lib/i18n/locales'

// The checkout's totals come from `POST /cart/quote` with the choices made so far (region,
// shipping option, pickup, payment method): the server prices shipping and fees, never the page.

export type QuoteChoices = {
  region: string | null
  shippingOptionId: number | null
  pickup: boolean
  paymentMethod: string | null
}

export type CheckoutQuote = {
  quote: CartQuote | null
  busy: boolean
  failed: boolean
  body: QuoteInput
  /** The region the shown quote was priced for: its shipping options fit that region only. */
  region: string | null
}

/** `attempt`: bump it to price again with the same choices (a retry, a 409 price_changed). */
export function useCheckoutQuote(locale: Locale, attempt: number, choices: QuoteChoices): CheckoutQuote {
  const items = CartActor.useSelector((s) => s.context.items)
  const coupon = CartActor.useSelector((s) => s.context.coupon)
  const vatRate = CartActor.useSelector((s) => s.context.vatRate)
  const body = useMemo<QuoteInput>(
    () => ({
      ...quoteRequestOf({ items, coupon, vatRate, shipping: { price: 0 } }),
      ...(choices.region ? { region: choices.region } : {}),
      ...(choices.pickup
        ? { pickup: true }
        : choices.shippingOptionId !== null
          ? { shipping_option_id: choices.shippingOptionId }
          : {}),
      ...(choices.paymentMethod ? { payment_method: choices.paymentMethod } : {}),
    }),
    [items, coupon, vatRate, choices.region, choices.shippingOptionId, choices.pickup, choices.paymentMethod],
  )
  const key = JSON.stringify(body)
  const [state, setState] = useState<{
    quote: CartQuote | null
    busy: boolean
    failed: boolean
    region: string | null
  }>({ quote: null, busy: true, failed: false, region: null })
  const latest = useRef(0)

  useEffect(() => {
    if (body.lines.length === 0) return
    const run = ++latest.current
    setState((s) => ({ ...s, busy: true, failed: false }))
    // Only the answer to the latest request counts: an old one never lands on newer choices.
    quoteCart({ data: { locale, body } }).then(
      (quote) => run === latest.current && setState({ quote, busy: false, failed: false, region: body.region ?? null }),
      () => run === latest.current && setState((s) => ({ ...s, busy: false, failed: true })),
    )
    // `key` stands for `body`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale, attempt])

  return { ...state, body }
}
