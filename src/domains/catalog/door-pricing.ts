// Made-to-measure door prices (decision 009), beside the one pricing module so the catalogue,
// the configurator and the cart price a configured door with the same arithmetic. Pure and
// client-safe; integer cents and millimetres only.
import { divideHalfUp, priceFor, type PriceTier, type TierPrices } from './pricing'

export const MM2_PER_M2 = 1_000_000

export type SizeTableRow = { max_width_mm: number; max_height_mm: number; prices: TierPrices }

export type SizePricing =
  | { mode: 'per_m2'; price_m2: TierPrices; min_billable_area_mm2: number }
  | { mode: 'size_table'; rows: readonly SizeTableRow[] }

/** The area billed: the real area, but never less than the model's minimum. */
export const billableArea = (widthMm: number, heightMm: number, minAreaMm2: number): number =>
  Math.max(widthMm * heightMm, Math.max(0, minAreaMm2))

/**
 * The door's price for a size, in `tier`: per m² (billable area × price per m², rounded half up
 * to the cent), or the cheapest size-table row that holds both width and height. Null when the
 * size table has no row for that size.
 */
export function sizePrice(pricing: SizePricing, widthMm: number, heightMm: number, tier: PriceTier): number | null {
  if (pricing.mode === 'per_m2') {
    const area = billableArea(widthMm, heightMm, pricing.min_billable_area_mm2)
    return divideHalfUp(priceFor(pricing.price_m2, tier) * area, MM2_PER_M2)
  }
  let best: number | null = null
  for (const row of pricing.rows) {
    if (widthMm > row.max_width_mm || heightMm > row.max_height_mm) continue
    const price = priceFor(row.prices, tier)
    if (best === null || price < best) best = price
  }
  return best
}

/** An option's surcharge: fixed cents in the tier plus a whole percentage of the size price, rounded half up. */
export type OptionCharge = { prices: TierPrices; percent: number }

export function optionSurcharge(option: OptionCharge, sizeCents: number, tier: PriceTier): number {
  const percent = Number.isSafeInteger(option.percent) && option.percent > 0 ? option.percent : 0
  return priceFor(option.prices, tier) + divideHalfUp(Math.max(0, sizeCents) * percent, 100)
}

export type DoorPrice = { size: number; options: number[]; unit_price: number }

/** Unit price of a configured door = size price + every chosen option's surcharge. */
export function doorPrice(size: number, options: readonly OptionCharge[], tier: PriceTier): DoorPrice {
  const charges = options.map((o) => optionSurcharge(o, size, tier))
  return { size, options: charges, unit_price: size + charges.reduce((sum, c) => sum + c, 0) }
}
