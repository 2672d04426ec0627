import type { FieldErrors } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Problem } from './rules'

/** A rule-book problem in words, in `locale` (the reasons of rules come translated already). */
export function problemMessage(problem: Problem, locale: Locale): string {
  switch (problem.code) {
    case 'size_range':
      return m.configurator_error_size_range(
        { min: String(problem.min), max: String(problem.max), step: String(problem.step) },
        { locale },
      )
    case 'no_size_price':
      return m.configurator_error_no_size_price({}, { locale })
    case 'unknown_option':
      return m.configurator_error_unknown_option({}, { locale })
    case 'too_many':
      return m.configurator_error_too_many({ step: problem.step }, { locale })
    case 'missing_step':
      return m.configurator_error_missing_step({ step: problem.step }, { locale })
    case 'incompatible':
      return problem.reason
    case 'ral_required':
      return m.configurator_error_ral_required({}, { locale })
    case 'ral_unknown':
      return m.configurator_error_ral_unknown({}, { locale })
  }
}

/** Problems as the API's `fields` (ADR 005): one list of messages per field. */
export function problemFields(problems: readonly Problem[], locale: Locale): FieldErrors {
  const fields: FieldErrors = {}
  for (const p of problems) (fields[p.field] ??= []).push(problemMessage(p, locale))
  return fields
}
