import { describe, expect, it } from 'vitest'
import { choiceChanges } from './choice-changes'
import { pickOption } from './rules'
import { testModel } from './test-model'

describe('choiceChanges', () => {
  it('names the choice another pick dropped and the rule that dropped it (none takes its place in a multiple step)', () => {
    const before = pickOption(testModel, [11, 21, 31], 41)
    const after = pickOption(testModel, before, 22)
    expect(choiceChanges(testModel, before, after, 22)).toEqual([
      { step: 'Accessori', from: 'HIDDEN', to: null, reason: 'Le porte scorrevoli non hanno cerniere' },
    ])
  })

  it('says nothing when only the picked step changed', () => {
    expect(choiceChanges(testModel, [11, 21, 31], pickOption(testModel, [11, 21, 31], 12), 12)).toEqual([])
  })
})
