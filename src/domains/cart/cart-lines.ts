// Cart lines and the saved cart (spec §3, §4): pure, client-safe helpers shared by the cart and
// restore machines. The saved form holds choices only, never a price: prices always come back
// from the server (a product answer or a quote).
import { MAX_QUOTE_LINES } from './cart.limits'
import { extraFields, extraIdsOf, sameExtras, type ExtraChoice } from './extra-choice'
import { lineImage } from '~/domains/catalog/variant-images'
import type { Coupon, QuotedLine, QuoteInput } from './cart.schemas'
import {
  cartTotals,
  configureLine,
  isCartVatRate,
  storedQuantity,
  type CartTotals,
  type ProductSnapshot,
  type VatRate,
} from './pricing'

/** Where the browser keeps the cart (the auth token has a key of its own). */
export const CART_STORAGE_KEY = 'soglia_cart'
export const SAVED_CART_VERSION = 1

/** Choices that are not variants (e.g. a made-to-measure size), kept with the line. */
export type Configuration = Readonly<Record<string, string | number | boolean>>

/** One line as the browser saves it. */
export type SavedLine = {
  cartId: string
  slug: string
  quantity: number
  variant_ids: number[]
  extra_option_id: number | null
  /** Two or more extras (decision 109): the set, ascending; `extra_option_id` is its first. */
  extra_option_ids?: number[]
  configuration?: Configuration
}

export type SavedCart = {
  version: typeof SAVED_CART_VERSION
  items: SavedLine[]
  shipping_info: { price: number }
  cart_coupon: { code: string } | null
  cart_iva: VatRate
}

/** A line's priced snapshot: the server's answer for it (product page or last quote). */
export type LineSnapshot = Omit<QuotedLine, 'slug' | 'quantity' | 'line_total'>
export type CartLine = SavedLine & { priced: LineSnapshot | null }

/** What the restore machine hands to the cart machine. */
export type RestoredCart = {
  items: CartLine[]
  coupon: Coupon | null
  shipping: { price: number }
  vatRate: VatRate
  /** What the saved cart had and the shop no longer sells (so the customer can be told). */
  lost?: { lines: number; coupon: string | null; incomplete?: string[] }
}

// ---------------------------------------------------------------------------------------------
// Lines

/** The product fields a line snapshot is made from (`GET /products/{slug}`'s `data`). */
export type ProductForLine = ProductSnapshot & {
  id: number
  slug: string
  name: string
  image_url: string | null
  category: { slug: string }
}

/** Prices a choice against a fresh product: unknown variants and options are dropped. */
export function lineFromProduct(
  product: ProductForLine,
  choice: { variant_ids: readonly number[] } & ExtraChoice,
): { variant_ids: number[]; extra_option_id: number | null; extra_option_ids?: number[]; priced: LineSnapshot } {
  const configured = configureLine(product, choice)
  return {
    variant_ids: configured.variant_ids,
    ...extraFields(configured.extra_option_ids),
    priced: {
      product_id: product.id,
      name: product.name,
      product_slug: product.slug,
      category_slug: product.category.slug,
      // The chosen finish's photo, as the gallery showed it (issue 42 p6).
      image_url: lineImage(product, configured.variant_ids),
      unit_price: configured.unit_price,
      variants: configured.variants,
      extra_option: configured.extra_option,
      extra_options: configured.extra_options,
      valid: true,
    },
  }
}

export const snapshotFromQuote = ({
  slug: _slug,
  quantity: _quantity,
  line_total: _total,
  ...snapshot
}: QuotedLine): LineSnapshot => snapshot

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const x = [...new Set(a)].sort((m, n) => m - n)
  const y = [...new Set(b)].sort((m, n) => m - n)
  return x.length === y.length && x.every((v, i) => v === y[i])
}

const sameConfiguration = (a: Configuration | undefined, b: Configuration | undefined) => {
  const x = Object.entries(a ?? {}).sort(([k], [l]) => k.localeCompare(l))
  const y = Object.entries(b ?? {}).sort(([k], [l]) => k.localeCompare(l))
  return x.length === y.length && x.every(([k, v], i) => y[i]![0] === k && y[i]![1] === v)
}

/**
 * Spec §4: same product, same variant ids (any order), same packages — the same set of extras,
 * in any order (decision 109) — and the same other choices.
 */
export function sameChoice(
  a: Omit<SavedLine, 'cartId' | 'quantity'>,
  b: Omit<SavedLine, 'cartId' | 'quantity'>,
): boolean {
  return (
    a.slug === b.slug &&
    sameIds(a.variant_ids, b.variant_ids) &&
    sameExtras(a, b) &&
    sameConfiguration(a.configuration, b.configuration)
  )
}

/** A cartId no line uses yet: `line-<n>` from a counter (pure: no clock, no randomness). */
export function freshCartId(items: readonly { cartId: string }[], seq: number): { cartId: string; seq: number } {
  const taken = new Set(items.map((i) => i.cartId))
  let next = seq
  while (taken.has(`line-${next}`)) next++
  return { cartId: `line-${next}`, seq: next + 1 }
}

// ---------------------------------------------------------------------------------------------
// Totals, quote request, saved form

export type CartParts = {
  items: readonly CartLine[]
  coupon: Coupon | null
  shipping: { price: number }
  vatRate: VatRate
}

