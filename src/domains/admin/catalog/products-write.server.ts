import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm'
import {
  attributeValues,
  categories,
  extraOptions,
  extraOptionTranslations,
  priceHistory,
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
import type { Tx } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ApiContext } from '~/domains/shared/api-route'
import { presentLocales } from './localized'
import type { ProductCreate, ProductPatch } from './products.schemas'

// Writing a product and everything it owns in one transaction. Lists (variants, options,
// images) are the whole set: entries with a known id are updated in place (carts and orders
// keep pointing at the same variant), the rest inserted, the missing ones deleted. Every
// tier price that changes is recorded in `price_history` (Omnibus): the product's by the
// database trigger of migration 0001, the variants' here (no trigger covers them). The page
// cache follows through its table triggers (decision 011).

type Tiers = { base_price: number; reseller_price: number; other_price: number }
const l = (ctx: ApiContext) => ({ locale: ctx.locale })

async function checkReferences(tx: Tx, body: ProductPatch, ctx: ApiContext) {
  const cats = [...(body.category_id ? [body.category_id] : []), ...(body.categories ?? []).map((c) => c.id)]
  if (cats.length) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, cats))
    const missing = cats.filter((c) => !found.some((f) => f.id === c))
    if (missing.length) {
      const key = body.category_id && missing.includes(body.category_id) ? 'category_id' : 'categories'
      throw new HttpError('validation_failed', { [key]: [m.cat_err_no_category({}, l(ctx))] })
    }
  }
  const values = (body.attribute_values ?? []).map((v) => v.id)
  if (values.length) {
    const found = await tx
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(inArray(attributeValues.id, values))
    if (found.length !== new Set(values).size)
      throw new HttpError('validation_failed', { attribute_values: [m.cat_err_no_value({}, l(ctx))] })
  }
}

async function checkUnique(tx: Tx, id: number | null, body: ProductPatch, ctx: ApiContext) {
  const fields: Record<string, string[]> = {}
  if (body.sku) {
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(sql`upper(${products.sku}) = upper(${body.sku})`, id ? ne(products.id, id) : undefined))
    if (taken) fields.sku = [m.cat_err_sku_taken({}, l(ctx))]
  }
  for (const [locale, t] of presentLocales(body.translations ?? {})) {
    const [taken] = await tx
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.locale, locale),
          eq(productTranslations.slug, t.slug),
          id ? ne(productTranslations.productId, id) : undefined,
        ),
      )
    if (taken) fields[`translations.${locale}.slug`] = [m.cat_err_slug_taken({}, l(ctx))]
  }
  const variantSkus = (body.variant_groups ?? []).flatMap((g) => g.variants.map((v) => ({ sku: v.sku, id: v.id })))
  const seen = new Set<string>()
  for (const v of variantSkus) {
    const key = v.sku.toUpperCase()
    if (seen.has(key)) fields.variant_groups = [m.cat_err_variant_sku_taken({ sku: v.sku }, l(ctx))]
    seen.add(key)
  }
  if (variantSkus.length) {
    const mine = id
      ? tx
          .select({ id: productVariants.id })
          .from(productVariants)
          .innerJoin(variantGroups, eq(variantGroups.id, productVariants.groupId))
          .where(eq(variantGroups.productId, id))
      : null
    const clash = await tx
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(
        and(
          inArray(sql`upper(${productVariants.sku})`, [...seen]),
          mine ? notInArray(productVariants.id, mine) : undefined,
        ),
      )
      .limit(1)
    if (clash[0]) fields.variant_groups = [m.cat_err_variant_sku_taken({ sku: clash[0].sku }, l(ctx))]
  }
  const dup = (codes: string[]) => codes.length !== new Set(codes).size
  if (body.variant_groups && dup(body.variant_groups.map((g) => g.code)))
    fields.variant_groups = [m.cat_err_code_twice({}, l(ctx))]
  if (body.extra_options && dup(body.extra_options.map((o) => o.code)))
    fields.extra_options = [m.cat_err_code_twice({}, l(ctx))]
  if (Object.keys(fields).length) throw new HttpError('conflict', fields, Object.values(fields)[0]![0])
}

const history = (productId: number, variantId: number | null, p: Tiers, before: Tiers | null, at: Date) =>
  (['base', 'reseller', 'other'] as const)
    .filter((t) => !before || before[`${t}_price`] !== p[`${t}_price`])
    .map((tier) => ({ productId, variantId, tier, price: p[`${tier}_price`], recordedAt: at }))

