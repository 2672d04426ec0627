import { and, assign, fromPromise, setup } from 'xstate'
import type { CartQuote, CouponValidation, QuoteInput } from './cart.schemas'
import { lineProblems } from './line-rule'
import {
  lineFromProduct,
  parseSavedCart,
  quoteRequestOf,
  snapshotFromQuote,
  type CartLine,
  type LineSnapshot,
  type ParsedSavedCart,
  type ProductForLine,
  type RestoredCart,
} from './cart-lines'
import { DEFAULT_VAT_RATE, type VatRate } from './pricing'

// Spec §4 restoration of the saved cart, once per session. Pure: reading and erasing the
// browser copy, fetching products and checking the coupon are effects named here and supplied
// with `.provide()` by the app, and by fakes in tests.
//
//   idle ──restore.start──▶ reading ──(nothing saved)──────────────────────────────▶ done
//                             ├──(unreadable)──▶ erasing ─────────────────────────────▶ done (empty)
//                             └──▶ refreshing (one fetch per slug) ──▶ [pricingConfigured] ──▶ rebuilding ──▶ [checkingCoupon] ──▶ done
//                                                                                                    └──(throws)──▶ failed ──▶ done (empty, erased)
//
// A product that is missing (404) or fails to load drops its lines; saved variants the product
// no longer has are dropped; prices come from the fresh products (the caller's tier).
// Configured doors (decision 009) cannot be priced from the product: their lines are sent to
// the server's quote, and a line the server finds invalid (or cannot price) is dropped.

export type RestoreInput = { defaultVatRate?: VatRate; restored?: boolean }

export type RestoreContext = {
  /** Spec §3: the cart was already restored this session; then nothing runs again. */
  restored: boolean
  defaultVatRate: VatRate
  saved: ParsedSavedCart | null
  /** Distinct slugs to refresh, in line order, and the next one to fetch. */
  slugs: string[]
  index: number
  /** A fresh product per slug; null when it is gone or could not be loaded. */
  products: Record<string, ProductForLine | null>
  /** Configured lines priced by the server, by cartId; null when invalid or not priced. */
  configured: Record<string, LineSnapshot | null>
  result: RestoredCart
}

const emptyCart = (vatRate: VatRate): RestoredCart => ({ items: [], coupon: null, shipping: { price: 0 }, vatRate })

const isConfigured = (line: { configuration?: object }) =>
  Boolean(line.configuration && Object.keys(line.configuration).length)

/** The saved configured lines as a quote request (no coupon: the cart checks it on its own). */
export function configuredQuoteRequest(saved: ParsedSavedCart, vatRate: VatRate): QuoteInput {
  const items = saved.items.filter(isConfigured).map((line) => ({ ...line, priced: null }))
  return quoteRequestOf({ items, coupon: null, shipping: { price: 0 }, vatRate })
}

/** The quote's lines back onto the configured saved lines, by position. */
export function configuredFromQuote(saved: ParsedSavedCart, quote: CartQuote): Record<string, LineSnapshot | null> {
  const lines = saved.items.filter(isConfigured)
  return Object.fromEntries(
    lines.map((line, i) => {
      const quoted = quote.lines[i]
      return [line.cartId, quoted && quoted.slug === line.slug && quoted.valid ? snapshotFromQuote(quoted) : null]
    }),
  )
}

/**
 * The saved lines against fresh products: gone products drop out, so do unknown variants.
 * Configured lines take the server's price, and drop out when it has none for them.
 */
