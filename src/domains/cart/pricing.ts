// Cart arithmetic (spec §4, §5, §9) on top of the catalogue's pricing module: tiers and final
// prices come from there, this file adds lines, coupons, shipping and the VAT split. Pure and
// client-safe. Amounts are integer euro cents, VAT included; nothing here formats money.
import { divideHalfUp, finalPrice, priceFor, type PriceTier, type TierPrices } from '~/domains/catalog/pricing'

export const VAT_RATES = [0, 4, 10, 22] as const
export type VatRate = (typeof VAT_RATES)[number]
/** Spec §9: cart_iva defaults to 22 %. */
export const DEFAULT_VAT_RATE: VatRate = 22
export const isVatRate = (value: unknown): value is VatRate => (VAT_RATES as readonly unknown[]).includes(value)

/** An upper bound that keeps every total a safe integer (spec §5 sets only the minimum, 1). */
export const MAX_QUANTITY = 9_999

/** A money amount as spec §5 reads it: a non-negative whole number of cents, otherwise 0. */
export const cents = (value: unknown): number => (Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 0)

export { divideHalfUp }

// ---------------------------------------------------------------------------------------------
// Quantities (spec §4, §5)

const wholeNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return null
}

/** A quantity change: a whole number from 1 (to MAX_QUANTITY) is accepted, anything else keeps `previous`. */
export function acceptQuantity(next: unknown, previous: number): number {
  const n = wholeNumber(next)
  return n !== null && n >= 1 && n <= MAX_QUANTITY ? n : previous
}

/** A quantity read from storage: a non-numeric (or unusable) value counts as 1. */
export const storedQuantity = (value: unknown): number => acceptQuantity(value, 1)

// ---------------------------------------------------------------------------------------------
// Lines

/** The parts of a product answer (`GET /products/{slug}`) a line is priced from: already in the caller's tier. */
export type PricedVariant = { id: number; name: string; price: number }
export type PricedOption = { id: number; name: string; package_price: number }
export type ProductSnapshot = {
  price: number
  variant_groups: ReadonlyArray<{ id: number; variants: readonly PricedVariant[] }>
  extra_options: readonly PricedOption[]
}
export type LineChoice = { variant_ids: readonly number[]; extra_option_id?: number | null }

export type ConfiguredLine = {
  unit_price: number
  /** The chosen variants that exist on the product, one per group at most, in the product's order. */
  variants: Array<{ id: number; name: string }>
  variant_ids: number[]
  extra_option: { id: number; name: string; package_price: number } | null
  extra_option_id: number | null
}

/**
 * A configured line's unit price = product + chosen variants + package (spec §9), all in the
 * snapshot's tier. Unknown variant or option ids are ignored; a second pick in the same group is
 * ignored too (a door has one finish).
 */
export function configureLine(product: ProductSnapshot, choice: LineChoice): ConfiguredLine {
  const wanted = new Set(choice.variant_ids)
  const picked: PricedVariant[] = []
  for (const group of product.variant_groups) {
    const variant = group.variants.find((v) => wanted.has(v.id))
    if (variant) picked.push(variant)
  }
  const option = choice.extra_option_id == null ? undefined : product.extra_options.find((o) => o.id === choice.extra_option_id)
  const extra = option ? { id: option.id, name: option.name, package_price: cents(option.package_price) } : null
  return {
    unit_price: finalPrice({ product: cents(product.price), variants: picked.map((v) => cents(v.price)), packagePrice: extra?.package_price ?? 0 }),
    variants: picked.map((v) => ({ id: v.id, name: v.name })),
    variant_ids: picked.map((v) => v.id),
    extra_option: extra,
    extra_option_id: extra?.id ?? null,
  }
}

/** Every tier's prices of a configured line's parts (database rows): the unit price for `tier`. */
export type TierParts = { product: TierPrices; variants: readonly TierPrices[]; package?: TierPrices | null }
export function unitPriceForTier(parts: TierParts, tier: PriceTier): number {
  return finalPrice({
    product: priceFor(parts.product, tier),
    variants: parts.variants.map((v) => priceFor(v, tier)),
    packagePrice: parts.package ? priceFor(parts.package, tier) : 0,
  })
}

