import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import {
  attributes, attributeTranslations, attributeValues, attributeValueTranslations, categoryTranslations, extraOptions,
  extraOptionTranslations, productAttributeValues, productImages, products, productTranslations, productVariants,
  productVariantTranslations, variantGroups, variantGroupTranslations,
} from '~/db/schema'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { pickTranslation, translationsBy } from '~/lib/i18n/translation'
import { priceFor, type PriceTier } from './pricing'
import { lowestBeforeReduction, productPriceHistory } from './omnibus.server'
import type { Product } from './catalog.schemas'

const slugMap = (rows: Array<{ locale: string; slug: string }>) => {
  const italian = rows.find((r) => r.locale === baseLocale)?.slug ?? ''
  return Object.fromEntries(locales.map((l) => [l, rows.find((r) => r.locale === l)?.slug ?? italian]))
}

/** A published product by its slug in any locale, priced for `tier`, texts in `locale`. */
export async function findProduct(db: Db, slug: string, locale: Locale, tier: PriceTier): Promise<Product | null> {
  const [match] = await db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(eq(productTranslations.slug, slug), eq(products.published, true)))
    .orderBy(sql`${productTranslations.locale} = ${locale} desc`, sql`${productTranslations.locale} = ${baseLocale} desc`)
    .limit(1)
  if (!match) return null
  const id = match.id
  const want = [...new Set([locale, baseLocale])]

  const [[product], texts, images, groups, options, attributeRows] = await Promise.all([
    db.select().from(products).where(eq(products.id, id)),
    // Not the search document: every column but `search`.
    db
      .select({
        productId: productTranslations.productId,
        locale: productTranslations.locale,
        name: productTranslations.name,
        slug: productTranslations.slug,
        shortDescription: productTranslations.shortDescription,
        description: productTranslations.description,
      })
      .from(productTranslations)
      .where(eq(productTranslations.productId, id)),
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db.select().from(variantGroups).where(eq(variantGroups.productId, id)).orderBy(asc(variantGroups.sortOrder), asc(variantGroups.id)),
    db.select().from(extraOptions).where(eq(extraOptions.productId, id)).orderBy(asc(extraOptions.sortOrder), asc(extraOptions.id)),
    db
      .select({ attributeId: attributes.id, code: attributes.code, valueId: attributeValues.id, valueCode: attributeValues.code })
      .from(productAttributeValues)
      .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
      .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
      .where(eq(productAttributeValues.productId, id))
      .orderBy(asc(attributes.sortOrder), asc(attributeValues.sortOrder)),
  ])
  const text = pickTranslation(texts, locale)
  if (!product || !text) return null

  const groupIds = groups.map((g) => g.id)
  const optionIds = options.map((o) => o.id)
  const attrIds = [...new Set(attributeRows.map((a) => a.attributeId))]
  const valueIds = attributeRows.map((a) => a.valueId)
  const none = [-1]
  const [categoryTexts, groupTexts, variants, optionTexts, attrTexts, valueTexts] = await Promise.all([
    db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, product.categoryId)),
    db.select().from(variantGroupTranslations).where(and(inArray(variantGroupTranslations.groupId, groupIds.length ? groupIds : none), inArray(variantGroupTranslations.locale, want))),
    db.select().from(productVariants).where(and(inArray(productVariants.groupId, groupIds.length ? groupIds : none), eq(productVariants.active, true))).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    db.select().from(extraOptionTranslations).where(and(inArray(extraOptionTranslations.optionId, optionIds.length ? optionIds : none), inArray(extraOptionTranslations.locale, want))),
    db.select().from(attributeTranslations).where(and(inArray(attributeTranslations.attributeId, attrIds.length ? attrIds : none), inArray(attributeTranslations.locale, want))),
    db.select().from(attributeValueTranslations).where(and(inArray(attributeValueTranslations.valueId, valueIds.length ? valueIds : none), inArray(attributeValueTranslations.locale, want))),
  ])
  const history = await productPriceHistory(db, id, tier)
  const variantIds = variants.map((v) => v.id)
  const variantTexts = variantIds.length
    ? await db.select().from(productVariantTranslations).where(and(inArray(productVariantTranslations.variantId, variantIds), inArray(productVariantTranslations.locale, want)))
    : []

  const category = pickTranslation(categoryTexts, locale)
  const groupText = translationsBy(groupTexts, (t) => t.groupId, locale)
  const variantText = translationsBy(variantTexts, (t) => t.variantId, locale)
  const optionText = translationsBy(optionTexts, (t) => t.optionId, locale)
  const attrText = translationsBy(attrTexts, (t) => t.attributeId, locale)
  const valueText = translationsBy(valueTexts, (t) => t.valueId, locale)
  const prices = { base: product.basePrice, reseller: product.resellerPrice, other: product.otherPrice }
  const limits = [product.minWidthMm, product.maxWidthMm, product.minHeightMm, product.maxHeightMm]

  return {
    id: product.id,
    sku: product.sku,
    slug: text.slug,
    name: text.name,
    short_description: text.shortDescription,
    description: text.description,
    category: { id: product.categoryId, slug: category?.slug ?? '', name: category?.name ?? '' },
    price: priceFor(prices, tier),
    base_price: priceFor(prices, 'base'),
    tier,
    image_url: images[0]?.url ?? null,
    made_to_measure: product.madeToMeasure,
    featured: product.featured,
    weight_grams: product.weightGrams,
    lead_time_days: product.leadTimeDays,
    size_limits_mm: limits.every((n) => n !== null)
      ? { min_width: limits[0]!, max_width: limits[1]!, min_height: limits[2]!, max_height: limits[3]! }
      : null,
    images: images.map((i) => ({ url: i.url, alt: i.alt ?? text.name, width: i.width, height: i.height })),
    attributes: attrIds.map((aid) => ({
      code: attributeRows.find((a) => a.attributeId === aid)!.code,
      name: attrText.get(aid)?.name ?? '',
      values: attributeRows.filter((a) => a.attributeId === aid).map((a) => valueText.get(a.valueId)?.name ?? a.valueCode),
    })),
    variant_groups: groups.map((g) => ({
      id: g.id,
      code: g.code,
      name: groupText.get(g.id)?.name ?? g.code,
      required: g.required,
      variants: variants
        .filter((v) => v.groupId === g.id)
        .map((v) => {
          const vp = { base: v.basePrice, reseller: v.resellerPrice, other: v.otherPrice }
          return {
            id: v.id,
            sku: v.sku,
            name: variantText.get(v.id)?.name ?? v.sku,
            price: priceFor(vp, tier),
            prices: { base_price: priceFor(vp, 'base') },
            swatch: v.swatch,
          }
        }),
    })),
    extra_options: options.map((o) => ({
      id: o.id,
      code: o.code,
      name: optionText.get(o.id)?.name ?? o.code,
      description: optionText.get(o.id)?.description ?? null,
      package_price: priceFor({ base: o.packagePrice, reseller: o.resellerPackagePrice, other: o.otherPackagePrice }, tier),
    })),
    lowest_price_30d: lowestBeforeReduction(history, priceFor(prices, tier)),
    slugs: slugMap(texts),
    category_slugs: slugMap(categoryTexts),
  }
}
