import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import {
  categoryTranslations,
  collectionProducts,
  collections,
  collectionTranslations,
  productImages,
  products,
  productTranslations,
} from '~/db/schema'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { pickTranslation, translationsBy } from '~/lib/i18n/translation'
import type { ProductSummary } from './catalog.schemas'
import type { Collection, CollectionDetail } from './collections.contract'
import { priceFor, type PriceTier } from './pricing'

const pIt = alias(productTranslations, 'p_it')
const pTr = alias(productTranslations, 'p_tr')
const cIt = alias(categoryTranslations, 'c_it')
const cTr = alias(categoryTranslations, 'c_tr')

/**
 * Published products by id, as catalogue summaries (same translation fallback and tier pricing
 * as the product list), in the order of `ids`. Unknown or unpublished ids are left out.
 */
export async function productSummariesByIds(db: Db, ids: readonly number[], locale: Locale, tier: PriceTier): Promise<ProductSummary[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
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
    })
    .from(products)
    .innerJoin(pIt, and(eq(pIt.productId, products.id), eq(pIt.locale, baseLocale)))
    .leftJoin(pTr, and(eq(pTr.productId, products.id), eq(pTr.locale, locale)))
    .innerJoin(cIt, and(eq(cIt.categoryId, products.categoryId), eq(cIt.locale, baseLocale)))
    .leftJoin(cTr, and(eq(cTr.categoryId, products.categoryId), eq(cTr.locale, locale)))
    .where(and(inArray(products.id, [...new Set(ids)]), eq(products.published, true)))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id): ProductSummary[] => {
    const r = byId.get(id)
    if (!r) return []
    const prices = { base: r.basePrice, reseller: r.resellerPrice, other: r.otherPrice }
    return [
      {
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
      },
    ]
  })
}

type CollectionRow = typeof collections.$inferSelect
type CollectionText = typeof collectionTranslations.$inferSelect

function toCollection(c: CollectionRow, text: CollectionText, texts: readonly CollectionText[], productCount: number): Collection {
  const own = texts.filter((x) => x.collectionId === c.id)
  const italian = own.find((x) => x.locale === baseLocale) ?? text
  return {
    id: c.id,
    slug: text.slug,
    name: text.name,
    description: text.description,
    image: c.image,
    product_count: productCount,
    slugs: Object.fromEntries(locales.map((l) => [l, (own.find((x) => x.locale === l) ?? italian).slug])),
  }
}

/** Published collections in their sort order, each with its count of published products. */
export async function listPublishedCollections(db: Db, locale: Locale): Promise<Collection[]> {
  const [rows, texts, counts] = await Promise.all([
    db.select().from(collections).where(eq(collections.published, true)).orderBy(asc(collections.sortOrder), asc(collections.id)),
    db.select().from(collectionTranslations),
    db
      .select({ collectionId: collectionProducts.collectionId, n: count() })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(eq(products.published, true))
      .groupBy(collectionProducts.collectionId),
  ])
  const text = translationsBy(texts, (t) => t.collectionId, locale)
  const n = new Map(counts.map((c) => [c.collectionId, Number(c.n)]))
  return rows.flatMap((c) => {
    const t = text.get(c.id)
    return t ? [toCollection(c, t, texts, n.get(c.id) ?? 0)] : []
  })
}

/** A published collection by its slug in any locale, with its products; null if unknown. */
export async function findCollection(db: Db, slug: string, locale: Locale, tier: PriceTier): Promise<CollectionDetail | null> {
  const [match] = await db
    .select({ collectionId: collectionTranslations.collectionId })
    .from(collectionTranslations)
    .innerJoin(collections, eq(collections.id, collectionTranslations.collectionId))
    .where(and(eq(collectionTranslations.slug, slug), eq(collections.published, true)))
    .orderBy(sql`${collectionTranslations.locale} = ${locale} desc`, sql`${collectionTranslations.locale} = ${baseLocale} desc`)
    .limit(1)
  if (!match) return null
  const [[collection], texts, members] = await Promise.all([
    db.select().from(collections).where(eq(collections.id, match.collectionId)),
    db.select().from(collectionTranslations).where(eq(collectionTranslations.collectionId, match.collectionId)),
    db
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, match.collectionId))
      .orderBy(asc(collectionProducts.sortOrder), asc(collectionProducts.productId)),
  ])
  const text = pickTranslation(texts, locale)
  if (!collection || !text) return null
  const items = await productSummariesByIds(db, members.map((m) => m.productId), locale, tier)
  return { ...toCollection(collection, text, texts, items.length), locale: text.locale, products: items }
}
