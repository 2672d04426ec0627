// What a line may be (issue 39): one rule for the cart, the order, the back office's new order
// and the saved-cart restore. A door maker builds from the order, so a line that leaves a
// required choice open, or names a choice the product does not offer, is refused — never
// silently repaired by dropping what does not fit. Pure and client-safe.
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import { extraIdsOf, type ExtraChoice } from './extra-choice'

/** The parts of a product the rule reads (the cart's product rows and `GET /products/{slug}` both have them). */
export type LineRuleProduct = {
  variant_groups: ReadonlyArray<{
    id: number
    name?: string | null
    required?: boolean
    variants: ReadonlyArray<{ id: number }>
  }>
  extra_options: ReadonlyArray<{ id: number }>
  /** Several extras on one line (decision 109); else one at most. */
  extras_combinable?: boolean
}
export type LineRuleChoice = { variant_ids: readonly number[] } & ExtraChoice

export type LineProblem =
  | { field: 'variant_ids'; code: 'group_missing' | 'group_twice'; group: string }
  | { field: 'variant_ids'; code: 'variant_unknown'; id: number }
  | { field: 'extra_option_id' | 'extra_option_ids'; code: 'option_unknown'; id: number }
  | { field: 'extra_option_ids'; code: 'options_not_combinable' }

/**
 * Every problem of a choice, in the product's group order: a required group with no variant,
 * a group with two, a variant or an extra option the product does not offer, two extras on a
 * product whose extras do not combine (decision 109). A required
 * group with no variant on sale cannot be chosen, so it asks nothing.
 */
export function lineProblems(product: LineRuleProduct, choice: LineRuleChoice): LineProblem[] {
  const problems: LineProblem[] = []
  const wanted = new Set(choice.variant_ids)
  const known = new Set<number>()
  for (const group of product.variant_groups) {
    const picked = group.variants.filter((v) => wanted.has(v.id))
    for (const v of group.variants) known.add(v.id)
    const name = group.name ?? String(group.id)
    if (picked.length > 1) problems.push({ field: 'variant_ids', code: 'group_twice', group: name })
    else if (picked.length === 0 && group.required !== false && group.variants.length > 0)
      problems.push({ field: 'variant_ids', code: 'group_missing', group: name })
  }
  for (const id of new Set(choice.variant_ids))
    if (!known.has(id)) problems.push({ field: 'variant_ids', code: 'variant_unknown', id })
  const extras = extraIdsOf(choice)
  // The field named is the one the caller sent (an older client sends the single id).
  const field = choice.extra_option_ids ? 'extra_option_ids' : 'extra_option_id'
  for (const id of extras)
    if (!product.extra_options.some((o) => o.id === id)) problems.push({ field, code: 'option_unknown', id })
  if (extras.length > 1 && !product.extras_combinable)
    problems.push({ field: 'extra_option_ids', code: 'options_not_combinable' })
  return problems
}

/** A problem in the reader's words, naming the group to choose. */
export function lineProblemMessage(problem: LineProblem, locale: Locale): string {
  switch (problem.code) {
    case 'group_missing':
      return m.validation_line_group_missing({ group: problem.group }, { locale })
    case 'group_twice':
      return m.validation_line_group_twice({ group: problem.group }, { locale })
    case 'variant_unknown':
      return m.validation_line_variant_unknown({}, { locale })
    case 'option_unknown':
      return m.validation_line_option_unknown({}, { locale })
    case 'options_not_combinable':
      return m.validation_line_options_not_combinable({}, { locale })
  }
}
