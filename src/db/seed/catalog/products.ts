import type { Locale } from '../../../lib/i18n/locales'
import {
  extraOptions,
  extraOptionTranslations,
  priceHistory,
  productAttributeValues,
  productImages as productImagesTable,
  productImageTranslations,
  productTranslations,
  products,
  productVariantImages,
  productVariants,
  productVariantTranslations,
  variantGroups,
  variantGroupTranslations,
} from '../../schema'
import { daysAgo, must, perLocale, report, slugify, tierPrices, type SeedContext } from '../context'
import { extraSeeds } from './options'
import { productImages, variantImages } from './product-images'
import type { ProductSeed } from './product-types'
import { handlesAndHardware } from './products-hardware'
import { interiorDoors } from './products-interior'
import { frenchDoorsAndShutters } from './products-outdoor'
import { securityDoors } from './products-security'
import { slidingAndFlushDoors } from './products-sliding'
import { windows } from './products-windows'

export const productSeeds: ProductSeed[] = [
  ...interiorDoors,
  ...slidingAndFlushDoors,
  ...securityDoors,
  ...windows,
  ...frenchDoorsAndShutters,
  ...handlesAndHardware,
]

export const productSlug = (p: ProductSeed, locale: Locale) => slugify(p.name[locale])

/** Returns sku → id for every product, inserting the missing ones with all their parts. */
export async function seedProducts(
  ctx: SeedContext,
  categoryIds: Map<string, number>,
  valueIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows = await ctx.tx.select({ id: products.id, sku: products.sku }).from(products)
  const ids = new Map(rows.map((r) => [r.sku, r.id]))
  let count = 0
  for (const [i, p] of productSeeds.entries()) {
    if (ids.has(p.sku)) continue
    const categoryId = must(categoryIds, p.category, 'category')
    // Staggered creation dates so "newest first" has a stable, meaningful order.
    const id = await insertProduct(ctx, p, categoryId, daysAgo(ctx.now, 90 - i))
    await insertAttributes(ctx, id, p, valueIds)
    await insertVariants(ctx, id, p)
    await insertExtras(ctx, id, p)
    await insertPriceHistory(ctx, id, p)
    ids.set(p.sku, id)
    count++
  }
  report(ctx, 'products (with translations, images, variants, extras, price history)', count)
  return ids
}

async function insertProduct(ctx: SeedContext, p: ProductSeed, categoryId: number, createdAt: Date) {
  const prices = tierPrices(p.price)
  const [row] = await ctx.tx
    .insert(products)
    .values({
      categoryId,
      sku: p.sku,
      basePrice: prices.base,
      resellerPrice: prices.reseller,
      otherPrice: prices.other,
      weightGrams: p.weightGrams,
      madeToMeasure: p.size !== undefined,
      minWidthMm: p.size?.width[0] ?? p.fixedSize?.width ?? null,
      maxWidthMm: p.size?.width[1] ?? p.fixedSize?.width ?? null,
      minHeightMm: p.size?.height[0] ?? p.fixedSize?.height ?? null,
      maxHeightMm: p.size?.height[1] ?? p.fixedSize?.height ?? null,
      leadTimeDays: p.leadTimeDays,
      featured: p.featured ?? false,
      // Fitting and taking the old one away are two jobs one visit does (decision 109).
      extrasCombinable: combinableExtras(p),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: products.id })
  if (!row) throw new Error(`product ${p.sku} not inserted`)
  await ctx.tx.insert(productTranslations).values(
    perLocale((locale) => ({
      productId: row.id,
      locale,
      name: p.name[locale],
      slug: productSlug(p, locale),
      shortDescription: p.short[locale],
      description: p.description[locale],
    })),
  )
  const specs = productImages(p)
  const images = await ctx.tx
    .insert(productImagesTable)
    .values(
      specs.map((img, sortOrder) => ({
        productId: row.id,
        url: img.url,
        alt: img.alt,
        width: img.width,
        height: img.height,
        sortOrder,
      })),
    )
    .returning({ id: productImagesTable.id })
  await ctx.tx
    .insert(productImageTranslations)
    .values(
      images.flatMap((image, i) => perLocale((locale) => ({ imageId: image.id, locale, alt: specs[i]!.alts[locale] }))),
    )
  return row.id
}

async function insertAttributes(ctx: SeedContext, productId: number, p: ProductSeed, valueIds: Map<string, number>) {
  const values = p.attrs.map((ref) => ({ productId, valueId: must(valueIds, ref, 'attribute value') }))
  if (values.length > 0) await ctx.tx.insert(productAttributeValues).values(values)
}

