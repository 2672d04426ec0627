import { eq } from 'drizzle-orm'
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
} from '../../schema'
import { daysAgo, must, perLocale, report, tierPrices, type L10n, type SeedContext } from '../context'
import {
  doorWeights,
  exclusions,
  modelFinishes,
  modelSeeds,
  onlyOnModels,
  requirements,
  stepSeeds,
} from './configurator-data'
import { configuredFinishImages } from './product-images'
import { productSeeds } from './products'

// Idempotent like the rest of the seed: models by code, steps by code, options by step and code;
// a rule is inserted with its (new) option, so an administrator's edits survive a second run.

export async function seedConfigurator(ctx: SeedContext, productIds: Map<string, number>) {
  const modelIds = await seedModels(ctx, productIds)
  const { optionIds, fresh } = await seedStepsAndOptions(ctx)
  await seedRules(ctx, modelIds, optionIds, fresh)
  await seedOptionImages(ctx, modelIds, optionIds)
}

/** Each model's product photographed in each of its finishes (issue 42 p6); kept when already there. */
async function seedOptionImages(ctx: SeedContext, modelIds: Map<string, number>, optionIds: Map<string, number>) {
  const rows = modelSeeds.flatMap((m) => {
    const product = productSeeds.find((p) => p.sku === m.sku)
    if (!product) return []
    return [...configuredFinishImages(product, modelFinishes(m.code))].map(([code, img]) => ({
      modelId: must(modelIds, m.code, 'configurator model'),
      optionId: must(optionIds, code, 'configurator option'),
      url: img.url,
    }))
  })
  if (rows.length) await ctx.tx.insert(configuratorOptionImages).values(rows).onConflictDoNothing()
}

async function seedModels(ctx: SeedContext, productIds: Map<string, number>): Promise<Map<string, number>> {
  const existing = await ctx.tx
    .select({ id: configuratorModels.id, code: configuratorModels.code })
    .from(configuratorModels)
  const ids = new Map(existing.map((r) => [r.code, r.id]))
  const collections = await ctx.tx
    .select({ id: collectionTranslations.collectionId, slug: collectionTranslations.slug })
    .from(collectionTranslations)
    .where(eq(collectionTranslations.locale, 'it'))
  const collectionIds = new Map(collections.map((c) => [c.slug, c.id]))
  let count = 0
  for (const [i, m] of modelSeeds.entries()) {
    if (ids.has(m.code)) continue
    const perM2 = m.pricing.mode === 'per_m2' ? tierPrices(m.pricing.priceM2) : { base: 0, reseller: 0, other: 0 }
    const [row] = await ctx.tx
      .insert(configuratorModels)
      .values({
        code: m.code,
        productId: must(productIds, m.sku, 'product'),
        collectionId: m.collection ? must(collectionIds, m.collection, 'collection') : null,
        pricingMode: m.pricing.mode,
        basePriceM2: perM2.base,
        resellerPriceM2: perM2.reseller,
        otherPriceM2: perM2.other,
        minBillableAreaMm2: m.pricing.mode === 'per_m2' ? m.pricing.minAreaMm2 : 0,
        minWidthMm: m.width[0],
        maxWidthMm: m.width[1],
        defaultWidthMm: m.width[2],
        minHeightMm: m.height[0],
        maxHeightMm: m.height[1],
        defaultHeightMm: m.height[2],
        stepMm: 10,
        previewStyle: m.previewStyle,
        baseWeightGrams: doorWeights[m.previewStyle].base,
        weightGramsPerM2: doorWeights[m.previewStyle].perM2,
        sortOrder: i * 10,
        // The list prices of 40 days ago, as the products' price history (Omnibus, decision 086).
        pricesChangedAt: daysAgo(ctx.now, 40),
      })
      .returning({ id: configuratorModels.id })
    if (!row) throw new Error(`configurator model ${m.code} not inserted`)
    await ctx.tx
      .insert(configuratorModelTranslations)
      .values(
        perLocale((locale) => ({ modelId: row.id, locale, name: m.name[locale], description: m.description[locale] })),
      )
    if (m.pricing.mode === 'size_table') {
      await ctx.tx.insert(configuratorSizePrices).values(
        m.pricing.rows.map(([maxWidthMm, maxHeightMm, price]) => {
          const p = tierPrices(price)
          return {
            modelId: row.id,
            maxWidthMm,
            maxHeightMm,
            basePrice: p.base,
            resellerPrice: p.reseller,
            otherPrice: p.other,
          }
        }),
      )
    }
    ids.set(m.code, row.id)
    count++
  }
  report(ctx, 'configurator models', count)
  return ids
}

