import { assign, fromPromise, setup } from 'xstate'
import type { Coupon, CouponValidation } from './cart.schemas'

// Spec §4 coupon, §5 and §8 messages. Pure: the request is an effect named here and supplied
// with `.provide()` by the coupon box (and by fakes in tests); the cart hears about changes
// through the `couponApplied` / `couponRemoved` actions.
//
//   none ──coupon.apply──▶ validating ──(valid)──▶ applied ──coupon.remove──▶ none
//    │                          └──(not valid / failed)──▶ error ──coupon.apply──▶ validating
//    └──(empty code: no request)──▶ error                   └──coupon.remove──▶ none

/** Message keys (messages/cart/*.json), translated where shown. */
export type CouponErrorKey = 'cart_coupon_empty' | 'cart_coupon_invalid' | 'cart_coupon_error'

export type CouponContext = { code: string; coupon: Coupon | null; error: CouponErrorKey | null }

export type CouponEvent =
  | { type: 'coupon.apply'; code: string }
  | { type: 'coupon.remove' }
  /** Follows the cart (restored, dropped by a quote, order completed); the cart is not told back. */
  | { type: 'coupon.sync'; coupon: Coupon | null }

const couponSetup = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as { coupon?: Coupon | null },
  },
  actors: {
    /** `POST /api/coupons/validate` with `{ code }`. */
    validateCoupon: fromPromise<CouponValidation, { code: string }>(async () => {
      throw new Error('validateCoupon not provided')
    }),
  },
  actions: {
    /** Tell the cart: `cart.applyCoupon`. */
    couponApplied: (_, _params: Coupon) => {},
    /** Tell the cart: `cart.removeCoupon`. */
    couponRemoved: () => {},
    warn: (_, _params: { message: string; error?: unknown }) => {},
  },
  guards: {
    hasCoupon: ({ context }) => context.coupon !== null,
  },
})

const blank = (event: CouponEvent) => event.type === 'coupon.apply' && event.code.trim() === ''

/** An empty code fails at once, without a request (spec §5); any other is checked. */
const apply = [
  {
    guard: ({ event }: { event: CouponEvent }) => blank(event),
    target: '#coupon.error',
    actions: couponSetup.assign({ code: '', error: 'cart_coupon_empty' }),
  },
  {
    target: '#coupon.validating',
    actions: couponSetup.assign(({ event }) => ({
      code: event.type === 'coupon.apply' ? event.code.trim() : '',
      error: null,
    })),
  },
] as const

export const couponMachine = couponSetup.createMachine({
  id: 'coupon',
  context: ({ input }) => ({ code: input.coupon?.code ?? '', coupon: input.coupon ?? null, error: null }),
  initial: 'start',
  on: {
    'coupon.sync': [
      {
        guard: ({ event }) => event.coupon !== null,
        target: '.applied',
        actions: assign(({ event }) => ({ coupon: event.coupon, code: event.coupon!.code, error: null })),
      },
      { target: '.none', actions: assign({ coupon: null, code: '', error: null }) },
    ],
  },
  states: {
    start: {
      always: [{ guard: 'hasCoupon', target: 'applied' }, { target: 'none' }],
    },
    none: {
      on: { 'coupon.apply': apply },
    },
    validating: {
      invoke: {
        src: 'validateCoupon',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: ({ event }) => event.output.valid,
            target: 'applied',
            actions: [
              assign(({ event }) => ({ coupon: event.output.coupon, code: event.output.coupon?.code ?? '' })),
              { type: 'couponApplied', params: ({ event }) => event.output.coupon! },
            ],
          },
          { target: 'error', actions: assign({ error: 'cart_coupon_invalid' }) },
        ],
        onError: {
          target: 'error',
          actions: [
            assign({ error: 'cart_coupon_error' }),
            { type: 'warn', params: ({ event }) => ({ message: 'coupon validation failed', error: event.error }) },
          ],
        },
      },
      on: { 'coupon.remove': { target: 'none', actions: assign({ code: '', error: null }) } },
    },
    applied: {
      on: {
        'coupon.remove': {
          target: 'none',
          actions: [assign({ coupon: null, code: '', error: null }), 'couponRemoved'],
        },
      },
    },
    error: {
      on: {
        'coupon.apply': apply,
        'coupon.remove': { target: 'none', actions: assign({ code: '', error: null }) },
      },
    },
  },
})