export function rebuildCart(
  saved: ParsedSavedCart,
  products: Record<string, ProductForLine | null>,
  defaultVatRate: VatRate,
  configured: Record<string, LineSnapshot | null> = {},
): RestoredCart {
  // Lines whose choices the product no longer takes (a required group added, a variant gone):
  // dropped by the order's own rule, and named, so the customer knows what to choose again.
  const incomplete: string[] = []
  const items = saved.items.flatMap((line): CartLine[] => {
    if (isConfigured(line)) {
      const priced = configured[line.cartId]
      return priced ? [{ ...line, priced }] : []
    }
    const product = products[line.slug]
    if (!product) return []
    if (lineProblems(product, line).length > 0) {
      incomplete.push(product.name)
      return []
    }
    return [{ ...line, ...lineFromProduct(product, line) }]
  })
  const lost = saved.items.length - items.length - incomplete.length
  return {
    items,
    coupon: null,
    shipping: saved.shipping,
    vatRate: saved.vatRate ?? defaultVatRate,
    ...(lost > 0 || incomplete.length > 0
      ? { lost: { lines: lost, coupon: null, ...(incomplete.length > 0 ? { incomplete } : {}) } }
      : {}),
  }
}

export const cartRestoreMachine = setup({
  types: {
    context: {} as RestoreContext,
    events: {} as { type: 'restore.start' },
    input: {} as RestoreInput,
    output: {} as RestoredCart | null,
  },
  actors: {
    /** The stored text under CART_STORAGE_KEY, or null when there is none. */
    readSavedCart: fromPromise<string | null>(async () => null),
    /** `GET /api/products/{slug}` with the caller's token: the product, null on 404, throws otherwise. */
    fetchProduct: fromPromise<ProductForLine | null, { slug: string }>(async () => null),
    /** `POST /api/coupons/validate`. */
    validateCoupon: fromPromise<CouponValidation, { code: string }>(async () => ({ valid: false, coupon: null })),
    /** `POST /api/cart/quote` with the caller's token, for the configured lines. */
    quoteLines: fromPromise<CartQuote, QuoteInput>(async () => {
      throw new Error('quoteLines not provided')
    }),
    /** Not an effect: the pure rebuild, run as an actor so that a throw ends in `failed`. */
    rebuild: fromPromise<
      RestoredCart,
      {
        saved: ParsedSavedCart
        products: Record<string, ProductForLine | null>
        vatRate: VatRate
        configured: Record<string, LineSnapshot | null>
      }
    >(async ({ input }) => rebuildCart(input.saved, input.products, input.vatRate, input.configured)),
  },
  actions: {
    /** Removes the browser copy (unreadable data, or a serious failure). */
    eraseSavedCart: () => {},
    warn: (_, _params: { message: string; error?: unknown }) => {},
  },
  guards: {
    alreadyRestored: ({ context }) => context.restored,
    allFetched: ({ context }) => context.index >= context.slugs.length,
    hasCoupon: ({ context }) => Boolean(context.saved?.couponCode),
    hasConfigured: ({ context }) => Boolean(context.saved?.items.some(isConfigured)),
  },
}).createMachine({
  id: 'cartRestore',
  context: ({ input }) => {
    const defaultVatRate = input.defaultVatRate ?? DEFAULT_VAT_RATE
    return {
      restored: input.restored ?? false,
      defaultVatRate,
      saved: null,
      slugs: [],
      index: 0,
      products: {},
      configured: {},
      result: emptyCart(defaultVatRate),
    }
  },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'alreadyRestored', target: 'skipped' },
      on: { 'restore.start': 'reading' },
    },
    reading: {
      invoke: {
        src: 'readSavedCart',
        onDone: [
          { guard: ({ event }) => parseSavedCart(event.output) === null, target: 'done' },
          { guard: ({ event }) => parseSavedCart(event.output) === 'unreadable', target: 'erasing' },
          {
            target: 'refreshing',
            actions: assign(({ event }) => {
              const saved = parseSavedCart(event.output) as ParsedSavedCart
              return { saved, slugs: [...new Set(saved.items.map((i) => i.slug))], index: 0 }
            }),
          },
        ],
        onError: { target: 'erasing' },
      },
    },
    // Unreadable saved data is erased (spec §4); the cart starts empty.
    erasing: {
      entry: ['eraseSavedCart', { type: 'warn', params: { message: 'unreadable saved cart erased' } }],
      always: 'done',
    },
    refreshing: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: and(['allFetched', 'hasConfigured']), target: '#cartRestore.pricingConfigured' },
            { guard: 'allFetched', target: '#cartRestore.rebuilding' },
            { target: 'fetching' },
          ],
        },
        fetching: {
          invoke: {
            src: 'fetchProduct',
            input: ({ context }) => ({ slug: context.slugs[context.index]! }),
            onDone: {
              target: 'next',
              actions: assign(({ context, event }) => ({
                products: { ...context.products, [context.slugs[context.index]!]: event.output },
                index: context.index + 1,
              })),
            },
            // Spec §8: a product that fails to load drops its lines.
            onError: {
              target: 'next',
              actions: [
                {
                  type: 'warn',
                  params: ({ context, event }) => ({
                    message: `cart line dropped: ${context.slugs[context.index]} failed to load`,
                    error: event.error,
                  }),
                },
                assign(({ context }) => ({
                  products: { ...context.products, [context.slugs[context.index]!]: null },
                  index: context.index + 1,
                })),
              ],
            },
          },
        },
      },
    },
    // Configured doors are priced by the server from their choices; if it cannot answer, they drop.
    pricingConfigured: {
      invoke: {
        src: 'quoteLines',
        input: ({ context }) =>
          configuredQuoteRequest(context.saved!, context.saved!.vatRate ?? context.defaultVatRate),
        onDone: {
          target: 'rebuilding',
          actions: assign({ configured: ({ context, event }) => configuredFromQuote(context.saved!, event.output) }),
        },
        onError: {
          target: 'rebuilding',
          actions: {
            type: 'warn',
            params: ({ event }) => ({ message: 'configured cart lines dropped: the quote failed', error: event.error }),
          },
        },
      },
    },
    rebuilding: {
      invoke: {
        src: 'rebuild',
        input: ({ context }) => ({
          saved: context.saved!,
          products: context.products,
          vatRate: context.defaultVatRate,
          configured: context.configured,
        }),
        onDone: [
          { guard: 'hasCoupon', target: 'checkingCoupon', actions: assign({ result: ({ event }) => event.output }) },
          { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed' },
      },
    },
    // The coupon is restored only if it is still valid now; it may have expired since.
    checkingCoupon: {
      invoke: {
        src: 'validateCoupon',
        input: ({ context }) => ({ code: context.saved!.couponCode! }),
        onDone: {
          target: 'done',
          actions: assign({
            result: ({ context, event }) =>
              event.output.valid
                ? { ...context.result, coupon: event.output.coupon }
                : {
                    ...context.result,
                    coupon: null,
                    lost: {
                      ...context.result.lost,
                      lines: context.result.lost?.lines ?? 0,
                      coupon: context.saved!.couponCode!,
                    },
                  },
          }),
        },
        onError: {
          target: 'done',
          actions: {
            type: 'warn',
            params: ({ event }) => ({ message: 'saved coupon could not be checked', error: event.error }),
          },
        },
      },
    },
    // Spec §4: on a serious failure the saved cart is erased and the cart cleared.
    failed: {
      entry: [
        'eraseSavedCart',
        {
          type: 'warn',
          params: ({ event }) => ({
            message: 'cart restore failed: saved cart erased',
            error: (event as { error?: unknown }).error,
          }),
        },
        assign(({ context }) => ({ result: emptyCart(context.defaultVatRate) })),
      ],
      always: 'done',
    },
    done: {
      type: 'final',
      entry: assign({ restored: true }),
      output: ({ context }) => context.result,
    },
    // Already restored this session: nothing is read, erased or fetched.
    skipped: { type: 'final', output: null },
  },
  // The restored cart for `cart.restored`, or null when skipped.
  output: ({ event }) => (event.output ?? null) as RestoredCart | null,
})
