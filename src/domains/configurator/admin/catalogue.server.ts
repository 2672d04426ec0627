import { asc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '~/db/types'
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
  productTranslations,
} from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { checkCatalogue } from './catalogue-check'
import type { AdminCatalogue, AdminModel, AdminModelInput, AdminRule, AdminStep } from './catalogue.schemas'
import { readAll } from '~/db/read-all.server'
import { photoOptions } from './photo-options'

// The back office's side of the configurator: the whole catalogue read in a handful of queries
// (it is small), and three writes — a model, the options, the rules — each checked as a whole
// catalogue by catalogue-check.ts before anything is stored, so the shop never holds a rule set
// that contradicts itself or a model nobody can configure.

type Texts = Record<string, string>
const byOwner = <T extends { locale: string }>(rows: T[], owner: (r: T) => number, value: (r: T) => string | null) => {
  const map = new Map<number, Texts>()
  for (const r of rows) {
    const v = value(r)
    if (v !== null) map.set(owner(r), { ...map.get(owner(r)), [r.locale]: v })
  }
  return map
}

export async function readCatalogue(db: Db | Tx): Promise<AdminCatalogue> {
  const [
    models,
    modelTexts,
    sizeRows,
    steps,
    stepTexts,
    options,
    optionTexts,
    rules,
    ruleTexts,
    collections,
    products,
    optionImages,
  ] = await readAll(db, [
    () => db.select().from(configuratorModels).orderBy(asc(configuratorModels.sortOrder), asc(configuratorModels.id)),
    () => db.select().from(configuratorModelTranslations),
    () => db.select().from(configuratorSizePrices).orderBy(asc(configuratorSizePrices.id)),
    () => db.select().from(configuratorSteps).orderBy(asc(configuratorSteps.sortOrder), asc(configuratorSteps.id)),
    () => db.select().from(configuratorStepTranslations),
    () =>
      db.select().from(configuratorOptions).orderBy(asc(configuratorOptions.sortOrder), asc(configuratorOptions.id)),
    () => db.select().from(configuratorOptionTranslations),
    () => db.select().from(configuratorRules).orderBy(asc(configuratorRules.id)),
    () => db.select().from(configuratorRuleTranslations),
    () =>
      db
        .select({ id: collectionTranslations.collectionId, name: collectionTranslations.name })
        .from(collectionTranslations)
        .where(eq(collectionTranslations.locale, 'it')),
    () =>
      db
        .select({ id: productTranslations.productId, name: productTranslations.name, slug: productTranslations.slug })
        .from(productTranslations)
        .where(eq(productTranslations.locale, 'it')),
    () => db.select().from(configuratorOptionImages).orderBy(asc(configuratorOptionImages.optionId)),
  ])
  const modelNames = byOwner(
    modelTexts,
    (t) => t.modelId,
    (t) => t.name,
  )
  const modelDescriptions = byOwner(
    modelTexts,
    (t) => t.modelId,
    (t) => t.description,
  )
  const stepNames = byOwner(
    stepTexts,
    (t) => t.stepId,
    (t) => t.name,
  )
  const optionNames = byOwner(
    optionTexts,
    (t) => t.optionId,
    (t) => t.name,
  )
  const reasons = byOwner(
    ruleTexts,
    (t) => t.ruleId,
    (t) => t.reason,
  )
  const product = new Map(products.map((p) => [p.id, p]))
  return {
    models: models.map((r) => ({
      id: r.id,
      code: r.code,
      product: {
        id: r.productId,
        name: product.get(r.productId)?.name ?? r.code,
        slug: product.get(r.productId)?.slug ?? '',
      },
      names: { it: r.code, ...modelNames.get(r.id) },
      descriptions: modelDescriptions.get(r.id) ?? {},
      collection_id: r.collectionId,
      pricing_mode: r.pricingMode,
      price_m2: { base: r.basePriceM2, reseller: r.resellerPriceM2, other: r.otherPriceM2 },
      min_billable_area_mm2: r.minBillableAreaMm2,
      size_rows: sizeRows
        .filter((s) => s.modelId === r.id)
        .map((s) => ({
          max_width_mm: s.maxWidthMm,
          max_height_mm: s.maxHeightMm,
          prices: { base: s.basePrice, reseller: s.resellerPrice, other: s.otherPrice },
        })),
      min_width_mm: r.minWidthMm,
      max_width_mm: r.maxWidthMm,
      min_height_mm: r.minHeightMm,
      max_height_mm: r.maxHeightMm,
      step_mm: r.stepMm,
      default_width_mm: r.defaultWidthMm,
      default_height_mm: r.defaultHeightMm,
      preview_style: r.previewStyle as AdminModel['preview_style'],
      active: r.active,
      option_images: optionImages.filter((i) => i.modelId === r.id).map((i) => ({ option_id: i.optionId, url: i.url })),
    })),
    steps: steps.map((s) => ({
      id: s.id,
      code: s.code,
      names: { it: s.code, ...stepNames.get(s.id) },
      kind: s.kind,
      required: s.required,
      options: options
        .filter((o) => o.stepId === s.id)
        .map((o) => ({
          id: o.id,
          code: o.code,
          names: { it: o.code, ...optionNames.get(o.id) },
          prices: { base: o.basePrice, reseller: o.resellerPrice, other: o.otherPrice },
          percent: o.percentSurcharge,
          swatch: o.swatch && /^#[0-9a-fA-F]{6}$/.test(o.swatch) ? o.swatch : null,
          preview: o.preview,
          is_default: o.isDefault,
          active: o.active,
        })),
    })),
    rules: rules.map((r) => ({
      kind: r.kind,
      option_id: r.optionId,
      target_option_id: r.targetOptionId,
      model_id: r.modelId,
      reasons: { it: '', ...reasons.get(r.id) },
    })),
    collections: collections.map((c) => ({ id: c.id, name: c.name })).sort((a, b) => a.name.localeCompare(b.name)),
  }
}

