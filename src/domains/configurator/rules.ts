// The configurator's one rule book (decision 009): which options a choice disables and why,
// whether a configuration is complete and valid, and its price. Pure and client-safe: the
// server runs it for `POST /configurator/quote` and `POST /cart/quote`, the page runs the same
// code to grey out options at once (the server still has the last word).
import { doorPrice, sizePrice, type SizePricing } from '~/domains/catalog/door-pricing'
import type { TierPrices } from '~/domains/catalog/pricing'
import type {
  ConfigurationInput,
  ConfiguratorModel,
  ConfiguratorOption,
  ConfiguratorStep,
} from './configurator.schemas'
import { needsRal, normalizeRal } from './ral'

/** A price already in the caller's tier, as the pricing module's tier prices. */
const inTier = (price: number): TierPrices => ({ base: price, reseller: price, other: price })

export function modelSizePricing(model: Pick<ConfiguratorModel, 'pricing'>): SizePricing {
  const p = model.pricing
  return p.mode === 'per_m2'
    ? { mode: 'per_m2', price_m2: inTier(p.price_m2), min_billable_area_mm2: p.min_billable_area_mm2 }
    : {
        mode: 'size_table',
        rows: p.rows.map((r) => ({
          max_width_mm: r.max_width_mm,
          max_height_mm: r.max_height_mm,
          prices: inTier(r.price),
        })),
      }
}

export type Problem =
  | { field: 'width_mm' | 'height_mm'; code: 'size_range'; min: number; max: number; step: number }
  | { field: 'size'; code: 'no_size_price' }
  | { field: 'option_ids'; code: 'unknown_option' }
  | { field: string; code: 'too_many'; step: string }
  | { field: string; code: 'missing_step'; step: string }
  | { field: string; code: 'incompatible'; reason: string }
  | { field: 'ral'; code: 'ral_required' | 'ral_unknown' }

type Index = {
  steps: ConfiguratorStep[]
  stepOf: Map<number, ConfiguratorStep>
  option: Map<number, ConfiguratorOption>
}

function indexModel(model: ConfiguratorModel): Index {
  const stepOf = new Map<number, ConfiguratorStep>()
  const option = new Map<number, ConfiguratorOption>()
  for (const step of model.steps) {
    for (const o of step.options) {
      stepOf.set(o.id, step)
      option.set(o.id, o)
    }
  }
  return { steps: model.steps, stepOf, option }
}

/**
 * Why `optionId` cannot be chosen beside `chosen` on this model, or null when it can. In a
 * single-choice step, picking the option replaces the step's current choice, so that choice
 * does not count against it.
 */
export function unavailableReason(
  model: ConfiguratorModel,
  optionId: number,
  chosen: readonly number[],
  index = indexModel(model),
): string | null {
  const step = index.stepOf.get(optionId)
  const others = new Set(
    chosen.filter((id) => id !== optionId && !(step?.kind === 'single' && index.stepOf.get(id) === step)),
  )
  const rules = model.rules.filter(
    (r) => r.option_id === optionId || (r.kind === 'excludes' && r.target_option_id === optionId),
  )
  const only = rules.filter((r) => r.kind === 'only_models' && r.option_id === optionId)
  if (only.length > 0 && !only.some((r) => r.model_id === model.id)) return only[0]!.reason
  // requires: one of the targets in each target step must be chosen.
  const needs = new Map<ConfiguratorStep | undefined, typeof rules>()
  for (const r of rules) {
    if (r.kind !== 'requires' || r.option_id !== optionId || r.target_option_id === null) continue
    const key = index.stepOf.get(r.target_option_id)
    needs.set(key, [...(needs.get(key) ?? []), r])
  }
  for (const group of needs.values()) {
    if (!group.some((r) => others.has(r.target_option_id!))) return group[0]!.reason
  }
  for (const r of rules) {
    if (r.kind !== 'excludes') continue
    const other = r.option_id === optionId ? r.target_option_id : r.option_id
    if (other !== null && others.has(other)) return r.reason
  }
  return null
}

/** Every option of the model that these choices rule out, with the reason. */
export function disabledOptions(model: ConfiguratorModel, chosen: readonly number[]): Map<number, string> {
  const index = indexModel(model)
  const out = new Map<number, string>()
  for (const step of model.steps) {
    for (const o of step.options) {
      const reason = unavailableReason(model, o.id, chosen, index)
      if (reason !== null) out.set(o.id, reason)
    }
  }
  return out
}

export type PricedConfiguration = {
  unit_price: number
  size_price: number
  billable_area_mm2: number | null
  options: Array<{ option_id: number; step: string; name: string; amount: number }>
}

export type Evaluation = { ok: true; priced: PricedConfiguration } | { ok: false; problems: Problem[] }

const onStep = (value: number, min: number, max: number, step: number) =>
  Number.isInteger(value) && value >= min && value <= max && (value - min) % Math.max(1, step) === 0

