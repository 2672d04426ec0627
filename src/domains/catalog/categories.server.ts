import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { movedSlug } from '~/domains/content/slug-history.server'
import {
  slugHistory,
  attributeTranslations,
  attributes,
  attributeValues,
  attributeValueTranslations,
  categories,
  categoryTranslations,
} from '~/db/schema'
import { baseLocale, locales as allLocales, type Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'
import type { Category } from './catalog.schemas'
import { rowsOf } from '~/db/rows'

/**
 * The category tree with product counts. Counting groups every published product (~120 ms at
 * 100,000 products), so the tree is computed once per data version and locale.
 */
export const listCategoryTree = versionedMemo(readCategoryTree, (locale: Locale) => locale)

/**
 * Published products per category, its sub-categories included, by main or further category
 * (`product_categories`), each product once: one in a sub-category and, as a further category,
 * in its sibling counts once for the parent. `union` (not `union all`) in the walk also ends it
 * should the tree ever hold a loop.
 */
const countsSql = sql`
  with recursive below(id, root) as (
    select id, id from categories
    union
    select c.id, b.root from categories c join below b on c.parent_id = b.id
  ),
  links(category_id, product_id) as (
    select p.category_id, p.id from products p where p.published
    union
    select pc.category_id, pc.product_id from product_categories pc join products p on p.id = pc.product_id where p.published
  )
  select b.root as category_id, count(distinct l.product_id)::int as n
  from below b join links l on l.category_id = b.id
  group by b.root`

async function readCategoryTree(db: Db, locale: Locale): Promise<Category[]> {
  const [rows, texts, counts, former] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(categoryTranslations),
    db.execute<{ category_id: number; n: number }>(countsSql),
    db
      .select({ id: slugHistory.targetId, slug: slugHistory.slug })
      .from(slugHistory)
      .where(eq(slugHistory.kind, 'category')),
  ])
  const text = translationsBy(texts, (t) => t.categoryId, locale)
  const countRows = rowsOf<{ category_id: number; n: number }>(counts)
  const total = new Map(countRows.map((c) => [Number(c.category_id), Number(c.n)]))
  return rows.flatMap((c) => {
    const t = text.get(c.id)
    if (!t) return []
    return [
      {
        id: c.id,
        parent_id: c.parentId,
        name: t.name,
        slug: t.slug,
        description: t.description,
        image: c.image,
        featured: c.featured,
        product_count: total.get(c.id) ?? 0,
        slugs: Object.fromEntries(
          allLocales.map((l) => [l, (texts.find((x) => x.categoryId === c.id && x.locale === l) ?? t).slug]),
        ),
        former_slugs: former.filter((f) => f.id === c.id).map((f) => f.slug),
      },
    ]
  })
}

/**
 * A category id and its descendants' ids, by a slug in any locale; null if unknown. Kept per
 * data version (two queries on every listing otherwise); bounded, since visitors type slugs.
 */
export const categoryScope = versionedMemo(readCategoryScope, (slug: string) => slug, { maxEntries: 1000 })

async function readCategoryScope(db: Db, slug: string): Promise<number[] | null> {
  const [match] = await db
    .select({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.slug, slug))
    .limit(1)
  if (!match) {
    // An old address of a renamed category lists what the category holds now (decision 025).
    const moved = await movedSlug(db, 'category', slug)
    return moved ? readCategoryScope(db, moved) : null
  }
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories)
  const scope = new Set([match.id])
  let grew = true
  while (grew) {
    grew = false
    for (const c of all) {
      if (c.parentId && scope.has(c.parentId) && !scope.has(c.id)) {
        scope.add(c.id)
        grew = true
      }
    }
  }
  return [...scope]
}

/** Attributes with their values, kept per data version and locale (every listing's facets name them). */
export const listAttributesWithValues = versionedMemo(readAttributesWithValues, (locale: Locale) => locale)

async function readAttributesWithValues(db: Db, locale: Locale) {
  const locales = [...new Set([locale, baseLocale])]
  const [attrs, attrTexts, values, valueTexts] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.sortOrder), asc(attributes.id)),
    db.select().from(attributeTranslations).where(inArray(attributeTranslations.locale, locales)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sortOrder), asc(attributeValues.id)),
    db
      .select()
      .from(attributeValueTranslations)
      .where(and(inArray(attributeValueTranslations.locale, locales))),
  ])
  const attrText = translationsBy(attrTexts, (t) => t.attributeId, locale)
  const valueText = translationsBy(valueTexts, (t) => t.valueId, locale)
  return attrs.map((a) => ({
    id: a.id,
    code: a.code,
    name: attrText.get(a.id)?.name ?? a.code,
    filterable: a.filterable,
    values: values
      .filter((v) => v.attributeId === a.id)
      .map((v) => ({ id: v.id, code: v.code, name: valueText.get(v.id)?.name ?? v.code })),
  }))
}
