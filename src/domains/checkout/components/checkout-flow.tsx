import { useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { fromPromise } from 'xstate'
import { buttonStyle } from '~/domains/accounts/components/form-kit'
import type { AddressBook } from './use-address-book'
import { CartLinesEditor, CartTotalsView, VatSelector } from '~/domains/cart/components/cart-review'
import { CartActor } from '~/domains/cart/components/cart-provider'
import { CouponBox } from '~/domains/cart/components/coupon-box'
import { regionOf } from '~/domains/shipping/regions'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { checkoutMachine, currentStep, STEPS, type Step } from '../checkout.machine'
import { placeOrderFn } from '../checkout.functions'
import { clearCheckoutDraft, readTypedAddress, saveTypedAddress } from '../checkout-draft'
import { OrderSummary } from './order-summary'
import { ReviewDetails } from './review-details'
import { useKeptProgress } from './use-kept-progress'
import { addressBody, addressText, addressValuesOf } from './address-fieldset'
import { BillingStep } from './billing-step'
import { DeliveryStep } from './delivery-step'
import { PaymentStep, ShippingStep } from './choice-steps'
import { StepFrame, type StepState } from './step-frame'
import { SummaryStep } from './summary-step'
import { useCheckoutQuote } from './use-checkout-quote'
import { devInspect } from '~/lib/dev/inspect'
import { effectsInBrowser } from '~/lib/machines/effects-in-browser'

// The checkout (spec §2, issue 11, decision 020): one page, six steps driven by the checkout
// machine; every amount from `POST /cart/quote`; the order from `POST /orders`.

export type CheckoutUser = { id: number; name: string; role: string }

const titles: Record<Step, () => string> = {
  review: m.checkout_step_review,
  delivery: m.checkout_step_delivery,
  shipping: m.checkout_step_shipping,
  billing: m.checkout_step_billing,
  payment: m.checkout_step_payment,
  summary: m.checkout_step_summary,
}

export function CheckoutFlow({
  locale,
  book,
  user,
  isAdmin,
  imageHost,
}: {
  locale: Locale
  book: AddressBook
  user: CheckoutUser
  isAdmin: boolean
  imageHost: string
}) {
  const addresses = book.addresses ?? []
  const cart = CartActor.useActorRef()
  const navigate = useNavigate()
  const place = useServerFn(placeOrderFn)
  const [retryCount, retry] = useRetry()
  const logic = useMemo(
    () =>
      effectsInBrowser(checkoutMachine, (machine) =>
        machine.provide({
          actors: {
            placeOrder: fromPromise(async ({ input }) => {
              const { key, vat_rate, ...body } = input
              return place({
                data: { locale, key, body: { ...body, ...(isAdmin && vat_rate !== undefined ? { vat_rate } : {}) } },
              })
            }),
          },
          actions: {
            orderPlaced: (_, { order }) => {
              // The order exists: a reload must not bring its choices back for another.
              clearCheckoutDraft(user.id)
              cart.send({ type: 'cart.orderCompleted', order: order as { id: number } })
              void navigate({ to: '/checkout/complete' })
            },
            requote: () => retry(),
          },
        }),
      ),
    [cart, navigate, place, locale, isAdmin, retry, user.id],
  )
  const actor = useActorRef(logic, { inspect: devInspect })
  const snap = useSelector(actor, (s) => s)
  useKeptProgress(actor, user.id)
  // Read once, in the browser (the first render of the delivery step comes after hydration).
  const [typed] = useState(() => (typeof window === 'undefined' ? null : readTypedAddress(user.id)))
  const keepTyping = useCallback(
    (address: Parameters<typeof saveTypedAddress>[1]) => saveTypedAddress(user.id, address),
    [user.id],
  )
  const ctx = snap.context
  const at = currentStep(snap.value)
  const open: Step = at === 'placing' || at === 'placed' || at === 'refused' ? 'summary' : at
  const delivery = ctx.delivery
  const savedAddress =
    delivery && 'address_id' in delivery ? (addresses.find((a) => a.id === delivery.address_id) ?? null) : null
  const newAddress =
    delivery && 'address' in delivery
      ? (delivery.address as Parameters<typeof regionOf>[0] & Parameters<typeof addressText>[0])
      : null
  const shipTo = savedAddress ?? newAddress
  const region = shipTo ? regionOf(shipTo) : null
  const quote = useCheckoutQuote(locale, retryCount, {
    region,
    pickup: delivery?.type === 'pickup',
    shippingOptionId: ctx.shippingOptionId,
    paymentMethod: ctx.paymentMethod,
  })
  const hasItems = CartActor.useSelector((s) => s.context.items.length > 0)
  const cartTotals = CartActor.useSelector((s) => s.context.totals)
  const allValid = CartActor.useSelector((s) => s.context.items.every((i) => i.priced?.valid !== false))

  // The open step's title takes the focus, so keyboard and screen-reader users follow the flow.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) return void (first.current = false)
    document.getElementById(`checkout-step-${open}`)?.focus()
  }, [open])

  const fields = ctx.error?.fields ?? {}
  const serverErrors = (name: string) => fields[name] ?? []
  const q = quote.quote
  // Shipping has no price until an option is chosen (pickup needs none): said in words, never 0,00 € (issue 42).
  const shippingPending = q?.shipping_option_id == null && delivery?.type !== 'pickup'
  const steps = STEPS.filter((s) => !(s === 'shipping' && delivery?.type === 'pickup'))
  const reachedIndex = STEPS.indexOf(ctx.reached)
  const stateOf = (s: Step): StepState => (s === open ? 'open' : STEPS.indexOf(s) <= reachedIndex ? 'done' : 'later')
  const edit = (s: Step) => actor.send({ type: 'checkout.edit', step: s })
  const shippingName = q?.shipping_options?.find((o) => o.id === ctx.shippingOptionId)?.name
  const paymentName = q?.payment_methods?.find((p) => p.code === ctx.paymentMethod)?.name
  const trade = ['retailer', 'reseller', 'other'].includes(user.role)

  if (!hasItems && at !== 'placed' && at !== 'placing') return <p className={css({ py: '4' })}>{m.checkout_empty()}</p>

  const summaries: Partial<Record<Step, string | null>> = {
    review: q
      ? m.checkout_review_summary({
          count: String(q.lines.reduce((n, l) => n + l.quantity, 0)),
          amount: formatCents(q.subtotal - q.discount, locale),
        })
      : null,
    delivery: delivery?.type === 'pickup' ? m.checkout_delivery_pickup() : shipTo ? addressText(shipTo) : null,
    shipping: shippingName ?? null,
    billing: !ctx.billing
      ? null
      : ctx.billing.document === 'invoice'
        ? `${m.checkout_billing_invoice()} — ${ctx.billing.company || ctx.billing.name}`
        : m.checkout_billing_receipt(),
    payment: paymentName ?? null,
  }

  const body = (s: Step) => {
    if (s === 'review')
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <CartLinesEditor locale={locale} imageHost={imageHost} />
          <CouponBox />
          {isAdmin && <VatSelector />}
          <CartTotalsView totals={cartTotals} locale={locale} shippingPending={shippingPending} />
          <div>
            <button
              type="button"
              className={buttonStyle.primary}
              disabled={!allValid}
              onClick={() => actor.send({ type: 'checkout.next' })}
              data-testid="checkout-review-continue"
            >
              {m.checkout_continue()}
            </button>
          </div>
        </div>
      )
    // The address book arrives from the browser (decision 050): the step waits for it.
    if (s === 'delivery' && book.addresses === null)
      return (
        <QuoteState
          failed={book.failed}
          retry={book.retry}
          texts={{ loading: m.checkout_addresses_loading, failed: m.checkout_addresses_failed }}
        />
      )
    if (s === 'delivery')
      return (
        <DeliveryStep
          locale={locale}
          addresses={addresses}
          canSave={user.role === 'user'}
          pickupAvailable={q?.pickup_available ?? false}
          current={delivery}
          typed={typed}
          onTyping={keepTyping}
          serverErrors={serverErrors}
          onEdit={() => undefined}
          onChoose={(d) => actor.send({ type: 'checkout.delivery', delivery: d })}
        />
      )
    if (!q) return <QuoteState failed={quote.failed} retry={retry} />
    // Until the quote for the chosen address arrives, the options shown would be another region's.
    if (s === 'shipping' && quote.region !== region) return <QuoteState failed={quote.failed} retry={retry} />
    if (s === 'shipping')
      return (
        <ShippingStep
          quote={q}
          locale={locale}
          current={ctx.shippingOptionId}
          serverErrors={serverErrors('shipping_option_id')}
          onChoose={(id) => actor.send({ type: 'checkout.shipping', id })}
        />
      )
    if (s === 'billing')
      return (
        <BillingStep
          locale={locale}
          current={ctx.billing}
          customerName={user.name}
          trade={trade}
          euBuyer={isAdmin && q.vat_rate === 0}
          deliveryAddress={shipTo ? addressBody(addressValuesOf(shipTo)) : null}
          serverErrors={serverErrors}
          onEdit={() => undefined}
          onChoose={(billing) => actor.send({ type: 'checkout.billing', billing })}
        />
      )
    if (s === 'payment')
      return (
        <PaymentStep
          quote={q}
          locale={locale}
          current={ctx.paymentMethod}
          serverErrors={serverErrors('payment_method')}
          onChoose={(code) => actor.send({ type: 'checkout.payment', code })}
        />
      )
    return (
      <SummaryStep
        quote={q}
        quoteBusy={quote.busy}
        locale={locale}
        placing={at === 'placing' || at === 'placed'}
        error={ctx.error}
        priceChanged={ctx.priceChanged}
        serverErrors={serverErrors}
        onPlace={(i) =>
          actor.send({
            type: 'checkout.place',
            acknowledgements: { terms: i.terms, made_to_measure: i.madeToMeasure },
            madeToMeasure: i.needsMadeToMeasure,
            expectedTotal: q.total,
            notes: i.notes,
            freshKey: crypto.randomUUID(),
            cart: {
              lines: quote.body.lines,
              ...(quote.body.coupon_code ? { coupon_code: quote.body.coupon_code } : {}),
              vat_rate: quote.body.vat_rate,
            },
          })
        }
      >
        <ReviewDetails
          quote={q}
          locale={locale}
          imageHost={imageHost}
          delivery={summaries.delivery ?? null}
          shipping={shippingName ?? null}
          payment={paymentName ?? null}
          billing={ctx.billing}
        />
      </SummaryStep>
    )
  }

  // The summary comes first: at the top on a phone, the side column on a laptop (decision 102).
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
        alignItems: 'start',
      })}
    >
      <div className={css({ gridColumn: { lg: '2' }, gridRow: { lg: '1' }, minW: 0, alignSelf: { lg: 'stretch' } })}>
        <OrderSummary
          quote={q}
          busy={quote.busy}
          shippingPending={shippingPending}
          locale={locale}
          imageHost={imageHost}
        />
      </div>
      <ol
        aria-label={m.checkout_steps_label()}
        className={css({
          gridColumn: { lg: '1' },
          gridRow: { lg: '1' },
          listStyle: 'none',
          p: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          minW: 0,
        })}
      >
        {steps.map((s, i) => (
          <li key={s}>
            <StepFrame
              step={s}
              n={i + 1}
              total={steps.length}
              title={titles[s]()}
              state={stateOf(s)}
              summary={summaries[s]}
              onEdit={() => edit(s)}
            >
              {body(s)}
            </StepFrame>
          </li>
        ))}
      </ol>
    </div>
  )
}

/** A counter to price again, and its stable bump (for the machine's `requote`). */
function useRetry(): [number, () => void] {
  const [count, setCount] = useState(0)
  const bump = useCallback(() => setCount((n) => n + 1), [])
  return [count, bump]
}

/** What a step shows while its data is on its way, or could not come: the quote's texts unless told. */
function QuoteState({
  failed,
  retry,
  texts = { loading: m.checkout_loading, failed: m.checkout_quote_failed },
}: {
  failed: boolean
  retry: () => void
  texts?: { loading: () => string; failed: () => string }
}) {
  return failed ? (
    <p role="alert" className={css({ color: 'error.text' })}>
      {texts.failed()}{' '}
      <button type="button" className={buttonStyle.secondary} onClick={retry}>
        {m.checkout_retry()}
      </button>
    </p>
  ) : (
    <p role="status">{texts.loading()}</p>
  )
}
