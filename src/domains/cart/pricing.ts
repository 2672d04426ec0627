// Cart arithmetic (spec §4, §5, §9) on top of the catalogue's pricing module: tiers and final
// prices come from there, this file adds lines, coupons, shipping and the VAT split. Pure and
// client-safe. Amounts are integer euro cents, VAT included; nothing here formats money.
import { divideHalfUp, finalPrice, priceFor, type PriceTier, type TierPrices } from '~/domains/catalog/pricing'
import { extraIdsOf, type ExtraChoice } from './extra-choice'

/** Every rate a document line may carry (Italian rates: ordinary 22, reduced 10, 5, 4; 0 not taxable). */
export const VAT_RATES = [0, 4, 5, 10, 22] as const
export type VatRate = (typeof VAT_RATES)[number]
/** Spec §9: the rates an administrator may pick for a whole cart (0 = art. 41 EU transfer). */
export const CART_VAT_RATES = [0, 4, 10, 22] as const satisfies readonly VatRate[]
/** The rates a product may carry (decision 042); none = the shop's standard rate (cart_iva). */
export const PRODUCT_VAT_RATES = [22, 10, 5, 4] as const satisfies readonly VatRate[]
/** Spec §9: cart_iva defaults to 22 %. */
export const DEFAULT_VAT_RATE: VatRate = 22
export const isVatRate = (value: unknown): value is VatRate => (VAT_RATES as readonly unknown[]).includes(value)
/**
 * The administrator's cart-wide rate (spec §9's selector) as an override of the lines' own rates
 * (decision 042): only a rate other than the shop's standard one overrides — the selector shows
 * the standard rate by default, and choosing it means "each product at its rate".
 */
export const vatOverrideOf = (chosen: VatRate | null | undefined, standard: VatRate): VatRate | null =>
  chosen === null || chosen === undefined || chosen === standard ? null : chosen
export const isCartVatRate = (value: unknown): value is (typeof CART_VAT_RATES)[number] =>
  (CART_VAT_RATES as readonly unknown[]).includes(value)

/** An upper bound that keeps every total a safe integer (spec §5 sets only the minimum, 1). */
export const MAX_QUANTITY = 9_999

/** A money amount as spec §5 reads it: a non-negative whole number of cents, otherwise 0. */
export const cents = (value: unknown): number =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : 0

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
export type PricedVariant = { id: number; name: string; price: number; image?: string | null }
export type PricedOption = { id: number; name: string; package_price: number }
export type ProductSnapshot = {
  price: number
  variant_groups: ReadonlyArray<{
    id: number
    name?: string | null
    required?: boolean
    variants: readonly PricedVariant[]
  }>
  extra_options: readonly PricedOption[]
  /** Several extras on one line (decision 109); else one at most. */
  extras_combinable?: boolean
}
export type LineChoice = { variant_ids: readonly number[] } & ExtraChoice

export type ConfiguredLine = {
  unit_price: number
  /** The chosen variants that exist on the product, one per group at most, in the product's order, with their group's name. */
  variants: Array<{ id: number; name: string; group?: string }>
  variant_ids: number[]
  /** The first of `extra_options` (what a reader of one extra finds). */
  extra_option: { id: number; name: string; package_price: number } | null
  extra_option_id: number | null
  /** The chosen extras the product offers, in the product's order. */
  extra_options: Array<{ id: number; name: string; package_price: number }>
  extra_option_ids: number[]
}

/**
 * A configured line's unit price = product + chosen variants + packages (spec §9; each chosen
 * extra's package price, decision 109), all in the snapshot's tier. Unknown variant or option
 * ids are ignored; a second pick in the same group is ignored too (a door has one finish).
 */
