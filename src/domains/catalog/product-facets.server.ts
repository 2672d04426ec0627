import { and, count, eq, or, sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { attributes, attributeValues, productAttributeValues, products } from '~/db/schema'
import type { Facets } from './catalog.schemas'
import { listAttributesWithValues } from './categories.server'
import { filterKey, hasAnyValue, listingPrice, productConditions, type ProductFilter } from './product-filters.server'
import { sizeRange } from './product-sizes.server'

/**
 * Facet counts for a listing, computed the usual "disjunctive" way: a value's count is the
 * number of products matching every filter except the other values of its own attribute, so
 * ticking a second value of the same attribute shows what it would add. One grouped query for
 * the attribute values, one for the price range (every filter but the price one), one for
 * the sizes (every filter but the size one).
 */
async function readFacets(db: Db, filter: ProductFilter): Promise<Facets> {
  const groups = filter.attributeGroups ?? []
  const otherGroups = groups.map((g) => or(eq(attributeValues.attributeId, g.attributeId), hasAnyValue(g.valueIds)))
  const price = listingPrice(filter)
  const [counts, [range], names, size] = await Promise.all([
    db
      .select({ valueId: productAttributeValues.valueId, n: count() })
      .from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
      .innerJoin(attributes, and(eq(attributes.id, attributeValues.attributeId), eq(attributes.filterable, true)))
      .innerJoin(products, eq(products.id, productAttributeValues.productId))
      .where(and(productConditions(filter, ['attributes']), ...otherGroups))
      .groupBy(productAttributeValues.valueId),
    db
      .select({
        min: sql<number | null>`min(${price})`,
        max: sql<number | null>`max(${price})`,
        n: sql<number>`count(*)`,
      })
      .from(products)
      .where(productConditions(filter, ['price'])),
    listAttributesWithValues(db, filter.locale),
    sizeRange(db, productConditions(filter, ['size'])),
  ])
  const countOf = new Map(counts.map((c) => [c.valueId, Number(c.n)]))
  const selected = new Set(groups.flatMap((g) => g.valueIds))
  return {
    attributes: names
      .filter((a) => a.filterable)
      .map((a) => ({
        code: a.code,
        name: a.name,
        values: a.values
          .map((v) => ({ code: v.code, name: v.name, count: countOf.get(v.id) ?? 0, selected: selected.has(v.id) }))
          .filter((v) => v.count > 0 || v.selected),
      }))
      .filter((a) => a.values.length > 0),
    price:
      range && range.min !== null && range.max !== null ? { min: Number(range.min), max: Number(range.max) } : null,
    size,
  }
}

/**
 * A listing's facets do not change with its page or sort, and cost ~100 ms for a category of
 * 28,000 products: they are kept per data version and filter (a search's by what was
 * searched, whose matches are kept alike).
 */
export const productFacets = versionedMemo(readFacets, filterKey, { maxEntries: 500 })