async function writeTexts(tx: Tx, productId: number, translations: NonNullable<ProductPatch['translations']>) {
  const present = presentLocales(translations)
  // Upsert, so a changed slug is an UPDATE and the slug-history trigger remembers the old one.
  for (const [locale, t] of present) {
    const row = {
      name: t.name,
      slug: t.slug,
      shortDescription: t.short_description ?? null,
      description: t.description ?? null,
      seoTitle: t.seo_title ?? null,
      seoDescription: t.seo_description ?? null,
    }
    await tx
      .insert(productTranslations)
      .values({ productId, locale, ...row })
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.locale], set: row })
  }
  await tx.delete(productTranslations).where(
    and(
      eq(productTranslations.productId, productId),
      notInArray(
        productTranslations.locale,
        present.map(([lc]) => lc),
      ),
    ),
  )
}

/** Rows of a name per locale for a translation table. */
const nameRows = <K extends string>(key: K, id: number, names: Partial<Record<Locale, string>>) =>
  presentLocales(names).map(
    ([locale, name]) => ({ [key]: id, locale, name }) as Record<K, number> & { locale: Locale; name: string },
  )

async function writeVariants(tx: Tx, productId: number, groups: NonNullable<ProductPatch['variant_groups']>, at: Date) {
  const existing = await tx
    .select({ group: variantGroups, variant: productVariants })
    .from(variantGroups)
    .leftJoin(productVariants, eq(productVariants.groupId, variantGroups.id))
    .where(eq(variantGroups.productId, productId))
  const prices: Array<ReturnType<typeof history>[number]> = []
  // Free the codes and SKUs first: a renamed pair must not trip the unique indexes mid-way.
  const sentGroups = groups.map((g) => g.id).filter((x): x is number => !!x && existing.some((e) => e.group.id === x))
  await tx
    .delete(variantGroups)
    .where(
      and(
        eq(variantGroups.productId, productId),
        sentGroups.length ? notInArray(variantGroups.id, sentGroups) : undefined,
      ),
    )
  const sentVariants = groups
    .flatMap((g) => g.variants.map((v) => v.id))
    .filter((x): x is number => !!x && existing.some((e) => e.variant?.id === x))
  const mine = existing.flatMap((e) => (e.variant ? [e.variant.id] : [])).filter((v) => !sentVariants.includes(v))
  if (mine.length) await tx.delete(productVariants).where(inArray(productVariants.id, mine))
  for (const [gi, g] of groups.entries()) {
    const known = g.id && existing.find((e) => e.group.id === g.id)
    const groupRow = { code: g.code, required: g.required, sortOrder: gi }
    const groupId = known
      ? (await tx.update(variantGroups).set(groupRow).where(eq(variantGroups.id, g.id!)).returning())[0]!.id
      : (
          await tx
            .insert(variantGroups)
            .values({ productId, ...groupRow })
            .returning()
        )[0]!.id
    await tx.delete(variantGroupTranslations).where(eq(variantGroupTranslations.groupId, groupId))
    await tx.insert(variantGroupTranslations).values(nameRows('groupId', groupId, g.name))
    for (const [vi, v] of g.variants.entries()) {
      const before =
        v.id && sentVariants.includes(v.id) ? existing.find((e) => e.variant?.id === v.id)?.variant : undefined
      const row = {
        groupId,
        sku: v.sku,
        basePrice: v.base_price,
        resellerPrice: v.reseller_price,
        otherPrice: v.other_price,
        active: v.active,
        sortOrder: vi,
      }
      const variantId = before
        ? (await tx.update(productVariants).set(row).where(eq(productVariants.id, before.id)).returning())[0]!.id
        : (await tx.insert(productVariants).values(row).returning())[0]!.id
      await tx.delete(productVariantTranslations).where(eq(productVariantTranslations.variantId, variantId))
      await tx.insert(productVariantTranslations).values(nameRows('variantId', variantId, v.name))
      if (v.images) {
        // The whole set, in order; the files stay in the media library.
        await tx.delete(productVariantImages).where(eq(productVariantImages.variantId, variantId))
        if (v.images.length)
          await tx
            .insert(productVariantImages)
            .values(v.images.map((url, sortOrder) => ({ variantId, url, sortOrder })))
      }
      const was = before
        ? { base_price: before.basePrice, reseller_price: before.resellerPrice, other_price: before.otherPrice }
        : null
      prices.push(...history(productId, variantId, v, was, at))
    }
  }
  if (prices.length) await tx.insert(priceHistory).values(prices)
}