/** Refuses (422, with each problem under its field) a catalogue the checker finds unusable. */
function assertUsable(catalogue: AdminCatalogue, locale: Locale) {
  const problems = checkCatalogue(catalogue, locale)
  if (problems.length === 0) return
  const fields: Record<string, string[]> = {}
  for (const p of problems) (fields[p.field] ??= []).push(p.message)
  throw new HttpError('validation_failed', fields)
}

/** Translation rows for the locales given (others are left as they are). */
/** What prices a door (decision 086): a change restarts the Omnibus window of its promotions. */
const tiers = (p: { base: number; reseller: number; other: number }) => [p.base, p.reseller, p.other]
const pricesOfModel = (m: Pick<AdminModelInput, 'pricing_mode' | 'price_m2' | 'min_billable_area_mm2' | 'size_rows'>) =>
  JSON.stringify([
    m.pricing_mode,
    tiers(m.price_m2),
    m.min_billable_area_mm2,
    m.size_rows.map((r) => [r.max_width_mm, r.max_height_mm, tiers(r.prices)]),
  ])
const pricesOfOption = (o: Pick<AdminStep['options'][number], 'prices' | 'percent'>) =>
  JSON.stringify([tiers(o.prices), o.percent])

async function upsertTexts<T>(
  texts: Partial<Record<string, string>>,
  write: (locale: Locale, value: string) => Promise<T>,
) {
  for (const [locale, value] of Object.entries(texts)) if (value) await write(locale as Locale, value)
}

