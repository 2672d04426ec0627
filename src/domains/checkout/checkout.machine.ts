import { assign, fromPromise, setup } from 'xstate'
import type { BillingInput, DeliveryInput, PlaceOrderInput } from '~/domains/orders/orders.schemas'

// The checkout's steps (spec §2, issue 11, decision 020). Pure: placing the order is an effect
// named here and supplied with `.provide()` by the page (and by fakes in tests); so is telling
// the cart and the router that the order exists.
//
//   review ─▶ delivery ─▶ shipping ─▶ billing ─▶ payment ─▶ summary ──checkout.place──▶ placing
//                  └──(pickup)────────────┘                    ▲                          │
//   checkout.edit goes back to any step already reached         ├──(price changed / refused)┘
//                                                               │                          └──(201/200)──▶ placed
//
// checkout.restore reopens the step a reload left, with its kept choices (decision 102).
//
// One Idempotency-Key per attempt: made when the order is first sent, kept for a retry of the
// same choices (a timeout, a double click), dropped when a choice or the price changes.

export const STEPS = ['review', 'delivery', 'shipping', 'billing', 'payment', 'summary'] as const
export type Step = (typeof STEPS)[number]

export type Delivery = DeliveryInput
export type Billing = BillingInput

export type PlaceError = { code: string; message: string; fields?: Record<string, string[]> }
export type PlaceResult<O> = { ok: true; order: O } | { ok: false; error: PlaceError }

/** The cart's part of the order: the saved-cart lines, the coupon, the administrators' VAT rate. */
export type CartPart = Pick<PlaceOrderInput, 'lines' | 'coupon_code' | 'vat_rate'>

export type PlaceInput = CartPart & {
  key: string
  delivery: Delivery
  shipping_option_id: number | null
  billing: Billing
  payment_method: string
  acknowledgements: { terms: true; made_to_measure?: true }
  expected_total: number
  notes?: string
}

export type CheckoutContext = {
  reached: Step
  delivery: Delivery | null
  shippingOptionId: number | null
  billing: Billing | null
  paymentMethod: string | null
  key: string | null
  error: PlaceError | null
  /** The server priced the order differently from what was shown: confirm the new total. */
  priceChanged: boolean
  order: unknown
}

export type PlaceEvent = {
  type: 'checkout.place'
  acknowledgements: { terms: boolean; made_to_measure?: boolean }
  /** The cart holds made-to-measure lines: their acknowledgement is required. */
  madeToMeasure: boolean
  expectedTotal: number
  notes?: string
  /** A fresh random key; used only when this attempt has none yet. */
  freshKey: string
  cart: CartPart
}

/** The choices a reload keeps (checkout-draft.ts, decision 102): no key, no error, no order. */
export type CheckoutDraft = Pick<
  CheckoutContext,
  'reached' | 'delivery' | 'shippingOptionId' | 'billing' | 'paymentMethod'
> & { step: Step }

export type CheckoutEvent =
  | { type: 'checkout.next' }
  | { type: 'checkout.restore'; draft: CheckoutDraft }
  | { type: 'checkout.edit'; step: Step }
  | { type: 'checkout.delivery'; delivery: Delivery }
  | { type: 'checkout.shipping'; id: number }
  | { type: 'checkout.billing'; billing: Billing }
  | { type: 'checkout.payment'; code: string }
  | PlaceEvent

const stepIndex = (s: Step) => STEPS.indexOf(s)
const later = (a: Step, b: Step): Step => (stepIndex(a) >= stepIndex(b) ? a : b)

/** The step that owns a refused field (`billing.vat_number` → billing). */
export function stepOfField(field: string): Step {
  const head = field.split('.')[0]
  if (head === 'delivery') return 'delivery'
  if (head === 'shipping_option_id') return 'shipping'
  if (head === 'billing') return 'billing'
  if (head === 'payment_method') return 'payment'
  if (head === 'lines') return 'review'
  return 'summary'
}

const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** `POST /api/orders` with the Idempotency-Key header; API errors come back as data. */
    placeOrder: fromPromise<PlaceResult<unknown>, PlaceInput>(async () => {
      throw new Error('placeOrder not provided')
    }),
  },
  actions: {
    /** The order exists: empty the cart (keeping it as last_order) and show /checkout/complete. */
    orderPlaced: (_, _params: { order: unknown }) => {},
    /** Price the cart again (after a 409 price_changed). */
    requote: () => {},
  },
  guards: {
    refusedIn: ({ context }, { step }: { step: Step }) =>
      Object.keys(context.error?.fields ?? {}).some((f) => stepOfField(f) === step),
    canPlace: ({ context, event }) => {
      const e = event as PlaceEvent
      return (
        context.delivery !== null &&
        context.billing !== null &&
        context.paymentMethod !== null &&
        (context.delivery.type === 'pickup' || context.shippingOptionId !== null) &&
        e.acknowledgements.terms &&
        (!e.madeToMeasure || e.acknowledgements.made_to_measure === true)
      )
    },
  },
})