async function writeOptions(tx: Tx, productId: number, options: NonNullable<ProductPatch['extra_options']>) {
  const existing = await tx
    .select({ id: extraOptions.id })
    .from(extraOptions)
    .where(eq(extraOptions.productId, productId))
  const kept = options.map((o) => o.id).filter((x): x is number => !!x && existing.some((e) => e.id === x))
  await tx
    .delete(extraOptions)
    .where(and(eq(extraOptions.productId, productId), kept.length ? notInArray(extraOptions.id, kept) : undefined))
  for (const [i, o] of options.entries()) {
    const row = {
      code: o.code,
      packagePrice: o.package_price,
      resellerPackagePrice: o.reseller_package_price,
      otherPackagePrice: o.other_package_price,
      sortOrder: i,
    }
    const id =
      o.id && kept.includes(o.id)
        ? (await tx.update(extraOptions).set(row).where(eq(extraOptions.id, o.id)).returning())[0]!.id
        : (
            await tx
              .insert(extraOptions)
              .values({ productId, ...row })
              .returning()
          )[0]!.id
    await tx.delete(extraOptionTranslations).where(eq(extraOptionTranslations.optionId, id))
    await tx.insert(extraOptionTranslations).values(nameRows('optionId', id, o.name))
  }
}

async function writeImages(tx: Tx, productId: number, images: NonNullable<ProductPatch['images']>) {
  await tx.delete(productImages).where(eq(productImages.productId, productId))
  for (const [i, img] of images.entries()) {
    const [row] = await tx
      .insert(productImages)
      .values({ productId, url: img.url, alt: img.alt?.[baseLocale] || null, sortOrder: i })
      .returning()
    const alts = presentLocales(img.alt ?? {}).filter(([lc, a]) => lc !== baseLocale && a)
    if (alts.length)
      await tx.insert(productImageTranslations).values(alts.map(([locale, alt]) => ({ imageId: row!.id, locale, alt })))
  }
}

/** Creates (id null) or updates a product; returns its id. */
export async function writeProduct(
  tx: Tx,
  id: number | null,
  body: ProductCreate | ProductPatch,
  ctx: ApiContext,
): Promise<number> {
  const before = id ? (await tx.select().from(products).where(eq(products.id, id)))[0] : null
  if (id && !before) throw new HttpError('not_found')
  await checkReferences(tx, body, ctx)
  await checkUnique(tx, id, body, ctx)
  const now = ctx.now()
  const row = {
    ...(body.sku !== undefined && { sku: body.sku }),
    ...(body.category_id !== undefined && { categoryId: body.category_id }),
    ...(body.base_price !== undefined && { basePrice: body.base_price }),
    ...(body.reseller_price !== undefined && { resellerPrice: body.reseller_price }),
    ...(body.other_price !== undefined && { otherPrice: body.other_price }),
    ...(body.weight_grams !== undefined && { weightGrams: body.weight_grams }),
    ...(body.made_to_measure !== undefined && { madeToMeasure: body.made_to_measure }),
    ...(body.lead_time_days !== undefined && { leadTimeDays: body.lead_time_days }),
    ...(body.vat_rate !== undefined && { vatRate: body.vat_rate }),
    ...(body.active !== undefined && { published: body.active }),
    ...(body.featured !== undefined && { featured: body.featured }),
    ...(body.extras_combinable !== undefined && { extrasCombinable: body.extras_combinable }),
  }
  const saved = before
    ? (
        await tx
          .update(products)
          .set({ ...row, updatedAt: now })
          .where(eq(products.id, before.id))
          .returning()
      )[0]!
    : (
        await tx
          .insert(products)
          .values(row as typeof products.$inferInsert)
          .returning()
      )[0]!
  // The product's own tier prices are recorded by the database (migration 0001's trigger).
  if (body.translations) await writeTexts(tx, saved.id, body.translations)
  if (body.categories) {
    await tx.delete(productCategories).where(eq(productCategories.productId, saved.id))
    const extra = [...new Set(body.categories.map((c) => c.id))].filter((c) => c !== saved.categoryId)
    if (extra.length)
      await tx.insert(productCategories).values(extra.map((categoryId) => ({ productId: saved.id, categoryId })))
  }
  if (body.attribute_values) {
    await tx.delete(productAttributeValues).where(eq(productAttributeValues.productId, saved.id))
    const ids = [...new Set(body.attribute_values.map((v) => v.id))]
    if (ids.length)
      await tx.insert(productAttributeValues).values(ids.map((valueId) => ({ productId: saved.id, valueId })))
  }
  if (body.variant_groups) await writeVariants(tx, saved.id, body.variant_groups, now)
  if (body.extra_options) await writeOptions(tx, saved.id, body.extra_options)
  if (body.images) await writeImages(tx, saved.id, body.images)
  return saved.id
}

/** Tier prices times (1 + percent/100), rounded to the cent; recorded like any other change. */
export async function repriceProduct(tx: Tx, id: number, percent: number, ctx: ApiContext) {
  const [p] = await tx.select().from(products).where(eq(products.id, id))
  if (!p) throw new HttpError('not_found')
  const f = (c: number) => Math.max(0, Math.round((c * (100 + percent)) / 100))
  await writeProduct(
    tx,
    id,
    { base_price: f(p.basePrice), reseller_price: f(p.resellerPrice), other_price: f(p.otherPrice) },
    ctx,
  )
}
