import { and, asc, eq, inArray } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import {
  collectionTranslations,
  configuratorModels,
  configuratorModelTranslations,
  configuratorOptionImages,
  configuratorOptions,
  configuratorOptionTranslations,
  configuratorRules,
  configuratorRuleTranslations,
  configuratorSizePrices,
  configuratorSteps,
  configuratorStepTranslations,
  products,
  productImages,
  productTranslations,
} from '~/db/schema'
import { priceFor, type PriceTier } from '~/domains/catalog/pricing'
import type { Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'
import type { ConfiguratorModel, ConfiguratorModelSummary } from './configurator.schemas'
import { defaultChoices, evaluateConfiguration } from './rules'
import { readAll } from '~/db/read-all.server'

// Reads a configurator model, priced for one tier, in one locale (Italian when not translated).
// The whole option catalogue is small (dozens of rows): it is read in a handful of queries,
// once per data version (decision 056): eleven statements on every configurator page, every
// price check and every configured door put in the cart were the same for every visitor until
// the catalogue changed. The tier's prices are applied per request, from the kept rows.

type ModelRow = typeof configuratorModels.$inferSelect
const tierOf = (row: { basePrice: number; resellerPrice: number; otherPrice: number }, tier: PriceTier) =>
  priceFor({ base: row.basePrice, reseller: row.resellerPrice, other: row.otherPrice }, tier)

async function sharedCatalogue(db: Db, locale: Locale) {
  const [steps, stepTexts, options, optionTexts, rules, ruleTexts] = await readAll(db, [
    () => db.select().from(configuratorSteps).orderBy(asc(configuratorSteps.sortOrder), asc(configuratorSteps.id)),
    () => db.select().from(configuratorStepTranslations),
    () =>
      db
        .select()
        .from(configuratorOptions)
        .where(eq(configuratorOptions.active, true))
        .orderBy(asc(configuratorOptions.sortOrder), asc(configuratorOptions.id)),
    () => db.select().from(configuratorOptionTranslations),
    () => db.select().from(configuratorRules).orderBy(asc(configuratorRules.id)),
    () => db.select().from(configuratorRuleTranslations),
  ])
  return {
    steps,
    options,
    rules,
    stepText: translationsBy(stepTexts, (t) => t.stepId, locale),
    optionText: translationsBy(optionTexts, (t) => t.optionId, locale),
    ruleText: translationsBy(ruleTexts, (t) => t.ruleId, locale),
  }
}

async function modelParts(db: Db, rows: ModelRow[], locale: Locale) {
  const ids = rows.map((r) => r.id)
  const productIds = rows.map((r) => r.productId)
  const collectionIds = rows.flatMap((r) => (r.collectionId === null ? [] : [r.collectionId]))
  if (ids.length === 0) return null
  const [texts, sizeRows, productTexts, images, collectionTexts, optionImages] = await readAll(db, [
    () => db.select().from(configuratorModelTranslations).where(inArray(configuratorModelTranslations.modelId, ids)),
    () =>
      db
        .select()
        .from(configuratorSizePrices)
        .where(inArray(configuratorSizePrices.modelId, ids))
        .orderBy(asc(configuratorSizePrices.id)),
    () => db.select().from(productTranslations).where(inArray(productTranslations.productId, productIds)),
    () =>
      db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    () =>
      collectionIds.length
        ? db.select().from(collectionTranslations).where(inArray(collectionTranslations.collectionId, collectionIds))
        : [],
    () => db.select().from(configuratorOptionImages).where(inArray(configuratorOptionImages.modelId, ids)),
  ])
  return {
    text: translationsBy(texts, (t) => t.modelId, locale),
    sizeRows,
    productText: translationsBy(productTexts, (t) => t.productId, locale),
    images,
    collectionText: translationsBy(collectionTexts, (t) => t.collectionId, locale),
    optionImages: new Map(optionImages.map((i) => [`${i.modelId}:${i.optionId}`, i.url])),
  }
}

function buildModel(
  row: ModelRow,
  parts: NonNullable<Awaited<ReturnType<typeof modelParts>>>,
  shared: Awaited<ReturnType<typeof sharedCatalogue>>,
  tier: PriceTier,
): ConfiguratorModel | null {
  const text = parts.text.get(row.id)
  const product = parts.productText.get(row.productId)
  if (!text || !product) return null
  const collection = row.collectionId === null ? undefined : parts.collectionText.get(row.collectionId)
  const steps = shared.steps.map((s) => ({
    id: s.id,
    code: s.code,
    name: shared.stepText.get(s.id)?.name ?? s.code,
    kind: s.kind,
    required: s.required,
    options: shared.options
      .filter((o) => o.stepId === s.id)
      .map((o) => ({
        id: o.id,
        code: o.code,
        name: shared.optionText.get(o.id)?.name ?? o.code,
        price: tierOf(o, tier),
        percent: o.percentSurcharge,
        swatch: o.swatch,
        image: parts.optionImages.get(`${row.id}:${o.id}`) ?? null,
        preview: o.preview,
        is_default: o.isDefault,
      })),
  }))
  const model: ConfiguratorModel = {
    id: row.id,
    code: row.code,
    name: text.name,
    description: text.description,
    product: {
      id: row.productId,
      slug: product.slug,
      name: product.name,
      image_url: parts.images.find((i) => i.productId === row.productId)?.url ?? null,
    },
    collection:
      collection && row.collectionId !== null
        ? { id: row.collectionId, slug: collection.slug, name: collection.name }
        : null,
    tier,
    pricing:
      row.pricingMode === 'per_m2'
        ? {
            mode: 'per_m2',
            price_m2: priceFor({ base: row.basePriceM2, reseller: row.resellerPriceM2, other: row.otherPriceM2 }, tier),
            min_billable_area_mm2: row.minBillableAreaMm2,
          }
        : {
            mode: 'size_table',
            rows: parts.sizeRows
              .filter((r) => r.modelId === row.id)
              .map((r) => ({ max_width_mm: r.maxWidthMm, max_height_mm: r.maxHeightMm, price: tierOf(r, tier) })),
          },
    size: {
      min_width_mm: row.minWidthMm,
      max_width_mm: row.maxWidthMm,
      min_height_mm: row.minHeightMm,
      max_height_mm: row.maxHeightMm,
      step_mm: row.stepMm,
      default_width_mm: row.defaultWidthMm,
      default_height_mm: row.defaultHeightMm,
    },
    preview_style: row.previewStyle,
    prices_since: row.pricesChangedAt.toISOString(),
    from_price: 0,
    steps,
    rules: shared.rules.map((r) => ({
      id: r.id,
      kind: r.kind,
      option_id: r.optionId,
      target_option_id: r.targetOptionId,
      model_id: r.modelId,
      reason: shared.ruleText.get(r.id)?.reason ?? '',
    })),
  }
  const start = evaluateConfiguration(model, {
    width_mm: row.defaultWidthMm,
    height_mm: row.defaultHeightMm,
    option_ids: defaultChoices(model),
  })
  return { ...model, from_price: start.ok ? start.priced.unit_price : 0 }
}

const publishedModels = async (db: Db, id?: number) =>
  (
    await db
      .select({ model: configuratorModels })
      .from(configuratorModels)
      .innerJoin(products, eq(products.id, configuratorModels.productId))
      .where(
        and(
          eq(configuratorModels.active, true),
          eq(products.published, true),
          id === undefined ? undefined : eq(configuratorModels.id, id),
        ),
      )
      .orderBy(asc(configuratorModels.sortOrder), asc(configuratorModels.id))
  ).map((r) => r.model)

/** The steps, options and rules in a locale, per data version. */
const keptCatalogue = versionedMemo(sharedCatalogue, (locale: Locale) => locale)

/** The published models (one by id, or every one) with their texts, sizes and images, per data version. */
const keptModels = versionedMemo(
  async (db: Db, locale: Locale, id: number | null) => {
    const rows = await publishedModels(db, id ?? undefined)
    return { rows, parts: await modelParts(db, rows, locale) }
  },
  (locale, id) => `${locale} ${id ?? 'all'}`,
  // Ids come from visitors' addresses.
  { maxEntries: 1000 },
)

/** An active model whose product is published, priced for `tier`; null if unknown. */
export async function findConfiguratorModel(
  db: Db,
  id: number,
  locale: Locale,
  tier: PriceTier,
): Promise<ConfiguratorModel | null> {
  const [{ rows, parts }, shared] = await readAll(db, [
    () => keptModels(db, locale, id),
    () => keptCatalogue(db, locale),
  ])
  return rows[0] && parts ? buildModel(rows[0], parts, shared, tier) : null
}

/** Every active model, for the collections page. */
export async function listConfiguratorModels(
  db: Db,
  locale: Locale,
  tier: PriceTier,
): Promise<ConfiguratorModelSummary[]> {
  const [{ rows, parts }, shared] = await readAll(db, [
    () => keptModels(db, locale, null),
    () => keptCatalogue(db, locale),
  ])
  if (!parts) return []
  return rows.flatMap((row) => {
    const m = buildModel(row, parts, shared, tier)
    return m
      ? [
          {
            id: m.id,
            code: m.code,
            name: m.name,
            description: m.description,
            product: m.product,
            collection: m.collection,
            from_price: m.from_price,
            preview_style: m.preview_style,
          },
        ]
      : []
  })
}