async function insertVariants(ctx: SeedContext, productId: number, p: ProductSeed) {
  const images = variantImages(p)
  for (const [g, group] of p.variants.entries()) {
    const [row] = await ctx.tx
      .insert(variantGroups)
      .values({ productId, code: group.code, required: group.required, sortOrder: g * 10 })
      .returning({ id: variantGroups.id })
    if (!row) throw new Error(`variant group ${p.sku}/${group.code} not inserted`)
    await ctx.tx
      .insert(variantGroupTranslations)
      .values(perLocale((locale) => ({ groupId: row.id, locale, name: group.name[locale] })))
    const inserted = await ctx.tx
      .insert(productVariants)
      .values(
        group.options.map((o, sortOrder) => {
          const prices = tierPrices(o.surcharge)
          return {
            groupId: row.id,
            sku: `${p.sku}-${o.code}`,
            basePrice: prices.base,
            resellerPrice: prices.reseller,
            otherPrice: prices.other,
            swatch: o.swatch ?? null,
            sortOrder: sortOrder * 10,
          }
        }),
      )
      .returning({ id: productVariants.id, sku: productVariants.sku })
    const variantIds = new Map(inserted.map((v) => [v.sku, v.id]))
    const photos =
      group.code === 'finitura'
        ? group.options.flatMap((o) => {
            const img = images.get(o.code)
            return img ? [{ o, img }] : []
          })
        : []
    if (photos.length) {
      await ctx.tx.insert(productVariantImages).values(
        photos.map(({ o, img }) => ({
          variantId: must(variantIds, `${p.sku}-${o.code}`, 'variant'),
          url: img.url,
          width: img.width,
          height: img.height,
        })),
      )
    }
    await ctx.tx.insert(productVariantTranslations).values(
      group.options.flatMap((o) =>
        perLocale((locale) => ({
          variantId: must(variantIds, `${p.sku}-${o.code}`, 'variant'),
          locale,
          name: o.name[locale],
        })),
      ),
    )
  }
}

/** Installation and taking the old unit away are done on one visit: where both are offered, the extras combine. */
const combinableExtras = (p: ProductSeed) => {
  const codes = new Set(p.extras.map((ref) => (Array.isArray(ref) ? ref[0] : ref)))
  return codes.has('posa-in-opera') && codes.has('smaltimento')
}

async function insertExtras(ctx: SeedContext, productId: number, p: ProductSeed) {
  if (p.extras.length === 0) return
  const chosen = p.extras.map((ref) => {
    const [code, price] = Array.isArray(ref) ? ref : [ref, undefined]
    return { code, extra: extraSeeds[code], prices: tierPrices(price ?? extraSeeds[code].price) }
  })
  const inserted = await ctx.tx
    .insert(extraOptions)
    .values(
      chosen.map((c, sortOrder) => ({
        productId,
        code: c.code,
        packagePrice: c.prices.base,
        resellerPackagePrice: c.prices.reseller,
        otherPackagePrice: c.prices.other,
        sortOrder: sortOrder * 10,
      })),
    )
    .returning({ id: extraOptions.id, code: extraOptions.code })
  const optionIds = new Map(inserted.map((o) => [o.code, o.id]))
  await ctx.tx.insert(extraOptionTranslations).values(
    chosen.flatMap((c) =>
      perLocale((locale) => ({
        optionId: must(optionIds, c.code, 'extra option'),
        locale,
        name: c.extra.name[locale],
        description: c.extra.description[locale],
      })),
    ),
  )
}

/**
 * Omnibus: the shop must show the lowest price of the 30 days before a reduction. Every
 * product gets its list price 40 days ago; reduced products also the new price 5 days ago.
 */
async function insertPriceHistory(ctx: SeedContext, productId: number, p: ProductSeed) {
  const tiers = (price: number, recordedAt: Date) => {
    const t = tierPrices(price)
    return [
      { productId, tier: 'base' as const, price: t.base, recordedAt },
      { productId, tier: 'reseller' as const, price: t.reseller, recordedAt },
      { productId, tier: 'other' as const, price: t.other, recordedAt },
    ]
  }
  const rows = tiers(p.previousPrice ?? p.price, daysAgo(ctx.now, 40))
  if (p.previousPrice !== undefined) rows.push(...tiers(p.price, daysAgo(ctx.now, 5)))
  await ctx.tx.insert(priceHistory).values(rows)
}
