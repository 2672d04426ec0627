import { averageOf } from '~/domains/reviews/reviews.schemas'
import { movedSlug } from '~/domains/content/slug-history.server'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { products, productTranslations } from '~/db/schema'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { pickTranslation } from '~/lib/i18n/translation'
import { bestPromotion, priceFor, promotedPart, promotedPrice, type PriceTier, type PromotionTerms } from './pricing'
import { lowestBeforeReduction, lowestBeforePromotion } from './omnibus.server'
import { promotionsFor } from './promotions.server'
import type { Product } from './catalog.schemas'

const slugMap = (rows: Array<{ locale: string; slug: string }>) => {
  const italian = rows.find((r) => r.locale === baseLocale)?.slug ?? ''
  return Object.fromEntries(locales.map((l) => [l, rows.find((r) => r.locale === l)?.slug ?? italian]))
}

type Named = { name: string } | null
type Detail = {
  texts: Array<{
    locale: string
    name: string
    slug: string
    shortDescription: string | null
    description: string | null
    seoTitle: string | null
    seoDescription: string | null
  }>
  categoryTexts: Array<{ locale: string; slug: string; name: string }>
  images: Array<{ url: string; alt: string | null; width: number | null; height: number | null }>
  attributes: Array<{ attributeId: number; code: string; valueCode: string; attr: Named; value: Named }>
  groups: Array<{
    id: number
    code: string
    required: boolean
    text: Named
    variants: Array<{
      id: number
      sku: string
      basePrice: number
      resellerPrice: number
      otherPrice: number
      swatch: string | null
      images: Array<{ url: string; alt: string | null; width: number | null; height: number | null }> | null
      text: Named
    }>
  }>
  options: Array<{
    id: number
    code: string
    packagePrice: number
    resellerPackagePrice: number
    otherPackagePrice: number
    text: { name: string; description: string | null } | null
  }>
  history: Array<{ price: number; at: string }>
  models: Array<{
    id: number
    name: string | null
    minWidth: number
    maxWidth: number
    minHeight: number
    maxHeight: number
  }>
}

/** JSON columns come back parsed from PGlite and node-postgres; parse anyway if a driver returns text. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

/**
 * Everything a product page shows besides the product row, as JSON built by the database:
 * one round trip instead of one query per table (each query on PGlite costs ~1 ms of
 * WebAssembly and driver work). Translations are picked as `pickTranslation` does: the
 * requested locale, else Italian. Orders match the per-table queries this replaced.
 */
