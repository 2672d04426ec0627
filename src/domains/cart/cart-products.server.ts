import { sql, type SQL } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { promotionAppliesSql, promotionScopeCte } from '~/domains/catalog/category-scope.server'
import {
  bestPromotion,
  priceFor,
  promotedPart,
  promotedPrice,
  type PriceTier,
  type PromotionTerms,
} from '~/domains/catalog/pricing'
import { movedSlug } from '~/domains/content/slug-history.server'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { isVatRate, type ProductSnapshot, type VatRate } from './pricing'
import { rowsOf } from '~/db/rows'

// What the cart and the order need of each line's product (decision 042): prices of the
// caller's tier, variants, packages, the running promotions, weight, lead time, VAT rate — for
// every slug of the cart in ONE statement. The product page's query (product-detail.server.ts)
// builds images, attributes, descriptions and the price history too, and the promotions came in
// a second query: two statements per line, on the order's critical path.
// The rows are kept per data version (decision 058 addendum): a cart asked again is priced from
// memory. Tiers and the promotions' dates are applied per request, so the rows hold neither.

export type CartProduct = ProductSnapshot & {
  id: number
  sku: string
  name: string
  slug: string
  category_slug: string
  image_url: string | null
  made_to_measure: boolean
  weight_grams: number
  lead_time_days: number | null
  /** The product's own rate; null → the shop's standard rate. */
  vat_rate: VatRate | null
  /** The promotion applied to `price` (the best running one), or null. */
  promotion: PromotionTerms | null
  /** Every promotion running now (a configured door's price applies them itself). */
  promotions: PromotionTerms[]
}
export type PricedCartProduct = { product: CartProduct; regular: CartProduct }

