import type { ConfiguratorModel } from './configurator.schemas'
import { unavailableReason } from './rules'

// Issue 16: a choice that another pick made impossible was replaced silently (a flush sliding
// handle became chrome after going back to a hinged door). This says what changed and why.

export type ChoiceChange = { step: string; from: string; to: string | null; reason: string | null }

/**
 * What `pickedId` changed besides its own step: every option dropped from another step, the
 * option that took its place there (if any) and the rule's reason (translated already).
 */
export function choiceChanges(
  model: ConfiguratorModel,
  before: readonly number[],
  after: readonly number[],
  pickedId: number,
): ChoiceChange[] {
  const stepOf = new Map(model.steps.flatMap((s) => s.options.map((o) => [o.id, s] as const)))
  const nameOf = new Map(model.steps.flatMap((s) => s.options.map((o) => [o.id, o.name] as const)))
  const pickedStep = stepOf.get(pickedId)
  const changes: ChoiceChange[] = []
  for (const id of before) {
    const step = stepOf.get(id)
    if (!step || step === pickedStep || after.includes(id)) continue
    const replacement = after.find((other) => stepOf.get(other) === step && !before.includes(other))
    changes.push({
      step: step.name,
      from: nameOf.get(id) ?? String(id),
      to: replacement !== undefined ? (nameOf.get(replacement) ?? null) : null,
      reason: unavailableReason(model, id, after),
    })
  }
  return changes
}