export async function saveModel(db: Db, id: number, input: AdminModelInput, locale: Locale): Promise<AdminCatalogue> {
  return db.transaction(async (tx) => {
    const current = await readCatalogue(tx)
    const model = current.models.find((mo) => mo.id === id)
    if (!model) throw new HttpError('not_found')
    if (input.collection_id !== null && !current.collections.some((c) => c.id === input.collection_id))
      throw new HttpError('validation_failed', { collection_id: ['unknown collection'] })
    assertUsable({ ...current, models: current.models.map((mo) => (mo.id === id ? { ...mo, ...input } : mo)) }, locale)
    await tx
      .update(configuratorModels)
      .set({
        ...(pricesOfModel(model) !== pricesOfModel(input) ? { pricesChangedAt: new Date() } : {}),
        collectionId: input.collection_id,
        pricingMode: input.pricing_mode,
        basePriceM2: input.price_m2.base,
        resellerPriceM2: input.price_m2.reseller,
        otherPriceM2: input.price_m2.other,
        minBillableAreaMm2: input.min_billable_area_mm2,
        minWidthMm: input.min_width_mm,
        maxWidthMm: input.max_width_mm,
        minHeightMm: input.min_height_mm,
        maxHeightMm: input.max_height_mm,
        stepMm: input.step_mm,
        defaultWidthMm: input.default_width_mm,
        defaultHeightMm: input.default_height_mm,
        previewStyle: input.preview_style,
        active: input.active,
        updatedAt: new Date(),
      })
      .where(eq(configuratorModels.id, id))
    await upsertTexts(input.names, (l, name) =>
      tx
        .insert(configuratorModelTranslations)
        .values({ modelId: id, locale: l, name, description: input.descriptions[l] || null })
        .onConflictDoUpdate({
          target: [configuratorModelTranslations.modelId, configuratorModelTranslations.locale],
          set: { name, description: input.descriptions[l] || null },
        }),
    )
    await tx.delete(configuratorSizePrices).where(eq(configuratorSizePrices.modelId, id))
    if (input.size_rows.length > 0) {
      await tx.insert(configuratorSizePrices).values(
        input.size_rows.map((r) => ({
          modelId: id,
          maxWidthMm: r.max_width_mm,
          maxHeightMm: r.max_height_mm,
          basePrice: r.prices.base,
          resellerPrice: r.prices.reseller,
          otherPrice: r.prices.other,
        })),
      )
    }
    if (input.option_images) await saveOptionImages(tx, current, model, input.option_images)
    return readCatalogue(tx)
  })
}

/** The model's finish photos, replaced at once; each must be one of the finishes the model is made in. */
async function saveOptionImages(
  tx: Tx,
  current: AdminCatalogue,
  model: AdminModel,
  images: NonNullable<AdminModelInput['option_images']>,
) {
  const allowed = new Set(photoOptions(current, model).map((o) => o.id))
  const seen = new Set<number>()
  images.forEach((img, i) => {
    if (!allowed.has(img.option_id))
      throw new HttpError('validation_failed', { [`option_images.${i}.option_id`]: ['not a finish of this model'] })
    if (seen.has(img.option_id))
      throw new HttpError('validation_failed', { [`option_images.${i}.option_id`]: ['duplicate option'] })
    seen.add(img.option_id)
  })
  await tx.delete(configuratorOptionImages).where(eq(configuratorOptionImages.modelId, model.id))
  if (images.length > 0)
    await tx
      .insert(configuratorOptionImages)
      .values(images.map((img) => ({ modelId: model.id, optionId: img.option_id, url: img.url })))
}

