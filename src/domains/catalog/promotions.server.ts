import { sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import { rowsOf } from '~/db/rows'
import type { Db } from '~/db/types'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { promotionAppliesSql, promotionScopeCte } from './category-scope.server'
import type { PromotionTerms } from './pricing'

type Row = {
  product_id: number
  id: number
  discount_type: 'percentage' | 'fixed'
  discount_value: number
  starts_at: string | Date | null
  ends_at: string | Date | null
  title: string | null
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/**
 * The active promotions of each product, whatever their dates (one query), kept per data
 * version (decision 044): every product page and listing asked it on every render, and it
 * only changes with a write to a watched table. Dates are applied per request below, so a
 * promotion that starts or ends between writes is still seen at once.
 */
const activePromotionsFor = versionedMemo(
  async (db: Db, ids: readonly number[], locale: Locale): Promise<Map<number, PromotionTerms[]>> => {
    const byProduct = new Map<number, PromotionTerms[]>()
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )
    const result = await db.execute<Row>(sql`
      ${promotionScopeCte}
      select p.id as product_id, pr.id, pr.discount_type, pr.discount_value, pr.starts_at, pr.ends_at,
        (select t.title from promotion_translations t where t.promotion_id = pr.id and t.locale in (${locale}, ${baseLocale})
          order by t.locale = ${locale} desc limit 1) as title
      from promotions pr
      join products p on p.id in (${list}) and ${promotionAppliesSql}
      where pr.active
      order by pr.id`)
    for (const r of rowsOf<Row>(result)) {
      const terms = byProduct.get(r.product_id) ?? []
      terms.push({
        id: r.id,
        title: r.title ?? '',
        discount_type: r.discount_type,
        discount_value: Number(r.discount_value),
        starts_at: iso(r.starts_at),
        ends_at: iso(r.ends_at),
      })
      byProduct.set(r.product_id, terms)
    }
    return byProduct
  },
  (ids, locale) => `${locale}:${ids.join(',')}`,
  { maxEntries: 2000 },
)

const runningAt = (p: PromotionTerms, now: number) =>
  (p.starts_at === null || Date.parse(p.starts_at) <= now) && (p.ends_at === null || Date.parse(p.ends_at) >= now)

/**
 * The promotions running at `now` for each product. A promotion applies to the products linked
 * to it; one with no linked products applies to every product its category's listing shows:
 * those of the category and of the categories below it, by main or further category (decision
 * 069). Callers must not mutate the terms (they are shared through the memo).
 */
export async function promotionsFor(
  db: Db,
  productIds: readonly number[],
  locale: Locale,
  now: Date,
): Promise<Map<number, PromotionTerms[]>> {
  const byProduct = new Map<number, PromotionTerms[]>()
  if (productIds.length === 0) return byProduct
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  const t = now.getTime()
  for (const [id, terms] of await activePromotionsFor(db, ids, locale)) {
    const running = terms.filter((p) => runningAt(p, t))
    if (running.length > 0) byProduct.set(id, running)
  }
  return byProduct
}
