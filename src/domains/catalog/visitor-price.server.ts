// The price a visitor pays, in SQL (issue 11): the tier price less the best running promotion,
// so the catalogue's price filter, price sort and price facet use the same number the product
// card shows and the cart charges. The rule mirrors `promotedPrice`/`bestPromotion` in
// ./pricing.ts exactly (a property test compares them on the real database).
import { asc, sql, type SQL } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { promotionProducts, promotions, products } from '~/db/schema'
import { readAll } from '~/db/read-all.server'
import { rowsOf } from '~/db/rows'
import { inCategories, promotionScopeCte } from './category-scope.server'
import type { PriceTier, PromotionTerms } from './pricing'

export const tierColumn = { base: products.basePrice, reseller: products.resellerPrice, other: products.otherPrice }

/** A promotion as the listing's SQL needs it: its terms and what it applies to. */
export type RunningPromotion = Pick<PromotionTerms, 'id' | 'discount_type' | 'discount_value'> & {
  /** Applies to its linked products; with none linked, to its category's listing (as `promotionsFor`, decision 069). */
  linked: boolean
  /** Its category and every one below it (`promotion_scope`); empty without a category. */
  categoryIds: number[]
}

type Stored = RunningPromotion & { startsAt: number | null; endsAt: number | null }

async function readPromotions(db: Db): Promise<Stored[]> {
  const [rows, scope] = await readAll(db, [
    () =>
      db
        .select({
          id: promotions.id,
          discount_type: promotions.discountType,
          discount_value: promotions.discountValue,
          categoryId: promotions.categoryId,
          startsAt: promotions.startsAt,
          endsAt: promotions.endsAt,
          linked: sql<boolean>`exists (select 1 from ${promotionProducts} where ${promotionProducts.promotionId} = ${promotions.id})`,
        })
        .from(promotions)
        .where(sql`${promotions.active}`)
        .orderBy(asc(promotions.id)),
    () =>
      db.execute<{ root: number; id: number }>(
        sql`${promotionScopeCte} select root, id from promotion_scope order by root, id`,
      ),
  ])
  const below = new Map<number, number[]>()
  for (const r of rowsOf<{ root: number; id: number }>(scope)) {
    const ids = below.get(Number(r.root)) ?? []
    ids.push(Number(r.id))
    below.set(Number(r.root), ids)
  }
  const time = (v: Date | string | null) => (v === null ? null : new Date(v).getTime())
  return rows.map(({ categoryId, ...r }) => ({
    ...r,
    linked: Boolean(r.linked),
    categoryIds: categoryId === null ? [] : (below.get(categoryId) ?? []),
    startsAt: time(r.startsAt),
    endsAt: time(r.endsAt),
  }))
}

/** The switched-on promotions change only with the data (the trigger covers `promotions`). */
const storedPromotions = versionedMemo(readPromotions, () => 'all')

/**
 * The promotions running at `now` (start and end inclusive, as `promotionsFor`). Their ids go
 * into the listing memos' keys, so a promotion that starts or ends by the clock — no write,
 * no new data version — gives the count and the facets a new key rather than a stale answer.
 */
export async function runningPromotions(db: Db, now: Date): Promise<RunningPromotion[]> {
  const t = now.getTime()
  return (await storedPromotions(db))
    .filter((p) => (p.startsAt === null || p.startsAt <= t) && (p.endsAt === null || p.endsAt >= t))
    .map(({ startsAt: _s, endsAt: _e, ...p }) => p)
}

const safe = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0)

/** `promotedPrice` in SQL for a non-negative integer price expression. */
function promotedSql(price: SQL, p: RunningPromotion): SQL {
  const value = safe(p.discount_value)
  // Percentage: the discount n/100 rounded half up = floor((n + 50) / 100), bigint against overflow.
  if (p.discount_type === 'percentage')
    return sql`(${price} - ((${price})::bigint * ${Math.min(value, 100)} + 50) / 100)`
  return sql`greatest(${price} - ${value}, 0)`
}

function appliesSql(p: RunningPromotion): SQL | null {
  if (p.linked)
    return sql`${products.id} in (select ${promotionProducts.productId} from ${promotionProducts} where ${promotionProducts.promotionId} = ${p.id})`
  return p.categoryIds.length === 0 ? null : inCategories(p.categoryIds)
}

/**
 * The visitor's price of a product row: the tier column when nothing runs (the listing then
 * reads the tier price indexes, decision 014), else the lowest of the tier price and each
 * applying promotion's price (`least` skips the NULL of a promotion that does not apply).
 */
export function visitorPriceSql(tier: PriceTier, running: readonly RunningPromotion[] = []): SQL {
  const column = tierColumn[tier]
  const terms = running.flatMap((p) => {
    const applies = appliesSql(p)
    return applies ? [sql`case when ${applies} then ${promotedSql(sql`greatest(${column}, 0)`, p)} end`] : []
  })
  if (terms.length === 0) return sql`${column}`
  return sql`(least(greatest(${column}, 0), ${sql.join(terms, sql`, `)}))::integer`
}