export const lineTotal = (unitPrice: number, quantity: number): number => cents(unitPrice) * storedQuantity(quantity)

// ---------------------------------------------------------------------------------------------
// Coupon, shipping, VAT, totals

export type CouponTerms = { discount_type: 'percentage' | 'fixed'; discount_value: number }

/** Percentage: rounded half up to the cent; fixed: cents. Never more than the subtotal. */
export function couponDiscount(subtotal: number, coupon: CouponTerms | null | undefined): number {
  const base = cents(subtotal)
  if (!coupon) return 0
  const value = cents(coupon.discount_value)
  const discount = coupon.discount_type === 'percentage' ? divideHalfUp(base * Math.min(value, 100), 100) : value
  return Math.min(discount, base)
}

/** Net = gross ÷ (1 + rate), rounded half up; VAT is the rest, so net + VAT = gross to the cent. */
export function splitVat(gross: number, rate: VatRate): { net: number; vat: number } {
  const amount = cents(gross)
  const net = divideHalfUp(amount * 100, 100 + rate)
  return { net, vat: amount - net }
}

/**
 * Spec §3 first and second discount of an order (agreed with a trade customer), in basis points
 * (1000 = 10 %): the first on the goods after the coupon, the second on what the first left,
 * each rounded half up to the cent.
 */
export function tradeDiscounts(goods: number, firstBp: number, secondBp: number): { first: number; second: number } {
  const base = cents(goods)
  const bp = (v: number) => Math.min(Math.max(Number.isSafeInteger(v) ? v : 0, 0), 10_000)
  const first = divideHalfUp(base * bp(firstBp), 10_000)
  const second = divideHalfUp((base - first) * bp(secondBp), 10_000)
  return { first, second }
}

export type CartTotals = {
  subtotal: number
  discount: number
  shipping: number
  payment_fee: number
  total: number
  vat_rate: VatRate
  net: number
  vat: number
}

export type TotalsInput = {
  lines: ReadonlyArray<{ unit_price: number; quantity: number; valid?: boolean }>
  coupon?: CouponTerms | null
  /** Shipping price in cents; default 0 (spec §9). */
  shipping?: number
  /** The payment method's fee (cash on delivery), cents; default 0. */
  fee?: number
  vatRate?: VatRate
  /** An order's first and second discount (basis points), after the coupon; none at the checkout. */
  trade?: { firstBp: number; secondBp: number }
}

/** Spec §9: Σ quantity × final price, less the coupon, plus shipping and the payment fee; VAT split of the total. */
export function cartTotals({ lines, coupon, shipping = 0, fee = 0, vatRate = DEFAULT_VAT_RATE, trade }: TotalsInput): CartTotals {
  const subtotal = lines.filter((l) => l.valid !== false).reduce((sum, l) => sum + lineTotal(l.unit_price, l.quantity), 0)
  const couponPart = couponDiscount(subtotal, coupon)
  const { first, second } = trade ? tradeDiscounts(subtotal - couponPart, trade.firstBp, trade.secondBp) : { first: 0, second: 0 }
  const discount = couponPart + first + second
  const shippingPrice = cents(shipping)
  const paymentFee = cents(fee)
  const total = subtotal - discount + shippingPrice + paymentFee
  const rate = isVatRate(vatRate) ? vatRate : DEFAULT_VAT_RATE
  return { subtotal, discount, shipping: shippingPrice, payment_fee: paymentFee, total, vat_rate: rate, ...splitVat(total, rate) }
}

/** The document's VAT per rate (one row per rate present), each net half-up, net + VAT = gross. */
export function vatBreakdown(parts: ReadonlyArray<{ rate: VatRate; gross: number }>): Array<{ rate: VatRate; net: number; vat: number; gross: number }> {
  const byRate = new Map<VatRate, number>()
  for (const p of parts) byRate.set(p.rate, (byRate.get(p.rate) ?? 0) + cents(p.gross))
  return [...byRate.entries()].sort(([a], [b]) => b - a).map(([rate, gross]) => ({ rate, gross, ...splitVat(gross, rate) }))
}
