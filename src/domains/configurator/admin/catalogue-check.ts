import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ConfiguratorModel } from '../configurator.schemas'
import { problemMessage } from '../problems'
import { defaultChoices, evaluateConfiguration } from '../rules'
import type { AdminCatalogue } from './catalogue.schemas'
import { draftModel } from './draft-model'

// Refuses a catalogue no customer could use (issue 13): rules that contradict each other or
// point nowhere, a model with no valid configuration, an option no model can ever take. It
// writes no rule of its own: every verdict is the shop's rule book (rules.ts) evaluating a
// real configuration, found by a bounded search. Pure: the form runs it as the owner types,
// the API runs it again before saving.

export type CheckProblem = { field: string; message: string }

/** RAL-lacquer options need a code; any valid one will do for the search. */
const SAMPLE_RAL = '9010'
const SEARCH_BUDGET = 50_000

/** Is there a valid configuration of `model` at its default size (with `must` chosen)? 'unknown' past the search budget. */
export function findConfiguration(model: ConfiguratorModel, must: number | null): number[] | null | 'unknown' {
  const input = (ids: number[]) => ({
    width_mm: model.size.default_width_mm,
    height_mm: model.size.default_height_mm,
    option_ids: ids,
    ral: SAMPLE_RAL,
  })
  const valid = (ids: number[]) => (must === null || ids.includes(must)) && evaluateConfiguration(model, input(ids)).ok
  const quick = defaultChoices(model, must === null ? [] : [must], must)
  if (valid(quick)) return quick
  // Options this model offers at all (an only_models rule naming other models rules one out).
  const offered = (id: number) => {
    const only = model.rules.filter((r) => r.kind === 'only_models' && r.option_id === id)
    return only.length === 0 || only.some((r) => r.model_id === model.id)
  }
  if (must !== null && !offered(must)) return null
  const picks = model.steps.map((step) => {
    const ids = step.options.map((o) => o.id).filter(offered)
    if (must !== null && ids.includes(must))
      return step.kind === 'single' ? [[must]] : subsets(ids.filter((id) => id !== must)).map((s) => [must, ...s])
    if (step.kind === 'single') return [...(step.required ? [] : [[]]), ...ids.map((id) => [id])]
    return subsets(ids)
  })
  let budget = SEARCH_BUDGET
  const walk = (i: number, chosen: number[]): number[] | null | 'unknown' => {
    if (budget-- <= 0) return 'unknown'
    if (i === picks.length) return valid(chosen) ? chosen : null
    for (const pick of picks[i]!) {
      const found = walk(i + 1, [...chosen, ...pick])
      if (found !== null) return found
    }
    return null
  }
  return walk(0, [])
}

/** Every subset of a multiple-choice step (its first 10 options: 1,024 subsets at most). */
function subsets(ids: number[]): number[][] {
  const out: number[][] = [[]]
  for (const id of ids.slice(0, 10)) for (const s of out.slice()) out.push([...s, id])
  return out
}

export function checkCatalogue(
  catalogue: Pick<AdminCatalogue, 'models' | 'steps' | 'rules'>,
  locale: Locale,
): CheckProblem[] {
  const problems: CheckProblem[] = []
  const say = (texts: Partial<Record<string, string>>) => texts[locale] || texts.it || ''
  const stepOf = new Map(
    catalogue.steps.flatMap((s) => s.options.filter((o) => o.id !== null).map((o) => [o.id!, s] as const)),
  )
  const optionName = (id: number) => say(stepOf.get(id)?.options.find((o) => o.id === id)?.names ?? {}) || `#${id}`
  const modelIds = new Set(catalogue.models.map((mo) => mo.id))

  catalogue.rules.forEach((r, i) => {
    const field = `rules.${i}`
    if (!stepOf.has(r.option_id)) return problems.push({ field, message: m.adm_cfg_err_unknown_option() })
    if (r.kind === 'only_models') {
      if (r.model_id === null || !modelIds.has(r.model_id) || r.target_option_id !== null)
        problems.push({ field, message: m.adm_cfg_err_rule_model() })
      return
    }
    if (r.model_id !== null || r.target_option_id === null || !stepOf.has(r.target_option_id))
      return problems.push({ field, message: m.adm_cfg_err_rule_target() })
    if (r.target_option_id === r.option_id) return problems.push({ field, message: m.adm_cfg_err_rule_self() })
    const step = stepOf.get(r.option_id)!
    if (r.kind === 'requires' && step.kind === 'single' && stepOf.get(r.target_option_id) === step) {
      problems.push({
        field,
        message: m.adm_cfg_err_same_step({
          option: optionName(r.option_id),
          target: optionName(r.target_option_id),
          step: say(step.names),
        }),
      })
    }
    if (r.kind === 'requires') {
      const pair = (a: number, b: number) =>
        (a === r.option_id && b === r.target_option_id) || (b === r.option_id && a === r.target_option_id)
      if (
        catalogue.rules.some(
          (x) => x.kind === 'excludes' && x.target_option_id !== null && pair(x.option_id, x.target_option_id),
        )
      ) {
        problems.push({
          field,
          message: m.adm_cfg_err_contradiction({
            option: optionName(r.option_id),
            target: optionName(r.target_option_id),
          }),
        })
      }
    }
  })
  // One price per size: the table holds a size once (the database refused the second row with a 500, issue 40).
  for (const mo of catalogue.models) {
    const seen = new Set<string>()
    mo.size_rows.forEach((row, j) => {
      const size = `${row.max_width_mm}x${row.max_height_mm}`
      if (seen.has(size)) {
        problems.push({
          field: `models.${mo.id}.size_rows.${j}`,
          message: m.adm_cfg_err_size_row_repeated(
            { width: String(row.max_width_mm), height: String(row.max_height_mm) },
            { locale },
          ),
        })
      }
      seen.add(size)
    })
  }
  if (problems.length > 0) return problems

  const models = catalogue.models.filter((mo) => mo.active).map((mo) => draftModel(catalogue, mo, locale))
  for (const model of models) {
    const found = findConfiguration(model, null)
    if (found !== null) continue
    const first = evaluateConfiguration(model, {
      width_mm: model.size.default_width_mm,
      height_mm: model.size.default_height_mm,
      option_ids: defaultChoices(model),
      ral: SAMPLE_RAL,
    })
    const reason = first.ok ? m.adm_cfg_err_no_combination() : problemMessage(first.problems[0]!, locale)
    problems.push({
      field: `models.${model.id}`,
      message: m.adm_cfg_err_model_unconfigurable({ model: model.name, reason }),
    })
  }
  // Options are judged once every model can be configured (a dead model's options would all be named too).
  if (models.length === 0 || problems.length > 0) return problems
  for (const step of catalogue.steps) {
    for (const o of step.options) {
      if (!o.active || o.id === null) continue
      if (!models.some((model) => findConfiguration(model, o.id) !== null)) {
        problems.push({
          field: `options.${o.id}`,
          message: m.adm_cfg_err_option_unusable({ option: optionName(o.id) }),
        })
      }
    }
  }
  return problems
}