/** The steps' names and kinds, and their options (new ones have no id; none is deleted: an option leaves the shop by `active: false`). */
export async function saveOptions(db: Db, steps: AdminStep[], locale: Locale): Promise<AdminCatalogue> {
  return db.transaction(async (tx) => {
    const current = await readCatalogue(tx)
    const known = new Map(current.steps.map((s) => [s.id, s]))
    const optionIds = new Set(current.steps.flatMap((s) => s.options.map((o) => o.id)))
    steps.forEach((s, i) => {
      if (!known.has(s.id)) throw new HttpError('validation_failed', { [`steps.${i}.id`]: ['unknown step'] })
      s.options.forEach((o, j) => {
        if (o.id !== null && !optionIds.has(o.id))
          throw new HttpError('validation_failed', { [`steps.${i}.options.${j}.id`]: ['unknown option'] })
      })
      const codes = s.options.map((o) => o.code.toUpperCase())
      const dup = codes.findIndex((c, j) => codes.indexOf(c) !== j)
      if (dup >= 0) throw new HttpError('validation_failed', { [`steps.${i}.options.${dup}.code`]: ['duplicate code'] })
    })
    // Options left out of the request keep their rows (a request edits, never deletes).
    const merged = current.steps.map((s) => steps.find((x) => x.id === s.id) ?? s)
    // New options take stand-in ids (negative) for the check, so it sees them as the shop will.
    let nextId = -1
    assertUsable(
      {
        ...current,
        steps: merged.map((s) => ({ ...s, options: s.options.map((o) => ({ ...o, id: o.id ?? nextId-- })) })),
      },
      locale,
    )
    // The options are every model's: a changed or new price restarts every door's Omnibus window.
    const before = new Map(current.steps.flatMap((s) => s.options.map((o) => [o.id, pricesOfOption(o)] as const)))
    if (steps.some((s) => s.options.some((o) => o.id === null || before.get(o.id) !== pricesOfOption(o)))) {
      await tx.update(configuratorModels).set({ pricesChangedAt: new Date() })
    }
    for (const s of steps) {
      await tx
        .update(configuratorSteps)
        .set({ kind: s.kind, required: s.required })
        .where(eq(configuratorSteps.id, s.id))
      await upsertTexts(s.names, (l, name) =>
        tx
          .insert(configuratorStepTranslations)
          .values({ stepId: s.id, locale: l, name })
          .onConflictDoUpdate({
            target: [configuratorStepTranslations.stepId, configuratorStepTranslations.locale],
            set: { name },
          }),
      )
      for (const [j, o] of s.options.entries()) {
        const values = {
          stepId: s.id,
          code: o.code,
          basePrice: o.prices.base,
          resellerPrice: o.prices.reseller,
          otherPrice: o.prices.other,
          percentSurcharge: o.percent,
          swatch: o.swatch,
          preview: o.preview,
          isDefault: o.is_default,
          active: o.active,
          sortOrder: j * 10,
        }
        const id =
          o.id ?? (await tx.insert(configuratorOptions).values(values).returning({ id: configuratorOptions.id }))[0]!.id
        if (o.id !== null) await tx.update(configuratorOptions).set(values).where(eq(configuratorOptions.id, o.id))
        await upsertTexts(o.names, (l, name) =>
          tx
            .insert(configuratorOptionTranslations)
            .values({ optionId: id, locale: l, name })
            .onConflictDoUpdate({
              target: [configuratorOptionTranslations.optionId, configuratorOptionTranslations.locale],
              set: { name },
            }),
        )
      }
    }
    return readCatalogue(tx)
  })
}

/** The whole rule set, replaced at once (rules are facts without identity of their own). */
export async function saveRules(db: Db, rules: AdminRule[], locale: Locale): Promise<AdminCatalogue> {
  return db.transaction(async (tx) => {
    const current = await readCatalogue(tx)
    assertUsable({ ...current, rules }, locale)
    await tx.delete(configuratorRules).where(sql`true`)
    for (const r of rules) {
      const [row] = await tx
        .insert(configuratorRules)
        .values({ kind: r.kind, optionId: r.option_id, targetOptionId: r.target_option_id, modelId: r.model_id })
        .returning({ id: configuratorRules.id })
      await upsertTexts(r.reasons, (l, reason) =>
        tx.insert(configuratorRuleTranslations).values({ ruleId: row!.id, locale: l, reason }),
      )
    }
    return readCatalogue(tx)
  })
}
