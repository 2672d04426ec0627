import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { promotionProducts, promotions, promotionTranslations } from '~/db/schema'
import { productSummariesByIds } from '~/domains/catalog/collections.server'
import type { PriceTier } from '~/domains/catalog/pricing'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'
import type { Promotion } from './promotions.contract'

/**
 * Promotions running at `now`: active, started (or no start) and not ended (or no end), ending
 * soonest first. Products are the published ones linked to each promotion, as catalogue
 * summaries priced for `tier`, sorted by name.
 */
export async function listActivePromotions(db: Db, locale: Locale, tier: PriceTier, now: Date): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gte(promotions.endsAt, now)),
      ),
    )
    .orderBy(sql`${promotions.endsAt} asc nulls last`, asc(promotions.id))
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [texts, links] = await Promise.all([
    db
      .select()
      .from(promotionTranslations)
      .where(and(inArray(promotionTranslations.promotionId, ids), inArray(promotionTranslations.locale, [...new Set([locale, baseLocale])]))),
    db.select().from(promotionProducts).where(inArray(promotionProducts.promotionId, ids)),
  ])
  const text = translationsBy(texts, (t) => t.promotionId, locale)
  const summaries = await productSummariesByIds(db, [...new Set(links.map((l) => l.productId))], locale, tier, now)
  const byId = new Map(summaries.map((p) => [p.id, p]))
  const collator = new Intl.Collator(locale)
  return rows.flatMap((p): Promotion[] => {
    const t = text.get(p.id)
    if (!t) return []
    const items = links
      .filter((l) => l.promotionId === p.id)
      .flatMap((l) => byId.get(l.productId) ?? [])
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id)
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
        products: items,
      },
    ]
  })
}
