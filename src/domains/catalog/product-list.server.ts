import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { categoryTranslations, productImages, products, productTranslations } from '~/db/schema'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { priceFor, type PriceTier } from './pricing'
import type { ProductSummary } from './catalog.schemas'
import type { productSorts } from './catalog.contract'

const pIt = alias(productTranslations, 'p_it')
const pTr = alias(productTranslations, 'p_tr')
const cIt = alias(categoryTranslations, 'c_it')
const cTr = alias(categoryTranslations, 'c_tr')

export type ProductQuery = {
  locale: Locale
  tier: PriceTier
  categoryIds?: number[]
  q?: string
  featured?: boolean
  sort: (typeof productSorts)[number]
  page: number
  perPage: number
}

const tierColumn = { base: products.basePrice, reseller: products.resellerPrice, other: products.otherPrice }

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

function filters(query: ProductQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(products.published, true)]
  if (query.categoryIds) conditions.push(inArray(products.categoryId, query.categoryIds))
  if (query.featured !== undefined) conditions.push(eq(products.featured, query.featured))
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`
    conditions.push(
      or(
        ilike(pIt.name, like),
        ilike(pTr.name, like),
        ilike(pIt.shortDescription, like),
        ilike(pTr.shortDescription, like),
        ilike(pIt.description, like),
        ilike(pTr.description, like),
        ilike(products.sku, like),
      ),
    )
  }
  return and(...conditions)
}

/** The columns of a product summary (translation fallback to Italian), for any query. */
export const summaryColumns = {
  id: products.id,
  sku: products.sku,
  basePrice: products.basePrice,
  resellerPrice: products.resellerPrice,
  otherPrice: products.otherPrice,
  madeToMeasure: products.madeToMeasure,
  featured: products.featured,
  categoryId: products.categoryId,
  slug: sql<string>`coalesce(${pTr.slug}, ${pIt.slug})`,
  name: sql<string>`coalesce(${pTr.name}, ${pIt.name})`,
  shortDescription: sql<string | null>`coalesce(${pTr.shortDescription}, ${pIt.shortDescription})`,
  categorySlug: sql<string>`coalesce(${cTr.slug}, ${cIt.slug})`,
  categoryName: sql<string>`coalesce(${cTr.name}, ${cIt.name})`,
  imageUrl: sql<string | null>`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sortOrder}, ${productImages.id} limit 1)`,
}

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K] extends { _: { data: infer T } } ? T : (typeof summaryColumns)[K] extends SQL<infer U> ? U : never }

export function toSummary(r: SummaryRow, tier: PriceTier): ProductSummary {
  const prices = { base: r.basePrice, reseller: r.resellerPrice, other: r.otherPrice }
  return {
    id: r.id,
    sku: r.sku,
    slug: r.slug,
    name: r.name,
    short_description: r.shortDescription,
    category: { id: r.categoryId, slug: r.categorySlug, name: r.categoryName },
    price: priceFor(prices, tier),
    base_price: priceFor(prices, 'base'),
    tier,
    image_url: r.imageUrl,
    made_to_measure: r.madeToMeasure,
    featured: r.featured,
  }
}

/**
 * Published products by id, as summaries, in the order of `ids`; unknown or unpublished ids
 * are left out (collections, promotions).
 */
export async function productSummariesByIds(db: Db, ids: readonly number[], locale: Locale, tier: PriceTier): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(pIt, and(eq(pIt.productId, products.id), eq(pIt.locale, baseLocale)))
    .leftJoin(pTr, and(eq(pTr.productId, products.id), eq(pTr.locale, locale)))
    .innerJoin(cIt, and(eq(cIt.categoryId, products.categoryId), eq(cIt.locale, baseLocale)))
    .leftJoin(cTr, and(eq(cTr.categoryId, products.categoryId), eq(cTr.locale, locale)))
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.published, true)))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [toSummary(r, tier)] : []
  })
}

export async function searchProducts(db: Db, query: ProductQuery): Promise<{ items: ProductSummary[]; total: number }> {
  const where = filters(query)
  const price = tierColumn[query.tier]
  const order = {
    newest: [desc(products.createdAt), desc(products.id)],
    price_asc: [asc(price), asc(products.id)],
    price_desc: [desc(price), asc(products.id)],
    name_asc: [asc(sql`coalesce(${pTr.name}, ${pIt.name})`), asc(products.id)],
  }[query.sort]

  // Without a search the filters are on products alone: count there (an index-only scan on
  // (category_id, published)) instead of joining 100,000 translations (~10× slower).
  const [totalRow] = query.q
    ? await db
        .select({ n: count() })
        .from(products)
        .innerJoin(pIt, and(eq(pIt.productId, products.id), eq(pIt.locale, baseLocale)))
        .leftJoin(pTr, and(eq(pTr.productId, products.id), eq(pTr.locale, query.locale)))
        .where(where)
    : await db.select({ n: count() }).from(products).where(where)
  const total = Number(totalRow?.n ?? 0)
  const offset = (query.page - 1) * query.perPage
  if (offset >= total) return { items: [], total }

  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(pIt, and(eq(pIt.productId, products.id), eq(pIt.locale, baseLocale)))
    .leftJoin(pTr, and(eq(pTr.productId, products.id), eq(pTr.locale, query.locale)))
    .innerJoin(cIt, and(eq(cIt.categoryId, products.categoryId), eq(cIt.locale, baseLocale)))
    .leftJoin(cTr, and(eq(cTr.categoryId, products.categoryId), eq(cTr.locale, query.locale)))
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset(offset)

  return {
    total,
    items: rows.map((r) => toSummary(r, query.tier)),
  }
}
