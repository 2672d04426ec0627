import { and, asc, count, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  categoryTranslations,
  extraOptions,
  extraOptionTranslations,
  productAttributeValues,
  productCategories,
  productImages,
  productImageTranslations,
  products,
  productTranslations,
  productVariantImages,
  productVariants,
  productVariantTranslations,
  variantGroups,
  variantGroupTranslations,
} from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { baseLocale, localizePath, type Locale } from '~/lib/i18n/locales'
import { ilikeAny, orderOf, paged } from '../list-query.server'
import type { AdminProduct, AdminProductRow, adminProductsQuery } from './products.schemas'
import type { z } from 'zod'

// The back office's reads of products: the list (search, category, status) and one product
// as its form edits it, every locale at once.

const names = (rows: Array<{ locale: string; name: string }>) => Object.fromEntries(rows.map((r) => [r.locale, r.name]))

/** A text in the screen's language, else Italian. (Outer columns are written qualified: inside a
 * subquery an unqualified "category_id" would be the subquery's own column.) */
const inLocale = (column: SQL | typeof productTranslations.name, table: 'product' | 'category', locale: Locale) =>
  table === 'product'
    ? sql<string>`(select ${column} from ${productTranslations} t where t.product_id = "products"."id" order by t.locale = ${locale} desc, t.locale = ${baseLocale} desc limit 1)`
    : sql<string>`(select c.name from ${categoryTranslations} c where c.category_id = "products"."category_id" order by c.locale = ${locale} desc, c.locale = ${baseLocale} desc limit 1)`

export async function listProducts(db: Db, q: z.output<typeof adminProductsQuery>, locale: Locale) {
  const where: SQL[] = []
  if (q.q)
    where.push(
      or(
        ilikeAny(q.q, products.sku),
        exists(
          db
            .select({ x: sql`1` })
            .from(productTranslations)
            .where(and(eq(productTranslations.productId, products.id), ilikeAny(q.q, productTranslations.name))),
        ),
      )!,
    )
  if (q.category)
    where.push(
      or(
        eq(products.categoryId, q.category),
        exists(
          db
            .select({ x: sql`1` })
            .from(productCategories)
            .where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, q.category))),
        ),
      )!,
    )
  if (q.status) where.push(eq(products.published, q.status === 'active'))
  const cond = where.length ? and(...where) : undefined
  const name = inLocale(sql.raw('t.name'), 'product', locale)
  const sorts = { name, sku: products.sku, base_price: products.basePrice, updated_at: products.updatedAt }
  return paged(
    q,
    db
      .select({ n: count() })
      .from(products)
      .where(cond)
      .then((r) => Number(r[0]?.n ?? 0)),
    async (limit, offset) => {
      const rows = await db
        .select({
          p: products,
          name,
          slug: inLocale(sql.raw('t.slug'), 'product', locale),
          category: inLocale(sql.raw('c.name'), 'category', locale),
          image: sql<
            string | null
          >`(select i.url from ${productImages} i where i.product_id = "products"."id" order by i.sort_order, i.id limit 1)`,
        })
        .from(products)
        .where(cond)
        .orderBy(...orderOf(sorts, q, 'updated_at', products.id))
        .limit(limit)
        .offset(offset)
      return rows.map(
        (r): AdminProductRow => ({
          id: r.p.id,
          sku: r.p.sku,
          name: r.name ?? r.p.sku,
          slug: r.slug ?? '',
          category_id: r.p.categoryId,
          category_name: r.category ?? '',
          base_price: r.p.basePrice,
          active: r.p.published,
          image_url: r.image,
          updated_at: new Date(r.p.updatedAt).toISOString(),
        }),
      )
    },
  )
}