async function seedStepsAndOptions(ctx: SeedContext): Promise<{ optionIds: Map<string, number>; fresh: Set<string> }> {
  const steps = await ctx.tx.select({ id: configuratorSteps.id, code: configuratorSteps.code }).from(configuratorSteps)
  const stepIds = new Map(steps.map((s) => [s.code, s.id]))
  const options = await ctx.tx
    .select({ id: configuratorOptions.id, code: configuratorOptions.code, stepId: configuratorOptions.stepId })
    .from(configuratorOptions)
  const optionIds = new Map(options.map((o) => [o.code, o.id]))
  const fresh = new Set<string>()
  for (const [i, s] of stepSeeds.entries()) {
    let stepId = stepIds.get(s.code)
    if (stepId === undefined) {
      const [row] = await ctx.tx
        .insert(configuratorSteps)
        .values({ code: s.code, kind: s.kind, required: s.required, sortOrder: i * 10 })
        .returning({ id: configuratorSteps.id })
      stepId = row!.id
      await ctx.tx
        .insert(configuratorStepTranslations)
        .values(perLocale((locale) => ({ stepId: stepId!, locale, name: s.name[locale] })))
    }
    for (const [j, o] of s.options.entries()) {
      if (optionIds.has(o.code)) continue
      const p = tierPrices(o.price ?? 0)
      const [row] = await ctx.tx
        .insert(configuratorOptions)
        .values({
          stepId,
          code: o.code,
          basePrice: p.base,
          resellerPrice: p.reseller,
          otherPrice: p.other,
          percentSurcharge: o.percent ?? 0,
          swatch: o.swatch ?? null,
          preview: o.preview ?? {},
          isDefault: o.isDefault ?? false,
          sortOrder: j * 10,
        })
        .returning({ id: configuratorOptions.id })
      await ctx.tx
        .insert(configuratorOptionTranslations)
        .values(perLocale((locale) => ({ optionId: row!.id, locale, name: o.name[locale] })))
      optionIds.set(o.code, row!.id)
      fresh.add(o.code)
    }
  }
  report(ctx, 'configurator options', fresh.size)
  return { optionIds, fresh }
}

async function seedRules(
  ctx: SeedContext,
  modelIds: Map<string, number>,
  optionIds: Map<string, number>,
  fresh: Set<string>,
) {
  const rows: Array<{ rule: typeof configuratorRules.$inferInsert; reason: L10n }> = []
  const option = (code: string) => must(optionIds, code, 'configurator option')
  for (const r of onlyOnModels.filter((r) => fresh.has(r.option))) {
    for (const model of r.models)
      rows.push({
        rule: { kind: 'only_models', optionId: option(r.option), modelId: must(modelIds, model, 'configurator model') },
        reason: r.reason,
      })
  }
  for (const r of requirements.filter((r) => fresh.has(r.option))) {
    for (const target of r.anyOf)
      rows.push({
        rule: { kind: 'requires', optionId: option(r.option), targetOptionId: option(target) },
        reason: r.reason,
      })
  }
  for (const r of exclusions.filter((r) => fresh.has(r.option))) {
    rows.push({
      rule: { kind: 'excludes', optionId: option(r.option), targetOptionId: option(r.other) },
      reason: r.reason,
    })
  }
  for (const { rule, reason } of rows) {
    const [row] = await ctx.tx.insert(configuratorRules).values(rule).returning({ id: configuratorRules.id })
    await ctx.tx
      .insert(configuratorRuleTranslations)
      .values(perLocale((locale) => ({ ruleId: row!.id, locale, reason: reason[locale] })))
  }
  report(ctx, 'configurator rules', rows.length)
}
