import { vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { CartQuote, Coupon, QuoteInput, QuotedLine } from './cart.schemas'
import type { ProductForLine, SavedCart } from './cart-lines'
import { cartMachine, type CartEvent } from './cart.machine'

// Shared by the cart machine's tests: a door with variants and a package, a coupon, a quote
// as the server would answer, and the machine started with fake effects.
export const door: ProductForLine = {
  id: 1,
  slug: 'porta-garda',
  name: 'Porta Garda',
  image_url: '/img/garda.webp',
  category: { slug: 'porte-interne' },
  price: 59_000,
  variant_groups: [
    {
      id: 1,
      variants: [
        { id: 11, name: 'Rovere', price: 0 },
        { id: 12, name: 'Noce', price: 4_000 },
      ],
    },
    {
      id: 2,
      variants: [
        { id: 21, name: 'Destra', price: 0 },
        { id: 22, name: 'Sinistra', price: 0 },
      ],
    },
  ],
  extra_options: [{ id: 7, name: 'Kit di posa', package_price: 3_500 }],
}
/** A door whose finishes have photos and whose two services combine (issue 42 p6, decision 109). */
export const doorWithServices: ProductForLine = {
  ...door,
  slug: 'blindata-sentinella',
  name: 'Blindata Sentinella',
  image_url: '/img/sentinella.svg',
  variant_groups: [
    {
      id: 1,
      variants: [
        { id: 11, name: 'Pannello noce', price: 0, image: '/img/sentinella-PNO.svg' },
        { id: 12, name: 'Pannello laccato bianco', price: 6_000, image: '/img/sentinella-PBI.svg' },
      ],
    },
    {
      id: 2,
      variants: [
        { id: 21, name: 'Destra', price: 0 },
        { id: 22, name: 'Sinistra', price: 0 },
      ],
    },
  ],
  extra_options: [
    { id: 3, name: 'Posa in opera', package_price: 15_000 },
    { id: 5, name: 'Ritiro del vecchio serramento', package_price: 6_000 },
  ],
  extras_combinable: true,
}
export const coupon10: Coupon = { code: 'BENVENUTO10', discount_type: 'percentage', discount_value: 10 }

/** A quote as the server would answer, with the given unit price for every line. */
export const quoteFor = (input: QuoteInput, unit = 10_000, overrides: Partial<CartQuote> = {}): CartQuote => {
  const lines: QuotedLine[] = input.lines.map((l) => ({
    slug: l.slug,
    product_id: 1,
    name: l.slug,
    product_slug: l.slug,
    category_slug: 'porte-interne',
    image_url: null,
    unit_price: unit,
    quantity: l.quantity,
    line_total: unit * l.quantity,
    variants: (l.variant_ids ?? []).map((id) => ({ id, name: `v${id}` })),
    extra_option:
      (l.extra_option_ids?.[0] ?? l.extra_option_id)
        ? { id: (l.extra_option_ids?.[0] ?? l.extra_option_id)!, name: 'opt', package_price: 0 }
        : null,
    valid: true,
    ...(l.extra_option_ids
      ? { extra_options: l.extra_option_ids.map((id) => ({ id, name: `opt${id}`, package_price: 0 })) }
      : {}),
  }))
  return {
    lines,
    subtotal: 0,
    discount: 0,
    shipping: 0,
    total: 0,
    vat_rate: input.vat_rate ?? 22,
    net: 0,
    vat: 0,
    coupon: input.coupon_code ? coupon10 : null,
    ...overrides,
  }
}

export function start(requote: (input: QuoteInput) => Promise<CartQuote> = async (input) => quoteFor(input)) {
  const saveCart = vi.fn<(saved: SavedCart) => void>()
  const warn = vi.fn()
  const quotes: QuoteInput[] = []
  const machine = cartMachine.provide({
    actors: { requote: fromPromise(({ input }) => (quotes.push(input), requote(input))) },
    actions: { saveCart: (_, params) => saveCart(params), warn: (_, params) => warn(params) },
  })
  const actor = createActor(machine, { input: {} }).start()
  const send = (event: CartEvent) => actor.send(event)
  const ctx = () => actor.getSnapshot().context
  const settled = () => waitFor(actor, (s) => s.matches('idle'))
  return { actor, send, ctx, settled, saveCart, warn, quotes, lastSaved: () => saveCart.mock.lastCall?.[0] }
}
