import { sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
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
 * The promotions running at `now` for each product (one query). A promotion applies to the
 * products linked to it; one with no linked products applies to its whole category.
 */
export async function promotionsFor(db: Db, productIds: readonly number[], locale: Locale, now: Date): Promise<Map<number, PromotionTerms[]>> {
  const byProduct = new Map<number, PromotionTerms[]>()
  if (productIds.length === 0) return byProduct
  const ids = sql.join([...new Set(productIds)].map((id) => sql`${id}`), sql`, `)
  const result = await db.execute<Row>(sql`
    select p.id as product_id, pr.id, pr.discount_type, pr.discount_value, pr.starts_at, pr.ends_at,
      (select t.title from promotion_translations t where t.promotion_id = pr.id and t.locale in (${locale}, ${baseLocale})
        order by t.locale = ${locale} desc limit 1) as title
    from promotions pr
    join products p on p.id in (${ids}) and (
      exists (select 1 from promotion_products pp where pp.promotion_id = pr.id and pp.product_id = p.id)
      or (pr.category_id = p.category_id and not exists (select 1 from promotion_products pp where pp.promotion_id = pr.id))
    )
    where pr.active and (pr.starts_at is null or pr.starts_at <= ${now.toISOString()}::timestamptz)
      and (pr.ends_at is null or pr.ends_at >= ${now.toISOString()}::timestamptz)
    order by pr.id`)
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[]
  for (const r of rows) {
    const list = byProduct.get(r.product_id) ?? []
    list.push({
      id: r.id,
      title: r.title ?? '',
      discount_type: r.discount_type,
      discount_value: Number(r.discount_value),
      starts_at: iso(r.starts_at),
      ends_at: iso(r.ends_at),
    })
    byProduct.set(r.product_id, list)
  }
  return byProduct
}
