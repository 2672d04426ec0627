import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import { priceHistory } from '~/db/schema'
import type { Db } from '~/db/types'
import type { ProductSummary } from './catalog.schemas'
import { lowestBeforePromotion, type PricePoint } from './omnibus.server'
import type { PriceTier } from './pricing'

// Omnibus on every listing (issue 39; art. 17-bis Codice del Consumo): a card that shows a
// promotion's previous price shows, beside it, the lowest price applied in the 30 days before the
// promotion started — the product page's own function (lowestBeforePromotion) over the same
// recorded history, so an admin's price change during the promotion cannot inflate it. Only the
// promoted products of a page are read, and the rows are kept per data version (decision 054).

const readHistories = versionedMemo(
  async (
    db: Db,
    ids: readonly number[],
    tier: PriceTier,
  ): Promise<Array<{ productId: number; price: number; at: Date }>> =>
    db
      .select({ productId: priceHistory.productId, price: priceHistory.price, at: priceHistory.recordedAt })
      .from(priceHistory)
      .where(
        and(inArray(priceHistory.productId, [...ids]), eq(priceHistory.tier, tier), isNull(priceHistory.variantId)),
      )
      .orderBy(asc(priceHistory.recordedAt), asc(priceHistory.id)),
  (ids, tier) => `${tier}\n${[...ids].sort((a, b) => a - b).join(',')}`,
  { maxEntries: 2000 },
)

/** The summaries with `lowest_price_30d` set on those a promotion lowers. */
export async function withListingOmnibus(
  db: Db,
  summaries: ProductSummary[],
  tier: PriceTier,
  now: Date,
): Promise<ProductSummary[]> {
  const promoted = summaries.filter((s) => s.promotion && s.regular_price != null)
  if (promoted.length === 0) return summaries
  const rows = await readHistories(db, [...new Set(promoted.map((s) => s.id))], tier)
  const byProduct = new Map<number, PricePoint[]>()
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? []
    list.push({ price: r.price, at: new Date(r.at) })
    byProduct.set(r.productId, list)
  }
  return summaries.map((s) => {
    if (!s.promotion || s.regular_price == null) return s
    const since = s.promotion.starts_at ? new Date(s.promotion.starts_at) : now
    return { ...s, lowest_price_30d: lowestBeforePromotion(byProduct.get(s.id) ?? [], since, s.regular_price) }
  })
}