type Row = {
  wanted: string
  id: number
  sku: string
  base_price: number
  reseller_price: number
  other_price: number
  weight_grams: number
  made_to_measure: boolean
  extras_combinable: boolean
  lead_time_days: number | null
  vat_rate: number | null
  name: string
  slug: string
  category_slug: string | null
  image_url: string | null
  groups:
    | Array<{
        id: number
        required: boolean
        name: string | null
        variants: Array<{
          id: number
          sku: string
          b: number
          r: number
          o: number
          name: string | null
          image: string | null
        }>
      }>
    | string
  options: Array<{ id: number; code: string; b: number; r: number; o: number; name: string | null }> | string
  promotions:
    | Array<{
        id: number
        discount_type: 'percentage' | 'fixed'
        discount_value: number
        starts_at: string | null
        ends_at: string | null
        title: string | null
      }>
    | string
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

function statement(slugs: readonly string[], locale: Locale): SQL {
  const wanted = sql.join(
    slugs.map((s) => sql`(${s}::text)`),
    sql`, `,
  )
  // The translation of an owner in the requested locale, else the Italian one (pickTranslation).
  const pick = (table: string, owner: string, id: string, field: string) =>
    sql
      .raw(`(select tr.${field} from ${table} tr where tr.${owner} = ${id} and tr.locale in (`)
      .append(sql`${locale}, ${baseLocale}) order by tr.locale = ${locale} desc limit 1)`)
  return sql`
    ${promotionScopeCte}
    select w.slug as wanted, p.id, p.sku, p.base_price, p.reseller_price, p.other_price, p.weight_grams, p.made_to_measure,
      p.extras_combinable, p.lead_time_days, p.vat_rate, t.name, t.slug,
      ${pick('category_translations', 'category_id', 'p.category_id', 'slug')} as category_slug,
      (select i.url from product_images i where i.product_id = p.id order by i.sort_order, i.id limit 1) as image_url,
      (select coalesce(json_agg(json_build_object('id', g.id, 'required', g.required,
          'name', ${pick('variant_group_translations', 'group_id', 'g.id', 'name')}, 'variants',
          (select coalesce(json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'b', pv.base_price, 'r', pv.reseller_price,
              'o', pv.other_price, 'name', ${pick('product_variant_translations', 'variant_id', 'pv.id', 'name')},
              'image', (select vi.url from product_variant_images vi where vi.variant_id = pv.id order by vi.sort_order, vi.id limit 1))
              order by pv.sort_order, pv.id), '[]')
            from product_variants pv where pv.group_id = g.id and pv.active)) order by g.sort_order, g.id), '[]')
        from variant_groups g where g.product_id = p.id) as groups,
      (select coalesce(json_agg(json_build_object('id', o.id, 'code', o.code, 'b', o.package_price, 'r', o.reseller_package_price,
          'o', o.other_package_price, 'name', ${pick('extra_option_translations', 'option_id', 'o.id', 'name')}) order by o.sort_order, o.id), '[]')
        from extra_options o where o.product_id = p.id) as options,
      (select coalesce(json_agg(json_build_object('id', pr.id, 'discount_type', pr.discount_type, 'discount_value', pr.discount_value,
          'starts_at', pr.starts_at, 'ends_at', pr.ends_at, 'title', ${pick('promotion_translations', 'promotion_id', 'pr.id', 'title')}) order by pr.id), '[]')
        from promotions pr
        where pr.active and ${promotionAppliesSql}) as promotions
    from (values ${wanted}) as w(slug)
    join lateral (
      select m.product_id from product_translations m join products mp on mp.id = m.product_id
      where m.slug = w.slug and mp.published
      order by m.locale = ${locale} desc, m.locale = ${baseLocale} desc limit 1
    ) found on true
    join products p on p.id = found.product_id
    join lateral (
      select tt.name, tt.slug from product_translations tt where tt.product_id = p.id and tt.locale in (${locale}, ${baseLocale})
      order by tt.locale = ${locale} desc limit 1
    ) t on true`
}

/** Whether a promotion runs at `now`, as the statement's filter did before its rows were kept. */
const runs = (p: { starts_at: string | null; ends_at: string | null }, now: number) =>
  (p.starts_at === null || Date.parse(p.starts_at) <= now) && (p.ends_at === null || Date.parse(p.ends_at) >= now)

function toProducts(r: Row, tier: PriceTier, now: Date): PricedCartProduct {
  const tiers = (p: { b: number; r: number; o: number }) => ({ base: p.b, reseller: p.r, other: p.o })
  const promotions = json(r.promotions)
    .filter((p) => runs(p, now.getTime()))
    .map((p) => ({
      ...p,
      title: p.title ?? '',
      discount_value: Number(p.discount_value),
      starts_at: iso(p.starts_at),
      ends_at: iso(p.ends_at),
    }))
  const regular: CartProduct = {
    id: r.id,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    category_slug: r.category_slug ?? '',
    image_url: r.image_url,
    made_to_measure: r.made_to_measure,
    extras_combinable: r.extras_combinable,
    weight_grams: r.weight_grams,
    lead_time_days: r.lead_time_days,
    vat_rate: isVatRate(r.vat_rate) ? r.vat_rate : null,
    price: priceFor({ base: r.base_price, reseller: r.reseller_price, other: r.other_price }, tier),
    variant_groups: json(r.groups).map((g) => ({
      id: g.id,
      name: g.name,
      required: g.required,
      variants: g.variants.map((v) => ({
        id: v.id,
        name: v.name ?? v.sku,
        price: priceFor(tiers(v), tier),
        image: v.image,
      })),
    })),
    extra_options: json(r.options).map((o) => ({
      id: o.id,
      name: o.name ?? o.code,
      package_price: priceFor(tiers(o), tier),
    })),
    promotion: null,
    promotions,
  }
  const promotion = bestPromotion(regular.price, promotions)
  if (!promotion) return { product: regular, regular }
  const product: CartProduct = {
    ...regular,
    price: promotedPrice(regular.price, promotion),
    promotion,
    variant_groups: regular.variant_groups.map((g) => ({
      ...g,
      variants: g.variants.map((v) => ({ ...v, price: promotedPart(v.price, promotion) })),
    })),
    extra_options: regular.extra_options.map((o) => ({
      ...o,
      package_price: promotedPart(o.package_price, promotion),
    })),
  }
  return { product, regular }
}

const readRows = versionedMemo(
  async (db: Db, slugs: readonly string[], locale: Locale): Promise<Row[]> => {
    const result = await db.execute<Row>(statement(slugs, locale))
    return rowsOf<Row>(result)
  },
  (slugs, locale) => `${locale}\n${[...slugs].sort().join('\n')}`,
  // Visitors choose the carts: the number of kept ones is bounded.
  { maxEntries: 2000 },
)

/**
 * The published products of these slugs (any locale; the request locale's match first, then
 * Italian), priced for `tier` with the best promotion running at `now`. A slug that matches
 * nothing is looked up in the slug history (a renamed product), one statement per such slug.
 */
export async function loadCartProducts(
  db: Db,
  slugs: readonly string[],
  locale: Locale,
  tier: PriceTier,
  now: Date,
): Promise<Map<string, PricedCartProduct | null>> {
  const distinct = [...new Set(slugs)]
  const found = new Map<string, PricedCartProduct | null>()
  if (distinct.length === 0) return found
  // Inside the order's transaction the memo steps aside and the rows are read under its locks.
  for (const r of await readRows(db, distinct, locale)) found.set(r.wanted, toProducts(r, tier, now))
  for (const slug of distinct) {
    if (found.has(slug)) continue
    const moved = await movedSlug(db, 'product', slug)
    found.set(
      slug,
      moved && moved !== slug ? ((await loadCartProducts(db, [moved], locale, tier, now)).get(moved) ?? null) : null,
    )
  }
  return found
}