function detailJson(locale: Locale, tier: PriceTier) {
  // The translation row of an owner in the requested locale, else the Italian one.
  const pick = (table: string, owner: string, id: string, fields: string) =>
    sql
      .raw(`(select json_build_object(${fields}) from ${table} tr where tr.${owner} = ${id} and tr.locale in (`)
      .append(sql`${locale}, ${baseLocale}) order by tr.locale = ${locale} desc limit 1)`)
  // Outer columns are spelled out: drizzle leaves them unqualified in a one-table select.
  const name = `'name', tr.name`
  return sql<Detail>`json_build_object(
    'texts', (select coalesce(json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug,
        'shortDescription', t.short_description, 'description', t.description, 'seoTitle', t.seo_title, 'seoDescription', t.seo_description)), '[]')
      from product_translations t where t.product_id = "products"."id"),
    'categoryTexts', (select coalesce(json_agg(json_build_object('locale', c.locale, 'slug', c.slug, 'name', c.name)), '[]')
      from category_translations c where c.category_id = "products"."category_id"),
    'images', (select coalesce(json_agg(json_build_object('url', i.url,
        'alt', coalesce((select it.alt from product_image_translations it where it.image_id = i.id and it.locale = ${locale}), i.alt),
        'width', i.width, 'height', i.height)
        order by i.sort_order, i.id), '[]')
      from product_images i where i.product_id = "products"."id"),
    'attributes', (select coalesce(json_agg(json_build_object('attributeId', a.id, 'code', a.code, 'valueCode', v.code,
        'attr', ${pick('attribute_translations', 'attribute_id', 'a.id', name)},
        'value', ${pick('attribute_value_translations', 'value_id', 'v.id', name)})
        order by a.sort_order, v.sort_order), '[]')
      from product_attribute_values pav
      join attribute_values v on v.id = pav.value_id
      join attributes a on a.id = v.attribute_id
      where pav.product_id = "products"."id"),
    'groups', (select coalesce(json_agg(json_build_object('id', g.id, 'code', g.code, 'required', g.required,
        'text', ${pick('variant_group_translations', 'group_id', 'g.id', name)},
        'variants', (select coalesce(json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'basePrice', pv.base_price,
            'resellerPrice', pv.reseller_price, 'otherPrice', pv.other_price, 'swatch', pv.swatch,
            'images', (select json_agg(json_build_object('url', vi.url, 'alt', vi.alt, 'width', vi.width, 'height', vi.height) order by vi.sort_order, vi.id)
              from product_variant_images vi where vi.variant_id = pv.id),
            'text', ${pick('product_variant_translations', 'variant_id', 'pv.id', name)})
            order by pv.sort_order, pv.id), '[]')
          from product_variants pv where pv.group_id = g.id and pv.active))
        order by g.sort_order, g.id), '[]')
      from variant_groups g where g.product_id = "products"."id"),
    'options', (select coalesce(json_agg(json_build_object('id', o.id, 'code', o.code, 'packagePrice', o.package_price,
        'resellerPackagePrice', o.reseller_package_price, 'otherPackagePrice', o.other_package_price,
        'text', ${pick('extra_option_translations', 'option_id', 'o.id', `${name}, 'description', tr.description`)})
        order by o.sort_order, o.id), '[]')
      from extra_options o where o.product_id = "products"."id"),
    'history', (select coalesce(json_agg(json_build_object('price', h.price, 'at', h.recorded_at) order by h.recorded_at, h.id), '[]')
      from price_history h where h.product_id = "products"."id" and h.tier = ${tier} and h.variant_id is null),
    'models', (select coalesce(json_agg(json_build_object('id', cm.id, 'name', (${pick('configurator_model_translations', 'model_id', 'cm.id', name)})->>'name',
        'minWidth', cm.min_width_mm, 'maxWidth', cm.max_width_mm, 'minHeight', cm.min_height_mm, 'maxHeight', cm.max_height_mm)
        order by cm.sort_order, cm.id), '[]')
      from configurator_models cm where cm.product_id = "products"."id" and cm.active)
  )`
}

/**
 * A published product by its slug in any locale, priced for `tier` with the promotion running at
 * `now` applied (`price` is what is charged), texts in `locale`.
 */
export async function findProduct(
  db: Db,
  slug: string,
  locale: Locale,
  tier: PriceTier,
  now: Date = new Date(),
): Promise<Product | null> {
  return (await findPricedProduct(db, slug, locale, tier, now))?.product ?? null
}

/** The product as charged now, and as it would be without its promotion (the cart's "regular" unit price). */
export async function findPricedProduct(
  db: Db,
  slug: string,
  locale: Locale,
  tier: PriceTier,
  now: Date,
): Promise<{ product: Product; regular: Product } | null> {
  const found = await regularProduct(db, slug, locale, tier)
  if (!found) return null
  const { price_history: history, ...regular } = found
  const promotions = await promotionsFor(db, [regular.id], locale, now)
  return { product: withPromotion(regular, history, promotions.get(regular.id) ?? [], now), regular }
}

/** Applies the best running promotion to a product answer (price, variants, packages; Omnibus beside). */
function withPromotion(
  product: Product,
  history: RegularProduct['price_history'],
  promotions: readonly PromotionTerms[],
  now: Date,
): Product {
  const promotion = bestPromotion(product.price, promotions)
  if (!promotion) return product
  const since = promotion.starts_at ? new Date(promotion.starts_at) : now
  return {
    ...product,
    price: promotedPrice(product.price, promotion),
    regular_price: product.price,
    promotion,
    variant_groups: product.variant_groups.map((g) => ({
      ...g,
      variants: g.variants.map((v) => ({ ...v, price: promotedPart(v.price, promotion) })),
    })),
    extra_options: product.extra_options.map((o) => ({
      ...o,
      package_price: promotedPart(o.package_price, promotion),
    })),
    lowest_price_30d: lowestBeforePromotion(history, since, product.price),
  }
}

type RegularProduct = Product & { price_history: Array<{ price: number; at: Date }> }

/**
 * A product as stored (texts, prices of a tier, images, options, price history) kept per data
 * version and key (decision 044): it changes only with a write to a watched table, and every
 * uncached product page, the API's product read with a token and each cart line read it. What
 * depends on the hour (the running promotion) is applied per request by `findPricedProduct`.
 * Shared: callers must not mutate it.
 */
const regularProduct = versionedMemo(
  findRegularProduct,
  (slug: string, locale: Locale, tier: PriceTier) => `${tier}:${locale}:${slug}`,
  { maxEntries: 2000 },
)

