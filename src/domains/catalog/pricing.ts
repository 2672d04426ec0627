// The one pricing module (spec §6, §9): catalogue, cart, configurator and orders all price
// through here so they cannot disagree. Amounts are integer cents, VAT included.

export type Role = 'admin' | 'user' | 'retailer' | 'reseller' | 'other'
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
