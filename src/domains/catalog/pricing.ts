// The one pricing module (spec §6, §9): catalogue, cart, configurator and orders all price
// through here so they cannot disagree. Amounts are integer cents, VAT included.

import type { Role } from '~/domains/shared/roles'

export type PriceTier = 'base' | 'reseller' | 'other'
export type TierPrices = { base: number; reseller: number; other: number }

/** reseller → reseller_price, other → other_price, every other role (and visitors) → base_price. */
export function tierForRole(role: Role | null | undefined): PriceTier {
  if (role === 'reseller') return 'reseller'
  if (role === 'other') return 'other'
  return 'base'
}

/** A tier price; a missing or non-integer value counts as 0 (spec §5). */
export function priceFor(prices: TierPrices, tier: PriceTier): number {
  const value = prices[tier]
  return Number.isSafeInteger(value) && value > 0 ? value : 0
}

/** Final unit price = product + chosen variants + package (spec §9). */
export function finalPrice(parts: { product: number; variants: readonly number[]; packagePrice?: number }): number {
  return parts.product + parts.variants.reduce((sum, v) => sum + v, 0) + (parts.packagePrice ?? 0)
}

/** n / d rounded half up, exactly, for integers n ≥ 0 and d > 0 (no float error: remainder first). */
export function divideHalfUp(n: number, d: number): number {
  const a = 2 * n + d
  const b = 2 * d
  return (a - (a % b)) / b
}

// ---------------------------------------------------------------------------------------------
// Promotions (issue 11): an active promotion lowers the caller's tier price. What the catalogue
// advertises is what the cart and the order charge, because all of them price through here.

export type PromotionTerms = {
  id: number
  title: string
  discount_type: 'percentage' | 'fixed'
  /** Whole percent for `percentage`, cents for `fixed`. */
  discount_value: number
  starts_at: string | null
  ends_at: string | null
}

const safeCents = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0)

/**
 * A price after a promotion: percentage → the discount rounded half up to the cent (at most
 * 100 %); fixed → the amount off, never below 0.
 */
export function promotedPrice(
  price: number,
  promotion: Pick<PromotionTerms, 'discount_type' | 'discount_value'>,
): number {
  const base = safeCents(price)
  const value = safeCents(promotion.discount_value)
  const discount = promotion.discount_type === 'percentage' ? divideHalfUp(base * Math.min(value, 100), 100) : value
  return base - Math.min(discount, base)
}

/** The promotion that gives the lowest price (the customer's best), first one on a tie; null when none lowers it. */
export function bestPromotion<P extends Pick<PromotionTerms, 'discount_type' | 'discount_value'>>(
  price: number,
  promotions: readonly P[],
): P | null {
  let best: P | null = null
  let lowest = safeCents(price)
  for (const promotion of promotions) {
    const candidate = promotedPrice(price, promotion)
    if (candidate < lowest) {
      best = promotion
      lowest = candidate
    }
  }
  return best
}

/**
 * A surcharge (variant, package) under a promotion: a percentage also lowers the parts (the seed's
 * "finishes included"); a fixed amount comes off the product price only, once per unit.
 */
export function promotedPart(
  price: number,
  promotion: Pick<PromotionTerms, 'discount_type' | 'discount_value'> | null,
): number {
  if (!promotion || promotion.discount_type !== 'percentage') return safeCents(price)
  return promotedPrice(price, promotion)
}
