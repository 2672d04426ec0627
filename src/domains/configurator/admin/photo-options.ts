import type { AdminCatalogue, AdminModel, AdminOption } from './catalogue.schemas'

// Which options a model can be photographed in (issue 42 p6): the finishes — the step the seed
// photographs and the one that changes how the door looks — less those an `only_models` rule
// keeps for other models. One answer for the back office's form and the API's check.

export const PHOTO_STEP = 'finish'

export function photoOptions(
  catalogue: Pick<AdminCatalogue, 'steps' | 'rules'>,
  model: Pick<AdminModel, 'id'>,
): Array<AdminOption & { id: number }> {
  const step = catalogue.steps.find((s) => s.code === PHOTO_STEP)
  return (step?.options ?? []).filter((o): o is AdminOption & { id: number } => {
    if (o.id === null) return false
    const only = catalogue.rules.filter((r) => r.kind === 'only_models' && r.option_id === o.id)
    return only.length === 0 || only.some((r) => r.model_id === model.id)
  })
}