/** A choice changes the order's body: a new attempt gets a new key. */
const chosen = (context: CheckoutContext, next: Step, patch: Partial<CheckoutContext>): Partial<CheckoutContext> => ({
  ...patch,
  key: null,
  error: null,
  priceChanged: false,
  reached: later(context.reached, next),
})

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: {
    reached: 'review',
    delivery: null,
    shippingOptionId: null,
    billing: null,
    paymentMethod: null,
    key: null,
    error: null,
    priceChanged: false,
    order: null,
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'review',
      on: {
        'checkout.edit': STEPS.map((step) => ({
          guard: ({ context, event }) => event.step === step && stepIndex(step) <= stepIndex(context.reached),
          target: `#checkout.editing.${step}`,
        })),
        // A reload's kept choices (issue 42): back to the step the customer was at. The amounts
        // are quoted again from them; the server still decides everything at "Ordina".
        'checkout.restore': STEPS.map((step) => ({
          guard: ({ event }) => event.draft.step === step,
          target: `#checkout.editing.${step}`,
          actions: assign(({ event }) => {
            const { step: _step, ...kept } = event.draft
            return { ...kept, key: null, error: null, priceChanged: false }
          }),
        })),
        'checkout.delivery': [
          {
            guard: ({ event }) => event.delivery.type === 'pickup',
            target: '#checkout.editing.billing',
            actions: assign(({ context, event }) =>
              chosen(context, 'billing', { delivery: event.delivery, shippingOptionId: null }),
            ),
          },
          {
            target: '#checkout.editing.shipping',
            actions: assign(({ context, event }) => chosen(context, 'shipping', { delivery: event.delivery })),
          },
        ],
        'checkout.shipping': {
          target: '#checkout.editing.billing',
          actions: assign(({ context, event }) => chosen(context, 'billing', { shippingOptionId: event.id })),
        },
        'checkout.billing': {
          target: '#checkout.editing.payment',
          actions: assign(({ context, event }) => chosen(context, 'payment', { billing: event.billing })),
        },
        'checkout.payment': {
          target: '#checkout.editing.summary',
          actions: assign(({ context, event }) => chosen(context, 'summary', { paymentMethod: event.code })),
        },
      },
      states: {
        review: {
          on: {
            'checkout.next': {
              target: 'delivery',
              actions: assign(({ context }) => ({ reached: later(context.reached, 'delivery') })),
            },
          },
        },
        delivery: {},
        shipping: {},
        billing: {},
        payment: {},
        summary: {
          on: {
            'checkout.place': {
              guard: 'canPlace',
              target: '#checkout.placing',
              actions: assign(({ context, event }) => ({
                key: context.key ?? (event as PlaceEvent).freshKey,
                error: null,
                priceChanged: false,
              })),
            },
          },
        },
      },
    },
    // Nothing is accepted while the order is in flight: a second click cannot make a second order.
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context, event }) => {
          const e = event as PlaceEvent
          return {
            ...e.cart,
            key: context.key!,
            delivery: context.delivery!,
            shipping_option_id: context.delivery!.type === 'pickup' ? null : context.shippingOptionId,
            billing: context.billing!,
            payment_method: context.paymentMethod!,
            acknowledgements: { terms: true as const, ...(e.madeToMeasure ? { made_to_measure: true as const } : {}) },
            expected_total: e.expectedTotal,
            ...(e.notes?.trim() ? { notes: e.notes.trim() } : {}),
          }
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'placed',
            actions: [
              assign(({ event }) => ({ order: (event.output as { ok: true; order: unknown }).order })),
              {
                type: 'orderPlaced',
                params: ({ event }) => ({ order: (event.output as { ok: true; order: unknown }).order }),
              },
            ],
          },
          {
            guard: ({ event }) => !event.output.ok && event.output.error.code === 'price_changed',
            target: 'editing.summary',
            actions: [assign({ key: null, priceChanged: true, error: null }), 'requote'],
          },
          {
            // Refused (a field, a coupon that ran out): the customer changes something, a new key.
            target: 'refused',
            actions: assign(({ event }) => ({
              key: null,
              error: (event.output as { ok: false; error: PlaceError }).error,
            })),
          },
        ],
        // No answer (a timeout, the network): the same key, so a retry cannot make a second order.
        onError: { target: 'editing.summary', actions: assign({ error: { code: 'network', message: '' } }) },
      },
    },
    // Back to the step that owns the first refused field, where the message shows in place.
    refused: {
      always: [
        { guard: { type: 'refusedIn', params: { step: 'review' } }, target: 'editing.review' },
        { guard: { type: 'refusedIn', params: { step: 'delivery' } }, target: 'editing.delivery' },
        { guard: { type: 'refusedIn', params: { step: 'shipping' } }, target: 'editing.shipping' },
        { guard: { type: 'refusedIn', params: { step: 'billing' } }, target: 'editing.billing' },
        { guard: { type: 'refusedIn', params: { step: 'payment' } }, target: 'editing.payment' },
        { target: 'editing.summary' },
      ],
    },
    placed: { type: 'final' },
  },
})

export const currentStep = (value: unknown): Step | 'placing' | 'placed' | 'refused' => {
  if (value === 'placing' || value === 'placed' || value === 'refused') return value
  return (value as { editing: Step }).editing
}
