import { describe, expect, it } from 'vitest'
import { lineProblemMessage, lineProblems, type LineRuleProduct } from './line-rule'

const door: LineRuleProduct = {
  variant_groups: [
    { id: 1, name: 'Finitura', required: true, variants: [{ id: 11 }, { id: 12 }] },
    { id: 2, name: 'Verso di apertura', required: true, variants: [{ id: 21 }, { id: 22 }] },
    { id: 3, name: 'Vetro', required: false, variants: [{ id: 31 }] },
    // Required but nothing on sale: it cannot be chosen, so it asks nothing.
    { id: 4, name: 'Serratura', required: true, variants: [] },
  ],
  extra_options: [{ id: 7 }],
}

describe('lineProblems (issue 39)', () => {
  it('accepts one variant per required group, an optional group left open and an offered option', () => {
    expect(lineProblems(door, { variant_ids: [12, 21], extra_option_id: 7 })).toEqual([])
    expect(lineProblems(door, { variant_ids: [11, 22, 31], extra_option_id: null })).toEqual([])
  })

  it('names every required group left open, in the product’s order', () => {
    expect(lineProblems(door, { variant_ids: [] })).toEqual([
      { field: 'variant_ids', code: 'group_missing', group: 'Finitura' },
      { field: 'variant_ids', code: 'group_missing', group: 'Verso di apertura' },
    ])
  })

  it('refuses two variants of one group, a variant of another product and an option not offered', () => {
    expect(lineProblems(door, { variant_ids: [11, 12, 21] })).toEqual([
      { field: 'variant_ids', code: 'group_twice', group: 'Finitura' },
    ])
    expect(lineProblems(door, { variant_ids: [11, 21, 99] })).toEqual([
      { field: 'variant_ids', code: 'variant_unknown', id: 99 },
    ])
    expect(lineProblems(door, { variant_ids: [11, 21], extra_option_id: 8 })).toEqual([
      { field: 'extra_option_id', code: 'option_unknown', id: 8 },
    ])
  })

  it('takes a set of extras only where the product combines them, and names each unknown one (decision 109)', () => {
    const withServices: LineRuleProduct = { ...door, extra_options: [{ id: 7 }, { id: 8 }] }
    expect(lineProblems(withServices, { variant_ids: [11, 21], extra_option_ids: [7, 8] })).toEqual([
      { field: 'extra_option_ids', code: 'options_not_combinable' },
    ])
    expect(
      lineProblems({ ...withServices, extras_combinable: true }, { variant_ids: [11, 21], extra_option_ids: [8, 7] }),
    ).toEqual([])
    // One extra in the new spelling is always allowed; the same id twice is one extra.
    expect(lineProblems(withServices, { variant_ids: [11, 21], extra_option_ids: [8, 8] })).toEqual([])
    expect(
      lineProblems({ ...withServices, extras_combinable: true }, { variant_ids: [11, 21], extra_option_ids: [7, 99] }),
    ).toEqual([{ field: 'extra_option_ids', code: 'option_unknown', id: 99 }])
    const [refused] = lineProblems(withServices, { variant_ids: [11, 21], extra_option_ids: [7, 8] })
    expect(lineProblemMessage(refused!, 'it')).toBe('Per questo prodotto si può scegliere una sola opzione aggiuntiva.')
    expect(lineProblemMessage(refused!, 'en')).toBe('Only one extra option can be chosen for this product.')
  })

  it('says what to choose in the reader’s language', () => {
    const [missing] = lineProblems(door, { variant_ids: [11] })
    expect(lineProblemMessage(missing!, 'it')).toBe('Scegli un’opzione per «Verso di apertura».')
    expect(lineProblemMessage(missing!, 'en')).toBe('Choose an option for “Verso di apertura”.')
    for (const locale of ['es', 'fr', 'de', 'pt'] as const)
      expect(lineProblemMessage(missing!, locale)).toContain('Verso di apertura')
  })
})
