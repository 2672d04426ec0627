import { movedSlug } from '~/domains/content/slug-history.server'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { collectionProducts, collections, collectionTranslations, products } from '~/db/schema'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { pickTranslation, translationsBy } from '~/lib/i18n/translation'
import type { Collection, CollectionDetail } from './collections.contract'
import type { PriceTier } from './pricing'

import { productSummariesByIds } from './product-list.server'

export { productSummariesByIds }

type CollectionRow = typeof collections.$inferSelect
type CollectionText = typeof collectionTranslations.$inferSelect

function toCollection(
  c: CollectionRow,
  text: CollectionText,
  texts: readonly CollectionText[],
  productCount: number,
): Collection {
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

/**
 * Published collections in their sort order, each with its count of published products: the
 * same for every visitor until the data changes, so read once per data version (decision 056).
 */
export const listPublishedCollections = versionedMemo(readPublishedCollections, (locale: Locale) => locale)

async function readPublishedCollections(db: Db, locale: Locale): Promise<Collection[]> {
  const [rows, texts, counts] = await Promise.all([
    db
      .select()
      .from(collections)
      .where(eq(collections.published, true))
      .orderBy(asc(collections.sortOrder), asc(collections.id)),
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

/** A published collection by its slug in any locale, with its products priced for `tier`; null if unknown. */
export async function findCollection(
  db: Db,
  slug: string,
  locale: Locale,
  tier: PriceTier,
): Promise<CollectionDetail | null> {
  const found = await collectionBySlug(db, slug, locale)
  if (!found) return null
  // The members' stored rows are kept too (`productSummariesByIds`); the tier's prices and the
  // promotions running now are applied per request.
  const items = await productSummariesByIds(db, found.productIds, locale, tier)
  return {
    ...toCollection(found.collection, found.text, found.texts, items.length),
    locale: found.text.locale,
    products: items,
  }
}

/** A collection's row, texts and member ids by slug, per data version (slugs come from visitors: bounded). */
const collectionBySlug = versionedMemo(readCollectionBySlug, (slug: string, locale: Locale) => `${locale} ${slug}`, {
  maxEntries: 1000,
})

type KeptCollection = { collection: CollectionRow; text: CollectionText; texts: CollectionText[]; productIds: number[] }

async function readCollectionBySlug(db: Db, slug: string, locale: Locale): Promise<KeptCollection | null> {
  const [match] = await db
    .select({ collectionId: collectionTranslations.collectionId })
    .from(collectionTranslations)
    .innerJoin(collections, eq(collections.id, collectionTranslations.collectionId))
    .where(and(eq(collectionTranslations.slug, slug), eq(collections.published, true)))
    .orderBy(
      sql`${collectionTranslations.locale} = ${locale} desc`,
      sql`${collectionTranslations.locale} = ${baseLocale} desc`,
    )
    .limit(1)
  if (!match) {
    // An old address of a renamed collection: the page answers 301 to the live one (decision 025).
    const moved = await movedSlug(db, 'collection', slug)
    return moved ? readCollectionBySlug(db, moved, locale) : null
  }
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
  return { collection, text, texts, productIds: members.map((m) => m.productId) }
}