export async function loadProduct(db: Db, id: number): Promise<AdminProduct> {
  const [p] = await db.select().from(products).where(eq(products.id, id))
  if (!p) throw new HttpError('not_found')
  const [texts, cats, values, groups, options, images] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)),
    db
      .select({ id: productAttributeValues.valueId })
      .from(productAttributeValues)
      .where(eq(productAttributeValues.productId, id)),
    db
      .select()
      .from(variantGroups)
      .where(eq(variantGroups.productId, id))
      .orderBy(asc(variantGroups.sortOrder), asc(variantGroups.id)),
    db
      .select()
      .from(extraOptions)
      .where(eq(extraOptions.productId, id))
      .orderBy(asc(extraOptions.sortOrder), asc(extraOptions.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  ])
  const groupIds = groups.map((g) => g.id)
  const [groupTexts, variants, optionTexts, imageAlts] = await Promise.all([
    groupIds.length
      ? db.select().from(variantGroupTranslations).where(inArray(variantGroupTranslations.groupId, groupIds))
      : [],
    groupIds.length
      ? db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.groupId, groupIds))
          .orderBy(asc(productVariants.sortOrder), asc(productVariants.id))
      : [],
    options.length
      ? db
          .select()
          .from(extraOptionTranslations)
          .where(
            inArray(
              extraOptionTranslations.optionId,
              options.map((o) => o.id),
            ),
          )
      : [],
    images.length
      ? db
          .select()
          .from(productImageTranslations)
          .where(
            inArray(
              productImageTranslations.imageId,
              images.map((i) => i.id),
            ),
          )
      : [],
  ])
  const catSlugs = await db
    .select({ locale: categoryTranslations.locale, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, p.categoryId))
  const catSlug = catSlugs.find((c) => c.locale === baseLocale)?.slug ?? catSlugs[0]?.slug ?? ''
  const variantIds = variants.map((v) => v.id)
  const [variantTexts, variantImages] = variantIds.length
    ? await Promise.all([
        db.select().from(productVariantTranslations).where(inArray(productVariantTranslations.variantId, variantIds)),
        db
          .select()
          .from(productVariantImages)
          .where(inArray(productVariantImages.variantId, variantIds))
          .orderBy(asc(productVariantImages.sortOrder), asc(productVariantImages.id)),
      ])
    : [[], []]
  const it = texts.find((t) => t.locale === baseLocale) ?? texts[0]
  return {
    id: p.id,
    sku: p.sku,
    category_id: p.categoryId,
    categories: cats,
    base_price: p.basePrice,
    reseller_price: p.resellerPrice,
    other_price: p.otherPrice,
    weight_grams: p.weightGrams,
    made_to_measure: p.madeToMeasure,
    lead_time_days: p.leadTimeDays,
    vat_rate: p.vatRate,
    active: p.published,
    featured: p.featured,
    extras_combinable: p.extrasCombinable,
    translations: Object.fromEntries(
      texts.map((t) => [
        t.locale,
        {
          name: t.name,
          slug: t.slug,
          short_description: t.shortDescription,
          description: t.description,
          seo_title: t.seoTitle,
          seo_description: t.seoDescription,
        },
      ]),
    ),
    variant_groups: groups.map((g) => ({
      id: g.id,
      code: g.code,
      required: g.required,
      name: names(groupTexts.filter((t) => t.groupId === g.id)),
      variants: variants
        .filter((v) => v.groupId === g.id)
        .map((v) => ({
          id: v.id,
          sku: v.sku,
          name: names(variantTexts.filter((t) => t.variantId === v.id)),
          base_price: v.basePrice,
          reseller_price: v.resellerPrice,
          other_price: v.otherPrice,
          active: v.active,
          images: variantImages.filter((i) => i.variantId === v.id).map((i) => i.url),
        })),
    })),
    extra_options: options.map((o) => ({
      id: o.id,
      code: o.code,
      name: names(optionTexts.filter((t) => t.optionId === o.id)),
      package_price: o.packagePrice,
      reseller_package_price: o.resellerPackagePrice,
      other_package_price: o.otherPackagePrice,
    })),
    attribute_values: values,
    images: images.map((i) => ({
      url: i.url,
      alt: {
        ...(i.alt ? { [baseLocale]: i.alt } : {}),
        ...Object.fromEntries(imageAlts.filter((a) => a.imageId === i.id).map((a) => [a.locale, a.alt])),
      },
    })),
    preview_path: it ? localizePath(`/negozio/${catSlug}/${it.slug}`, baseLocale) : '/negozio',
  }
}
