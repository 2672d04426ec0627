import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { MAX_QUOTE_LINES } from './cart.limits'
import { extraFields, extraIdsOf, quotedExtraIds } from './extra-choice'
import type { Coupon, CartQuote, QuoteInput } from './cart.schemas'
import {
  freshCartId,
  isSlug,
  lineFromProduct,
  quoteRequestOf,
  sameChoice,
  snapshotFromQuote,
  toSavedCart,
  totalsOf,
  type CartLine,
  type Configuration,
  type ProductForLine,
  type RestoredCart,
  type SavedCart,
} from './cart-lines'
import {
  DEFAULT_VAT_RATE,
  MAX_QUANTITY,
  acceptQuantity,
  cents,
  isCartVatRate,
  lineTotal,
  type CartTotals,
  type VatRate,
} from './pricing'

// Spec §4 cart. Pure: the effects are named here and supplied with `.provide()` by the app
// (browser storage, `POST /api/cart/quote`) and by fakes in tests.
//
//   any change ──▶ saveCart(saved form) ──▶ settling ──(lines)──▶ quoting ──▶ idle
//                                                └──(empty)──────────────────▶ idle
//
// A change while a quote is running restarts it, so an old answer never lands on a newer
// cart. Totals are recomputed at once from the last known unit prices, then from the quote.

export type LastOrder = { id: number | string } & Record<string, unknown>

export type CartContext = {
  items: CartLine[]
  coupon: Coupon | null
  shipping: { price: number }
  vatRate: VatRate
  totals: CartTotals
  lastOrder: LastOrder | null
  /** Spec §3: the cart was already restored from browser storage this session. */
  restored: boolean
  /** Counter for fresh cartIds. */
  seq: number
  /** The last quote failed: the prices shown are the last known ones. */
  quoteFailed: boolean
}

export type CartAddEvent = {
  type: 'cart.add'
  slug: string
  /** Default 1; anything but a whole number from 1 counts as 1. */
  quantity?: unknown
  variant_ids?: readonly number[]
  extra_option_id?: number | null
  /** Several extras (decision 109); with `extra_option_id` too, the union counts. */
  extra_option_ids?: readonly number[]
  configuration?: Configuration
  /** The product as shown on its page: prices the line at once, before the quote. */
  product?: ProductForLine
}

export type CartEvent =
  | CartAddEvent
  | { type: 'cart.setQuantity'; cartId: string; quantity: unknown }
  | { type: 'cart.remove'; cartId: string }
  | { type: 'cart.applyCoupon'; coupon: Coupon }
  | { type: 'cart.removeCoupon' }
  | { type: 'cart.setVat'; rate: unknown }
  | { type: 'cart.setShipping'; price: unknown }
  | { type: 'cart.clear' }
  | { type: 'cart.orderCompleted'; order: LastOrder }
  | { type: 'cart.restored'; cart: RestoredCart }
  /** Prices again without a change (e.g. after sign-in: the price tier may differ). */
  | { type: 'cart.requote' }

export type CartInput = { vatRate?: VatRate }

type Change = Partial<Omit<CartContext, 'totals'>>
const empty = { items: [] as CartLine[], coupon: null, shipping: { price: 0 } }

type AddLine = Omit<CartAddEvent, 'type'> & { cartId?: string }

function addLine(context: Pick<CartContext, 'items' | 'seq'>, event: AddLine): Pick<CartContext, 'items' | 'seq'> {
  const extras = { extra_option_id: event.extra_option_id ?? null, extra_option_ids: event.extra_option_ids ?? [] }
  const fromProduct = event.product
    ? lineFromProduct(event.product, { variant_ids: event.variant_ids ?? [], ...extras })
    : null
  const choice = {
    slug: event.slug,
    variant_ids: fromProduct?.variant_ids ?? [...new Set(event.variant_ids ?? [])],
    ...extraFields(fromProduct ? extraIdsOf(fromProduct) : extraIdsOf(extras)),
    ...(event.configuration && Object.keys(event.configuration).length ? { configuration: event.configuration } : {}),
  }
  const quantity = acceptQuantity(event.quantity ?? 1, 1)
  const match = context.items.find((i) => sameChoice(i, choice))
  if (match) {
    const items = context.items.map((i) =>
      i === match
        ? { ...i, quantity: Math.min(i.quantity + quantity, MAX_QUANTITY), priced: fromProduct?.priced ?? i.priced }
        : i,
    )
    return { items, seq: context.seq }
  }
  // The quote takes at most MAX_QUOTE_LINES lines: a cart that full takes no new line.
  if (context.items.length >= MAX_QUOTE_LINES) return context
  const kept = event.cartId && !context.items.some((i) => i.cartId === event.cartId) ? event.cartId : null
  const { cartId, seq } = kept ? { cartId: kept, seq: context.seq } : freshCartId(context.items, context.seq)
  return { items: [...context.items, { cartId, ...choice, quantity, priced: fromProduct?.priced ?? null }], seq }
}