async function findRegularProduct(
  db: Db,
  slug: string,
  locale: Locale,
  tier: PriceTier,
): Promise<RegularProduct | null> {
  const match = db
    .select({ id: productTranslations.productId })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(and(eq(productTranslations.slug, slug), eq(products.published, true)))
    .orderBy(
      sql`${productTranslations.locale} = ${locale} desc`,
      sql`${productTranslations.locale} = ${baseLocale} desc`,
    )
    .limit(1)
  const [row] = await db
    .select({ product: products, detail: detailJson(locale, tier) })
    .from(products)
    .where(inArray(products.id, match))
  if (!row) {
    // An old address of a renamed product: the page answers 301 to the live one (decision 025).
    const moved = await movedSlug(db, 'product', slug)
    return moved ? findRegularProduct(db, moved, locale, tier) : null
  }
  const { product } = row
  const {
    texts,
    categoryTexts,
    images,
    attributes: attributeRows,
    groups,
    options,
    history,
    models,
  } = json<Detail>(row.detail)
  const text = pickTranslation(texts, locale)
  if (!text) return null

  const attrIds = [...new Set(attributeRows.map((a) => a.attributeId))]
  const category = pickTranslation(categoryTexts, locale)
  const prices = { base: product.basePrice, reseller: product.resellerPrice, other: product.otherPrice }
  const limits = [product.minWidthMm, product.maxWidthMm, product.minHeightMm, product.maxHeightMm]
  const priceHistory = history.map((h) => ({ price: h.price, at: new Date(h.at) }))

  return {
    id: product.id,
    sku: product.sku,
    slug: text.slug,
    name: text.name,
    short_description: text.shortDescription,
    description: text.description,
    seo_title: text.seoTitle,
    seo_description: text.seoDescription,
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
    configurator_models: models.map((cm) => ({
      id: cm.id,
      name: cm.name ?? text.name,
      size_limits_mm: {
        min_width: cm.minWidth,
        max_width: cm.maxWidth,
        min_height: cm.minHeight,
        max_height: cm.maxHeight,
      },
    })),
    images: images.map((i) => ({ url: i.url, alt: i.alt ?? text.name, width: i.width, height: i.height })),
    attributes: attrIds.map((aid) => {
      const rows = attributeRows.filter((a) => a.attributeId === aid)
      return {
        code: rows[0]!.code,
        name: rows[0]!.attr?.name ?? '',
        values: rows.map((a) => a.value?.name ?? a.valueCode),
      }
    }),
    variant_groups: groups.map((g) => ({
      id: g.id,
      code: g.code,
      name: g.text?.name ?? g.code,
      required: g.required,
      variants: g.variants.map((v) => {
        const vp = { base: v.basePrice, reseller: v.resellerPrice, other: v.otherPrice }
        return {
          id: v.id,
          sku: v.sku,
          name: v.text?.name ?? v.sku,
          price: priceFor(vp, tier),
          prices: { base_price: priceFor(vp, 'base') },
          swatch: v.swatch,
          image: v.images?.[0]?.url ?? null,
          images: (v.images ?? []).map((i) => ({
            url: i.url,
            alt: i.alt ?? `${text.name} — ${v.text?.name ?? v.sku}`,
            width: i.width,
            height: i.height,
          })),
        }
      }),
    })),
    extra_options: options.map((o) => ({
      id: o.id,
      code: o.code,
      name: o.text?.name ?? o.code,
      description: o.text?.description ?? null,
      package_price: priceFor(
        { base: o.packagePrice, reseller: o.resellerPackagePrice, other: o.otherPackagePrice },
        tier,
      ),
    })),
    extras_combinable: product.extrasCombinable,
    lowest_price_30d: lowestBeforeReduction(priceHistory, priceFor(prices, tier)),
    regular_price: null,
    promotion: null,
    slugs: slugMap(texts),
    category_slugs: slugMap(categoryTexts),
    ...ratingFields(product.ratingsScore, product.ratingsCount),
    price_history: priceHistory,
  }
}

/** The published reviews' figures, kept on the product by their moderation (decision 095). */
function ratingFields(score: number, count: number) {
  const average = averageOf(score, count)
  return {
    rating: average === null ? null : { average, count },
    post_meta_fields: {
      ratings_average: average ?? 0,
      ratings_score: score,
      rd_ratings_average: average ?? 0,
      rd_ratings_score: score,
    },
  }
}
