import { averageOf } from '~/domains/reviews/reviews.schemas'
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { categoryTranslations, productImages, products, productTranslations } from '~/db/schema'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { bestPromotion, priceFor, promotedPrice, type PriceTier, type PromotionTerms } from './pricing'
import { promotionsFor } from './promotions.server'
import { withListingOmnibus } from './listing-omnibus.server'
import type { ProductSummary } from './catalog.schemas'
import type { productSorts } from './catalog.contract'
import { versionedMemo } from '~/db/data-version.server'
import {
  filterKey,
  listingPrice,
  narrowsMatches,
  productConditions,
  type ProductFilter,
} from './product-filters.server'
import { intArray } from './search-matches.server'
import { nameOrderedIds } from './product-name-order.server'

const pIt = alias(productTranslations, 'p_it')
const pTr = alias(productTranslations, 'p_tr')
const cIt = alias(categoryTranslations, 'c_it')
const cTr = alias(categoryTranslations, 'c_tr')

export type ProductQuery = ProductFilter & {
  sort: (typeof productSorts)[number]
  page: number
  perPage: number
  /** The clock promotions are checked against (tests move it). */
  now?: Date
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
  ratingsScore: products.ratingsScore,
  ratingsCount: products.ratingsCount,
  categoryId: products.categoryId,
  slug: sql<string>`coalesce(${pTr.slug}, ${pIt.slug})`,
  name: sql<string>`coalesce(${pTr.name}, ${pIt.name})`,
  shortDescription: sql<string | null>`coalesce(${pTr.shortDescription}, ${pIt.shortDescription})`,
  categorySlug: sql<string>`coalesce(${cTr.slug}, ${cIt.slug})`,
  categoryName: sql<string>`coalesce(${cTr.name}, ${cIt.name})`,
  imageUrl: sql<
    string | null
  >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sortOrder}, ${productImages.id} limit 1)`,
}

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K] extends { _: { data: infer T } }
    ? T
    : (typeof summaryColumns)[K] extends SQL<infer U>
      ? U
      : never
}

export function toSummary(r: SummaryRow, tier: PriceTier, promotions: readonly PromotionTerms[] = []): ProductSummary {
  const prices = { base: r.basePrice, reseller: r.resellerPrice, other: r.otherPrice }
  const regular = priceFor(prices, tier)
  const promotion = bestPromotion(regular, promotions)
  return {
    id: r.id,
    sku: r.sku,
    slug: r.slug,
    name: r.name,
    short_description: r.shortDescription,
    category: { id: r.categoryId, slug: r.categorySlug, name: r.categoryName },
    price: promotion ? promotedPrice(regular, promotion) : regular,
    regular_price: promotion ? regular : null,
    promotion,
    base_price: priceFor(prices, 'base'),
    tier,
    image_url: r.imageUrl,
    made_to_measure: r.madeToMeasure,
    featured: r.featured,
    rating: r.ratingsCount > 0 ? { average: averageOf(r.ratingsScore, r.ratingsCount)!, count: r.ratingsCount } : null,
  }
}

/**
 * Published products by id, as summaries, in the order of `ids`; unknown or unpublished ids
 * are left out (collections, promotions).
 */
export async function productSummariesByIds(
  db: Db,
  ids: readonly number[],
  locale: Locale,
  tier: PriceTier,
  now: Date = new Date(),
): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const promotions = promotionsFor(db, ids, locale, now)
  const rows = await summaryRows(db, [...new Set(ids)], locale)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const promoted = await promotions
  const summaries = ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [toSummary(r, tier, promoted.get(id))] : []
  })
  return withListingOmnibus(db, summaries, tier, now)
}

async function readSummaryRows(db: Db, ids: readonly number[], locale: Locale): Promise<SummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(products)
    .innerJoin(pIt, and(eq(pIt.productId, products.id), eq(pIt.locale, baseLocale)))
    .leftJoin(pTr, and(eq(pTr.productId, products.id), eq(pTr.locale, locale)))
    .innerJoin(cIt, and(eq(cIt.categoryId, products.categoryId), eq(cIt.locale, baseLocale)))
    .leftJoin(cTr, and(eq(cTr.categoryId, products.categoryId), eq(cTr.locale, locale)))
    .where(and(inArray(products.id, ids), eq(products.published, true)))
}

/**
 * The stored rows behind a page of summaries (names, prices of every tier, first image), kept
 * per data version: a listing, a collection or a promotion page read again renders without SQL
 * (decision 054). The tier's price and the promotions running now are applied per request.
 */
const summaryRows = versionedMemo(readSummaryRows, (ids, locale) => `${locale}:${ids.join(',')}`, { maxEntries: 1000 })

/**
 * A page of a listing and its total. Searches list their matches (`searchMatches`, already in
 * relevance order and at most `MATCH_CAP`), so counting and sorting them is bounded; `capped`
 * says the search stopped at the cap (the total is then a lower bound).
 */
export async function searchProducts(
  db: Db,
  query: ProductQuery,
): Promise<{ items: ProductSummary[]; total: number; capped: boolean }> {
  const matches = query.matches
  const sort = query.sort === 'relevance' && !matches ? 'newest' : query.sort

  const capped = matches?.capped ?? false
  const offset = (query.page - 1) * query.perPage
  const summaries = (ids: number[]) => productSummariesByIds(db, ids, query.locale, query.tier, query.now)
  if (matches && !narrowsMatches(query) && sort === 'relevance') {
    // The matches already honour the scope (published, category, featured) of this data
    // version, in relevance order: without price or attribute filters they are the listing.
    return {
      total: matches.ids.length,
      capped,
      items: await summaries(matches.ids.slice(offset, offset + query.perPage)),
    }
  }
  if (matches && matches.ids.length === 0) return { items: [], total: 0, capped }
  // A category's listing by name is kept in order (product-name-order.server.ts); the whole
  // shop's, in Italian, walks the name index and stops at the page.
  if (!matches && sort === 'name_asc' && query.categoryIds) {
    const ids = await nameOrderedIds(db, query)
    return {
      total: ids.length,
      capped,
      items: await summaries(Array.from(ids.subarray(offset, offset + query.perPage))),
    }
  }
  // The page's ids first, from `products` alone (plus the names when sorting a search's
  // matches by name), then the summaries of those 24: the joins and the image subquery run
  // for one page, not for every row the sort reads.
  const [total, page] = await Promise.all([listingCount(db, query), listingPage(db, query, sort)])
  return { total, capped, items: await summaries(page) }
}

/** The ORDER BY of a listing's sort; built on a miss only (its SQL is a few objects per promotion). */
function orderOf(query: ProductQuery, sort: ProductQuery['sort']): SQL[] {
  const price = () => listingPrice(query)
  const nameOrder = query.locale === baseLocale ? pIt.name : sql`coalesce(${pTr.name}, ${pIt.name})`
  return {
    relevance: () => [sql`array_position(${intArray(query.matches?.ids ?? [])}, ${products.id})`],
    newest: () => [desc(products.createdAt), desc(products.id)],
    price_asc: () => [asc(price()), asc(products.id)],
    price_desc: () => [desc(price()), asc(products.id)],
    name_asc: () => [asc(nameOrder), asc(products.id)],
  }[sort]()
}

/** The ids of a listing's page. */
async function readPageIds(db: Db, query: ProductQuery, sort: ProductQuery['sort']): Promise<number[]> {
  const order = orderOf(query, sort)
  const pageIds = db.select({ id: products.id }).from(products).$dynamic()
  if (sort === 'name_asc') {
    pageIds.innerJoin(pIt, and(eq(pIt.productId, products.id), eq(pIt.locale, baseLocale)))
    if (query.locale !== baseLocale)
      pageIds.leftJoin(pTr, and(eq(pTr.productId, products.id), eq(pTr.locale, query.locale)))
  }
  const rows = await pageIds
    .where(productConditions(query))
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  return rows.map((r) => r.id)
}

/**
 * A listing's page of ids, kept per data version, filter, sort and page: the same category or
 * filtered page asked again costs no query (decision 054). The order follows from the sort
 * (and the search's matches, part of the filter key), so it is not part of the key.
 */
const listingPage = versionedMemo(
  readPageIds,
  (query, sort) => `${filterKey(query)}|${sort}|${query.page}|${query.perPage}`,
  { maxEntries: 500 },
)

async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(productConditions(filter))
  return Number(row?.n ?? 0)
}

/** A listing's total does not change with its page or sort: kept per data version and filter. */
const listingCount = versionedMemo(countProducts, filterKey, { maxEntries: 500 })