/** What an event changes; null when it changes nothing (then nothing is saved or quoted). */
export function reduceCart(context: CartContext, event: CartEvent): Change | null {
  switch (event.type) {
    case 'cart.add': {
      const next = isSlug(event.slug) ? addLine(context, event) : context
      return next.items === context.items ? null : next
    }
    case 'cart.setQuantity': {
      const line = context.items.find((i) => i.cartId === event.cartId)
      const quantity = line ? acceptQuantity(event.quantity, line.quantity) : undefined
      if (!line || quantity === line.quantity) return null
      return { items: context.items.map((i) => (i === line ? { ...i, quantity: quantity! } : i)) }
    }
    case 'cart.remove': {
      const items = context.items.filter((i) => i.cartId !== event.cartId)
      return items.length === context.items.length ? null : { items }
    }
    case 'cart.applyCoupon':
      return JSON.stringify(event.coupon) === JSON.stringify(context.coupon) ? null : { coupon: event.coupon }
    case 'cart.removeCoupon':
      return context.coupon ? { coupon: null } : null
    case 'cart.setVat':
      return isCartVatRate(event.rate) && event.rate !== context.vatRate ? { vatRate: event.rate } : null
    case 'cart.setShipping': {
      const valid = Number.isSafeInteger(event.price) && (event.price as number) >= 0
      return valid && event.price !== context.shipping.price ? { shipping: { price: cents(event.price) } } : null
    }
    case 'cart.clear':
      return context.items.length || context.coupon || context.shipping.price ? { ...empty } : null
    case 'cart.orderCompleted':
      return { ...empty, lastOrder: event.order, quoteFailed: false }
    case 'cart.restored': {
      if (context.restored) return null
      // Lines added before the restore finished join the restored ones.
      let merged = { items: event.cart.items, seq: context.seq }
      for (const line of context.items) merged = addLine(merged, line)
      return {
        ...merged,
        coupon: event.cart.coupon ?? context.coupon,
        shipping: event.cart.shipping,
        vatRate: event.cart.vatRate,
        restored: true,
      }
    }
    case 'cart.requote':
      return null
  }
}

/** The quote's prices on the lines it was asked for; the server's word on coupon and VAT. */
export function applyQuote(context: CartContext, quote: CartQuote): Change | null {
  if (quote.lines.length !== context.items.length || quote.lines.some((l, i) => l.slug !== context.items[i]!.slug))
    return null
  const items = context.items.map((item, i): CartLine => {
    const line = quote.lines[i]!
    const priced = snapshotFromQuote(line)
    // The server dropped choices the product no longer has: the line follows.
    if (!line.valid) return { ...item, priced }
    const { extra_option_ids: _ids, ...rest } = item
    return { ...rest, variant_ids: line.variants.map((v) => v.id), ...extraFields(quotedExtraIds(line)), priced }
  })
  return { items, coupon: context.coupon ? quote.coupon : null, vatRate: quote.vat_rate, quoteFailed: false }
}

const withTotals = (context: CartContext, change: Change): CartContext => {
  const next = { ...context, ...change }
  return { ...next, totals: totalsOf(next) }
}

const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    /** `POST /api/cart/quote` with the caller's token. */
    requote: fromPromise<CartQuote, QuoteInput>(async () => {
      throw new Error('requote not provided')
    }),
  },
  actions: {
    /** Writes the saved form (no prices) to browser storage under CART_STORAGE_KEY. */
    saveCart: (_, _params: SavedCart) => {},
    warn: (_, _params: { message: string; error?: unknown }) => {},
  },
  guards: {
    changes: ({ context, event }) => reduceCart(context, event) !== null,
    hasItems: ({ context }) => context.items.length > 0,
  },
})

/** Every change: apply it, save the saved form, then quote again (or settle, when empty). */
const change = {
  guard: 'changes',
  target: '.settling',
  reenter: true,
  actions: [
    cartSetup.assign(({ context, event }) => withTotals(context, reduceCart(context, event)!)),
    { type: 'saveCart', params: ({ context }: { context: CartContext }) => toSavedCart(context) },
  ],
} as const

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => {
    const base = {
      ...empty,
      vatRate: input.vatRate ?? DEFAULT_VAT_RATE,
      lastOrder: null,
      restored: false,
      seq: 1,
      quoteFailed: false,
    }
    return { ...base, totals: totalsOf(base) }
  },
  initial: 'idle',
  on: {
    'cart.add': change,
    'cart.setQuantity': change,
    'cart.remove': change,
    'cart.applyCoupon': change,
    'cart.removeCoupon': change,
    'cart.setVat': change,
    'cart.setShipping': change,
    'cart.clear': change,
    'cart.orderCompleted': change,
    'cart.restored': change,
    'cart.requote': { guard: 'hasItems', target: '.quoting', reenter: true },
  },
  states: {
    idle: {},
    settling: {
      always: [{ guard: 'hasItems', target: 'quoting' }, { target: 'idle' }],
    },
    quoting: {
      invoke: {
        src: 'requote',
        input: ({ context }) => quoteRequestOf(context),
        onDone: {
          target: 'idle',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const change = applyQuote(context, event.output)
            if (!change) return
            const next = withTotals(context, change)
            enqueue.assign(next)
            const saved = toSavedCart(next)
            if (JSON.stringify(saved) !== JSON.stringify(toSavedCart(context)))
              enqueue({ type: 'saveCart', params: saved })
          }),
        },
        // The cart keeps its last known prices; the UI may offer a retry (cart.requote).
        onError: {
          target: 'idle',
          actions: [
            assign({ quoteFailed: true }),
            { type: 'warn', params: ({ event }) => ({ message: 'cart quote failed', error: event.error }) },
          ],
        },
      },
    },
  },
})

/** Items for the header badge: the sum of the quantities. */
export const itemCount = (context: Pick<CartContext, 'items'>) => context.items.reduce((n, i) => n + i.quantity, 0)

/** A line's total from its last known unit price. */
export const lineTotalOf = (line: CartLine) =>
  line.priced?.valid ? lineTotal(line.priced.unit_price, line.quantity) : 0