/** Validates a whole configuration against the model and prices it in the model's tier. */
export function evaluateConfiguration(
  model: ConfiguratorModel,
  input: Omit<ConfigurationInput, 'model_id'>,
): Evaluation {
  const index = indexModel(model)
  const problems: Problem[] = []
  const s = model.size
  if (!onStep(input.width_mm, s.min_width_mm, s.max_width_mm, s.step_mm)) {
    problems.push({ field: 'width_mm', code: 'size_range', min: s.min_width_mm, max: s.max_width_mm, step: s.step_mm })
  }
  if (!onStep(input.height_mm, s.min_height_mm, s.max_height_mm, s.step_mm)) {
    problems.push({
      field: 'height_mm',
      code: 'size_range',
      min: s.min_height_mm,
      max: s.max_height_mm,
      step: s.step_mm,
    })
  }
  const chosen = [...new Set(input.option_ids)]
  if (chosen.some((id) => !index.option.has(id))) problems.push({ field: 'option_ids', code: 'unknown_option' })
  const known = chosen.filter((id) => index.option.has(id))
  for (const step of index.steps) {
    const picked = known.filter((id) => index.stepOf.get(id) === step)
    if (step.kind === 'single' && picked.length > 1)
      problems.push({ field: `options.${step.code}`, code: 'too_many', step: step.name })
    if (step.required && picked.length === 0)
      problems.push({ field: `options.${step.code}`, code: 'missing_step', step: step.name })
  }
  for (const id of known) {
    const reason = unavailableReason(model, id, known, index)
    if (reason !== null) problems.push({ field: `options.${index.stepOf.get(id)!.code}`, code: 'incompatible', reason })
  }
  // Issue 16: a colour chosen by RAL code needs a code of the RAL Classic list.
  if (known.some((id) => needsRal(index.option.get(id)!))) {
    if (!input.ral?.trim()) problems.push({ field: 'ral', code: 'ral_required' })
    else if (normalizeRal(input.ral) === null) problems.push({ field: 'ral', code: 'ral_unknown' })
  }
  if (problems.length > 0) return { ok: false, problems }
  const size = sizePrice(modelSizePricing(model), input.width_mm, input.height_mm, 'base')
  if (size === null) return { ok: false, problems: [{ field: 'size', code: 'no_size_price' }] }
  // Options in the model's step order, so the breakdown reads like the configurator.
  const ordered = index.steps.flatMap((step) =>
    step.options.filter((o) => known.includes(o.id)).map((o) => ({ o, step })),
  )
  const price = doorPrice(
    size,
    ordered.map(({ o }) => ({ prices: inTier(o.price), percent: o.percent })),
    'base',
  )
  return {
    ok: true,
    priced: {
      unit_price: price.unit_price,
      size_price: size,
      billable_area_mm2:
        model.pricing.mode === 'per_m2'
          ? Math.max(input.width_mm * input.height_mm, model.pricing.min_billable_area_mm2)
          : null,
      options: ordered.map(({ o, step }, i) => ({
        option_id: o.id,
        step: step.code,
        name: o.name,
        amount: price.options[i]!,
      })),
    },
  }
}

/**
 * Choices made consistent, as a door maker would: options the others rule out are dropped one
 * by one (never `pinned`, the one just picked), then every required single-choice step left
 * empty takes its default option (or the first one) that the rest allows. With no arguments:
 * the model's starting configuration.
 */
export function defaultChoices(
  model: ConfiguratorModel,
  keep: readonly number[] = [],
  pinned: number | null = null,
): number[] {
  const index = indexModel(model)
  let chosen = [...new Set(keep)].filter((id) => index.option.has(id))
  for (;;) {
    const drop = chosen.find((id) => id !== pinned && unavailableReason(model, id, chosen, index) !== null)
    if (drop === undefined) break
    chosen = chosen.filter((id) => id !== drop)
  }
  for (const step of model.steps) {
    if (step.kind !== 'single' || !step.required || chosen.some((id) => index.stepOf.get(id) === step)) continue
    const allowed = step.options.filter((o) => unavailableReason(model, o.id, chosen, index) === null)
    const pick = allowed.find((o) => o.is_default) ?? allowed[0]
    if (pick) chosen = [...chosen, pick.id]
  }
  return chosen
}

/** Picks an option: in a single-choice step it replaces the step's choice, in a multiple one it toggles. */
export function pickOption(model: ConfiguratorModel, chosen: readonly number[], optionId: number): number[] {
  const index = indexModel(model)
  const step = index.stepOf.get(optionId)
  if (!step || unavailableReason(model, optionId, chosen, index) !== null) return [...chosen]
  if (step.kind === 'multiple' && chosen.includes(optionId)) return chosen.filter((id) => id !== optionId)
  const rest = step.kind === 'single' ? chosen.filter((id) => index.stepOf.get(id) !== step) : [...chosen]
  return defaultChoices(model, [...rest, optionId], optionId)
}
