import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { attributes, attributeValues, productAttributeValues, products } from '~/db/schema'
import type { Locale } from '~/lib/i18n/locales'
import type { PriceTier } from './pricing'
import { inCategories } from './category-scope.server'
import { intArray, type SearchMatches } from './search-matches.server'
import { fitsOpening, sizeKey } from './product-sizes.server'
import type { OpeningSize } from './size-query'
import { tierColumn, visitorPriceSql, type RunningPromotion } from './visitor-price.server'

/** Selected values of one filterable attribute: a product needs any one of them. */
export type AttributeGroup = { attributeId: number; valueIds: number[] }

export type ProductFilter = {
  locale: Locale
  tier: PriceTier
  categoryIds?: number[]
  /** A search's matches (`searchMatches`): the listing is restricted to them. */
  matches?: SearchMatches
  featured?: boolean
  attributeGroups?: AttributeGroup[]
  priceMin?: number
  priceMax?: number
  /** The opening (mm) the products must fit: their limits or a configurator model's (decision 098). */
  size?: OpeningSize
  /**
   * The promotions running now (`runningPromotions`): the price filter, sort and facet use the
   * price after them, the one the visitor pays. Absent or empty: the tier price.
   */
  promotions?: readonly RunningPromotion[]
}

/** The visitor's price of a listing row: tier price less the best running promotion. */
export const listingPrice = (f: ProductFilter) => visitorPriceSql(f.tier, f.promotions)

/** The filter as a memo key (listing totals, facets), a search by what was searched. */
export const filterKey = (f: ProductFilter) =>
  JSON.stringify([
    f.locale,
    f.tier,
    f.categoryIds ?? null,
    f.featured ?? null,
    f.attributeGroups ?? [],
    f.priceMin ?? null,
    f.priceMax ?? null,
    sizeKey(f.size),
    f.matches?.key ?? null,
    (f.promotions ?? []).map((p) => p.id),
  ])

/** Filters a search's matches do not already apply (they cover the scope: category, featured). */
export const narrowsMatches = (f: ProductFilter) =>
  (f.attributeGroups?.length ?? 0) > 0 || f.priceMin !== undefined || f.priceMax !== undefined || f.size !== undefined

/**
 * A product has one of the group's values. `IN (subquery)` rather than a correlated EXISTS:
 * inside the facets' OR it stays a hashed subplan run once, not once per row.
 */
export const hasAnyValue = (valueIds: number[]) =>
  sql`${products.id} in (select ${productAttributeValues.productId} from ${productAttributeValues} where ${inArray(productAttributeValues.valueId, valueIds)})`

export type FilterPart = 'price' | 'attributes' | 'size'

/** The WHERE clause of a product listing; `without` leaves parts out (facet counts). */
export function productConditions(f: ProductFilter, without: FilterPart[] = []): SQL {
  const price = listingPrice(f)
  const conditions: Array<SQL | undefined> = [eq(products.published, true)]
  if (f.categoryIds) conditions.push(inCategories(f.categoryIds))
  if (f.featured !== undefined) conditions.push(eq(products.featured, f.featured))
  if (f.matches) conditions.push(sql`${products.id} = any(${intArray(f.matches.ids)})`)
  if (!without.includes('price')) {
    if (f.priceMin !== undefined) conditions.push(gte(price, f.priceMin))
    // A promotion only lowers a price: the tier price is at least the minimum too, and that
    // condition can use the tier price index.
    if (f.priceMin !== undefined && f.promotions?.length) conditions.push(gte(tierColumn[f.tier], f.priceMin))
    if (f.priceMax !== undefined) conditions.push(lte(price, f.priceMax))
  }
  if (f.size && !without.includes('size')) conditions.push(fitsOpening(f.size))
  if (!without.includes('attributes')) for (const g of f.attributeGroups ?? []) conditions.push(hasAnyValue(g.valueIds))
  return and(...conditions)!
}

/**
 * `attribute.value` codes → groups of value ids per filterable attribute; unknown codes and
 * values of attributes that are not filterable are dropped.
 */
export async function resolveAttributeFilters(db: Db, codes: readonly string[]): Promise<AttributeGroup[]> {
  if (codes.length === 0) return []
  const wanted = new Set(codes)
  const attributeCodes = [...new Set(codes.map((c) => c.split('.')[0]!))]
  const rows = await db
    .select({
      attributeId: attributes.id,
      attribute: attributes.code,
      valueId: attributeValues.id,
      value: attributeValues.code,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(and(eq(attributes.filterable, true), inArray(attributes.code, attributeCodes)))
  const groups = new Map<number, number[]>()
  for (const r of rows) {
    if (!wanted.has(`${r.attribute}.${r.value}`)) continue
    groups.set(r.attributeId, [...(groups.get(r.attributeId) ?? []), r.valueId])
  }
  return [...groups].map(([attributeId, valueIds]) => ({ attributeId, valueIds }))
}