/** Totals from the lines' last known unit prices; a line not priced yet counts as 0. */
export const totalsOf = (cart: CartParts): CartTotals =>
  cartTotals({
    lines: cart.items.map((i) => ({
      unit_price: i.priced?.unit_price ?? 0,
      quantity: i.quantity,
      valid: i.priced?.valid ?? false,
      vat_rate: i.priced?.vat_rate ?? null,
    })),
    coupon: cart.coupon,
    shipping: cart.shipping.price,
    vatRate: cart.vatRate,
  })

/** A line's extras as the quote takes them: one as `extra_option_id`, several as `extra_option_ids`. */
const requestedExtras = (line: ExtraChoice): { extra_option_id?: number; extra_option_ids?: number[] } => {
  const ids = extraIdsOf(line)
  return ids.length > 1 ? { extra_option_ids: ids } : ids.length === 1 ? { extra_option_id: ids[0]! } : {}
}

/** The body of `POST /cart/quote` for these lines, in the same order. */
export const quoteRequestOf = (cart: CartParts): QuoteInput => ({
  lines: cart.items.map((i) => ({
    slug: i.slug,
    quantity: i.quantity,
    variant_ids: i.variant_ids,
    ...requestedExtras(i),
    ...(i.configuration && Object.keys(i.configuration).length ? { configuration: { ...i.configuration } } : {}),
  })),
  ...(cart.coupon ? { coupon_code: cart.coupon.code } : {}),
  // The machine only holds the selector's rates; the guard narrows the type for the request.
  ...(isCartVatRate(cart.vatRate) ? { vat_rate: cart.vatRate } : {}),
})

/** The browser copy: choices, shipping, coupon code and tax rate; never a price of a product. */
export const toSavedCart = (cart: CartParts): SavedCart => ({
  version: SAVED_CART_VERSION,
  items: cart.items.map((i) => ({
    cartId: i.cartId,
    slug: i.slug,
    quantity: i.quantity,
    variant_ids: [...i.variant_ids],
    ...extraFields(extraIdsOf(i)),
    ...(i.configuration && Object.keys(i.configuration).length ? { configuration: i.configuration } : {}),
  })),
  shipping_info: { price: cart.shipping.price },
  cart_coupon: cart.coupon ? { code: cart.coupon.code } : null,
  cart_iva: cart.vatRate,
})

// ---------------------------------------------------------------------------------------------
// Reading the saved cart back

/** What could be read: lines without a usable slug are dropped; the tax rate only if numeric. */
export type ParsedSavedCart = {
  items: SavedLine[]
  shipping: { price: number }
  couponCode: string | null
  vatRate: VatRate | null
}

const record = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null
const positiveId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0
/** The API's slug rule (`slugSchema`): a line with another slug could never be quoted. */
export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 220 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)

function parseLine(raw: unknown): (Omit<SavedLine, 'cartId'> & { cartId: string | null }) | null {
  const line = record(raw)
  if (!line || !isSlug(line.slug)) return null
  const cartId =
    (typeof line.cartId === 'string' && line.cartId !== '') || typeof line.cartId === 'number'
      ? String(line.cartId)
      : null
  const variants = Array.isArray(line.variant_ids)
    ? line.variant_ids
    : Array.isArray(line.variants)
      ? line.variants
      : []
  const configuration = record(line.configuration)
  const choices = configuration
    ? Object.fromEntries(
        Object.entries(configuration).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
      )
    : {}
  return {
    cartId,
    slug: line.slug,
    quantity: storedQuantity(line.quantity),
    // Older copies kept whole variant objects: their ids are enough.
    variant_ids: [...new Set(variants.map((v) => (positiveId(v) ? v : record(v)?.id)).filter(positiveId))],
    ...extraFields(
      [...(Array.isArray(line.extra_option_ids) ? line.extra_option_ids : []), line.extra_option_id].filter(positiveId),
    ),
    ...(Object.keys(choices).length ? { configuration: choices as Configuration } : {}),
  }
}

/**
 * The saved cart from its stored text. `null`: nothing saved. `'unreadable'`: not JSON, or not a
 * cart at all (spec §4: such data is erased).
 */
export function parseSavedCart(text: string | null): ParsedSavedCart | null | 'unreadable' {
  if (text === null || text === '') return null
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return 'unreadable'
  }
  const cart = record(raw)
  if (!cart || !Array.isArray(cart.items)) return 'unreadable'
  const items: SavedLine[] = []
  let seq = 0
  for (const raw of cart.items) {
    if (items.length >= MAX_QUOTE_LINES) break
    const line = parseLine(raw)
    if (!line) continue
    // A line with no id, or one already used (they would be removed together), gets a new one.
    if (line.cartId === null || items.some((l) => l.cartId === line.cartId)) {
      const fresh = freshCartId(items, seq)
      seq = fresh.seq
      items.push({ ...line, cartId: fresh.cartId })
    } else items.push({ ...line, cartId: line.cartId })
  }
  const shipping = record(cart.shipping_info)?.price
  const code = record(cart.cart_coupon)?.code
  return {
    items,
    shipping: { price: Number.isSafeInteger(shipping) && (shipping as number) >= 0 ? (shipping as number) : 0 },
    couponCode: typeof code === 'string' && code.trim() !== '' ? code.trim() : null,
    vatRate: isCartVatRate(cart.cart_iva) ? cart.cart_iva : null,
  }
}