export function configureLine(product: ProductSnapshot, choice: LineChoice): ConfiguredLine {
  const wanted = new Set(choice.variant_ids)
  const picked: Array<PricedVariant & { group?: string }> = []
  for (const group of product.variant_groups) {
    const variant = group.variants.find((v) => wanted.has(v.id))
    if (variant) picked.push(group.name ? { ...variant, group: group.name } : variant)
  }
  const chosen = new Set(extraIdsOf(choice))
  const extras = product.extra_options
    .filter((o) => chosen.has(o.id))
    .map((o) => ({ id: o.id, name: o.name, package_price: cents(o.package_price) }))
  return {
    unit_price: finalPrice({
      product: cents(product.price),
      variants: picked.map((v) => cents(v.price)),
      packagePrice: extras.reduce((sum, e) => sum + e.package_price, 0),
    }),
    variants: picked.map((v) => (v.group ? { id: v.id, name: v.name, group: v.group } : { id: v.id, name: v.name })),
    variant_ids: picked.map((v) => v.id),
    extra_option: extras[0] ?? null,
    extra_option_id: extras[0]?.id ?? null,
    extra_options: extras,
    extra_option_ids: extras.map((e) => e.id).sort((a, b) => a - b),
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

/**
 * Spec §9 and art. 41 D.L. 331/1993: at 0 % (an EU business buyer) the shop's prices, which
 * include Italian VAT, are charged net: gross ÷ (1 + the rate they include), half up — ÷ 1.22 at
 * the standard rate (decision 079). Applied to each unit price, so a document line stays
 * unit × quantity (FatturaPA's PrezzoTotale), and to shipping and the payment fee.
 */
export const netOfIncludedVat = (gross: number, includedRate: VatRate): number =>
  divideHalfUp(cents(gross) * 100, 100 + includedRate)

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

export type VatRow = { rate: VatRate; net: number; vat: number; gross: number }

export type CartTotals = {
  subtotal: number
  discount: number
  shipping: number
  payment_fee: number
  total: number
  /** The rate a line without its own takes (the shop's standard rate, or the administrator's choice). */
  vat_rate: VatRate
  net: number
  vat: number
  /** VAT per rate present (decision 042), highest rate first; Σ gross = total, Σ net = net, Σ vat = vat. */
  vat_breakdown: VatRow[]
  /** The amounts as a trade customer reads them, net (decision 085). */
  net_amounts: NetAmounts
}

/**
 * A document's amounts net of VAT, as trade customers read them (decision 085): each line's
 * total, the subtotal, discount, shipping and fee, such that the lines add up to the subtotal
 * and subtotal − discount + shipping + fee = net, to the cent, and net + VAT = total. Per rate,
 * the shipping, fee and discount shares are split half up and the goods take the rest of the
 * rate's net, shared over its lines in proportion to their gross amounts.
 */
export type NetAmounts = {
  lines: number[]
  subtotal: number
  discount: number
  shipping: number
  payment_fee: number
  net: number
}

export function netAmounts(
  rows: readonly DocumentVatRow[],
  lines: ReadonlyArray<{ rate: VatRate; gross: number } | null>,
): NetAmounts {
  const out: NetAmounts = { lines: lines.map(() => 0), subtotal: 0, discount: 0, shipping: 0, payment_fee: 0, net: 0 }
  for (const row of rows) {
    const shipping = splitVat(row.shipping, row.rate).net
    const fee = splitVat(row.fee, row.rate).net
    const discount = splitVat(row.discount, row.rate).net
    const goods = row.net - shipping - fee + discount
    const mine = lines.flatMap((l, i) => (l && l.rate === row.rate ? [i] : []))
    const shares = allocate(
      goods,
      mine.map((i) => lines[i]!.gross),
    )
    mine.forEach((i, k) => (out.lines[i] = shares[k]!))
    Object.assign(out, {
      subtotal: out.subtotal + goods,
      discount: out.discount + discount,
      shipping: out.shipping + shipping,
      payment_fee: out.payment_fee + fee,
      net: out.net + row.net,
    })
  }
  return out
}

export type RatedLine = { unit_price: number; quantity: number; valid?: boolean; vat_rate?: number | null }

export type TotalsInput = {
  lines: ReadonlyArray<RatedLine>
  coupon?: CouponTerms | null
  /** Shipping price in cents; default 0 (spec §9). */
  shipping?: number
  /** The payment method's fee (cash on delivery), cents; default 0. */
  fee?: number
  /** The rate of lines that carry none (and of shipping and fee when there are no goods). */
  vatRate?: VatRate
  /** An order's first and second discount (basis points), after the coupon; none at the checkout. */
  trade?: { firstBp: number; secondBp: number }
}

/** Spec §9: Σ quantity × final price, less the coupon, plus shipping and the payment fee; VAT split per rate. */
export function cartTotals({
  lines,
  coupon,
  shipping = 0,
  fee = 0,
  vatRate = DEFAULT_VAT_RATE,
  trade,
}: TotalsInput): CartTotals {
  const valid = lines.filter((l) => l.valid !== false)
  const subtotal = valid.reduce((sum, l) => sum + lineTotal(l.unit_price, l.quantity), 0)
  const couponPart = couponDiscount(subtotal, coupon)
  const { first, second } = trade
    ? tradeDiscounts(subtotal - couponPart, trade.firstBp, trade.secondBp)
    : { first: 0, second: 0 }
  const discount = couponPart + first + second
  const shippingPrice = cents(shipping)
  const paymentFee = cents(fee)
  const total = subtotal - discount + shippingPrice + paymentFee
  const rate = isVatRate(vatRate) ? vatRate : DEFAULT_VAT_RATE
  const goods = lines.map((l) =>
    l.valid === false ? null : { rate: lineRate(l.vat_rate, rate), gross: lineTotal(l.unit_price, l.quantity) },
  )
  const rows = documentVat({
    goods: goods.filter((g) => g !== null),
    discount,
    shipping: shippingPrice,
    fee: paymentFee,
    defaultRate: rate,
  })
  const vat_breakdown = rows.map(({ rate: r, net, vat, gross }) => ({ rate: r, net, vat, gross }))
  const net = vat_breakdown.reduce((n, r) => n + r.net, 0)
  return {
    subtotal,
    discount,
    shipping: shippingPrice,
    payment_fee: paymentFee,
    total,
    vat_rate: rate,
    net,
    vat: total - net,
    vat_breakdown,
    net_amounts: netAmounts(rows, goods),
  }
}

const lineRate = (value: unknown, fallback: VatRate): VatRate => (isVatRate(value) ? value : fallback)

/**
 * Splits `amount` over `weights` in proportion, to the cent: each share rounded down, the cents
 * left over going to the largest remainders (the first weight on a tie). Σ shares = amount.
 * BigInt because amount × weight can pass 2^53.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, w) => a + w, 0)
  if (amount <= 0 || total <= 0) return weights.map(() => 0)
  const a = BigInt(amount)
  const t = BigInt(total)
  const shares = weights.map((w) => ({ share: (a * BigInt(w)) / t, rest: (a * BigInt(w)) % t }))
  let left = amount - shares.reduce((n, s) => n + Number(s.share), 0)
  const order = shares
    .map((s, i) => i)
    .sort((i, j) => (shares[j]!.rest > shares[i]!.rest ? 1 : shares[j]!.rest < shares[i]!.rest ? -1 : i - j))
  const out = shares.map((s) => Number(s.share))
  for (const i of order) {
    if (left <= 0) break
    out[i]!++
    left--
  }
  return out
}

export type DocumentVatRow = VatRow & { goods: number; discount: number; shipping: number; fee: number }

/**
 * A document's VAT per rate (decision 042). The goods are summed per rate; the discount (coupon
 * and trade discounts, taken off the whole subtotal) is shared over the rates in proportion to
 * their goods, and shipping and the payment fee — accessory to the goods (art. 12 DPR 633/72) —
 * in proportion to the goods after the discount. With no goods, they take `defaultRate`. Each
 * rate's gross is then split half-up on its document total, so net + VAT = gross per rate.
 */
export function documentVat(input: {
  goods: ReadonlyArray<{ rate: VatRate; gross: number }>
  discount: number
  shipping: number
  fee: number
  defaultRate: VatRate
}): DocumentVatRow[] {
  const byRate = new Map<VatRate, number>()
  for (const g of input.goods) byRate.set(g.rate, (byRate.get(g.rate) ?? 0) + cents(g.gross))
  if (byRate.size === 0 || [...byRate.values()].every((v) => v === 0)) {
    const gross = cents(input.shipping) + cents(input.fee)
    const only = [...byRate.keys()][0] ?? input.defaultRate
    return [
      {
        rate: only,
        goods: 0,
        discount: 0,
        shipping: cents(input.shipping),
        fee: cents(input.fee),
        gross,
        ...splitVat(gross, only),
      },
    ]
  }
  const rates = [...byRate.keys()].sort((a, b) => b - a)
  const goods = rates.map((r) => byRate.get(r)!)
  const discount = allocate(cents(input.discount), goods)
  const after = goods.map((g, i) => g - discount[i]!)
  const basis = after.some((v) => v > 0) ? after : goods
  const shipping = allocate(cents(input.shipping), basis)
  const fee = allocate(cents(input.fee), basis)
  return rates.map((rate, i) => {
    const gross = after[i]! + shipping[i]! + fee[i]!
    return {
      rate,
      goods: goods[i]!,
      discount: discount[i]!,
      shipping: shipping[i]!,
      fee: fee[i]!,
      gross,
      ...splitVat(gross, rate),
    }
  })
}

/** The document's VAT per rate (one row per rate present), each net half-up, net + VAT = gross. */
export function vatBreakdown(parts: ReadonlyArray<{ rate: VatRate; gross: number }>): VatRow[] {
  const byRate = new Map<VatRate, number>()
  for (const p of parts) byRate.set(p.rate, (byRate.get(p.rate) ?? 0) + cents(p.gross))
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ rate, gross, ...splitVat(gross, rate) }))
}
