import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { promotionProducts, promotions, promotionTranslations } from '~/db/schema'
import { listCategoryTree } from '~/domains/catalog/categories.server'
import { productSummariesByIds } from '~/domains/catalog/collections.server'
import type { PriceTier } from '~/domains/catalog/pricing'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { collatorFor } from '~/lib/i18n/collation'
import { translationsBy } from '~/lib/i18n/translation'
import type { Promotion } from './promotions.contract'

/** A promotion as kept: its dates as times to compare with the request's clock, and as the API writes them. */
type KeptPromotion = Omit<Promotion, 'products' | 'category'> & {
  startsAt: number | null
  endsAt: number | null
  productIds: number[]
  categoryId: number | null
}

/** Started (or no start) and not ended (or no end) at `now`, both ends included. */
const runningAt = (p: KeptPromotion, now: number) =>
  (p.startsAt === null || p.startsAt <= now) && (p.endsAt === null || p.endsAt >= now)

/**
 * Promotions running at `now`: active, started (or no start) and not ended (or no end), ending
 * soonest first. Products are the published ones linked to each promotion, as catalogue
 * summaries priced for `tier`, sorted by name.
 *
 * The active promotions are kept per data version with their dates (decision 056), and the dates
 * are compared with the hour of each request, so a promotion starts and ends on time without a
 * write. The products' rows are kept by `productSummariesByIds`; the tier's prices and the
 * discounts running now are applied per request.
 */
export async function listActivePromotions(db: Db, locale: Locale, tier: PriceTier, now: Date): Promise<Promotion[]> {
  const t = now.getTime()
  const running = (await activePromotions(db, locale)).filter((p) => runningAt(p, t))
  if (running.length === 0) return []
  const summaries = await productSummariesByIds(
    db,
    [...new Set(running.flatMap((p) => p.productIds))],
    locale,
    tier,
    now,
  )
  const byId = new Map(summaries.map((p) => [p.id, p]))
  // A promotion without products of its own covers its category's listing (decision 069): the
  // page links to it. The tree is kept per data version and locale.
  const tree = running.some((p) => p.productIds.length === 0 && p.categoryId !== null)
    ? await listCategoryTree(db, locale)
    : []
  const categoryOf = (id: number | null) => {
    const c = tree.find((x) => x.id === id)
    return c ? { id: c.id, name: c.name, slug: c.slug } : null
  }
  const collator = collatorFor(locale)
  return running.map(({ startsAt: _s, endsAt: _e, productIds, categoryId, ...promotion }) => ({
    ...promotion,
    products: productIds
      .flatMap((id) => byId.get(id) ?? [])
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id),
    category: productIds.length === 0 ? categoryOf(categoryId) : null,
  }))
}

/** Every active promotion with its text in `locale` (Italian fallback) and linked product ids, whatever its dates. */
const activePromotions = versionedMemo(readActivePromotions, (locale: Locale) => locale)

async function readActivePromotions(db: Db, locale: Locale): Promise<KeptPromotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.active, true))
    .orderBy(sql`${promotions.endsAt} asc nulls last`, asc(promotions.id))
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [texts, links] = await Promise.all([
    db
      .select()
      .from(promotionTranslations)
      .where(
        and(
          inArray(promotionTranslations.promotionId, ids),
          inArray(promotionTranslations.locale, [...new Set([locale, baseLocale])]),
        ),
      ),
    db
      .select()
      .from(promotionProducts)
      .where(inArray(promotionProducts.promotionId, ids))
      .orderBy(asc(promotionProducts.productId)),
  ])
  const text = translationsBy(texts, (t) => t.promotionId, locale)
  return rows.flatMap((p): KeptPromotion[] => {
    const t = text.get(p.id)
    if (!t) return []
    return [
      {
        id: p.id,
        title: t.title,
        description: t.description,
        discount_type: p.discountType,
        discount_value: p.discountValue,
        image: p.image,
        starts_at: p.startsAt?.toISOString() ?? null,
        ends_at: p.endsAt?.toISOString() ?? null,
        startsAt: p.startsAt?.getTime() ?? null,
        endsAt: p.endsAt?.getTime() ?? null,
        productIds: links.filter((l) => l.promotionId === p.id).map((l) => l.productId),
        categoryId: p.categoryId,
      },
    ]
  })
}
