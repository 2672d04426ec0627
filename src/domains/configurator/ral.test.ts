import { describe, expect, it } from 'vitest'
import { needsRal, normalizeRal, RAL_CLASSIC } from './ral'

describe('RAL Classic', () => {
  it('has the 216 colours of RAL 840-HR', () => {
    expect(RAL_CLASSIC.size).toBe(216)
  })

  it('reads the ways people write a code, and refuses what is not in the list', () => {
    expect(normalizeRal('9010')).toBe('9010')
    expect(normalizeRal(' RAL 7016 ')).toBe('7016')
    expect(normalizeRal('ral9005')).toBe('9005')
    expect(normalizeRal('9999')).toBeNull()
    expect(normalizeRal('1008')).toBeNull()
    expect(normalizeRal('90100')).toBeNull()
    expect(normalizeRal('')).toBeNull()
  })

  it('knows which options want a code', () => {
    expect(needsRal({ code: 'LAC-RAL' })).toBe(true)
    expect(needsRal({ code: 'LAC-BIA' })).toBe(false)
  })
})
