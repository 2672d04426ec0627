import { describe, expect, it } from 'vitest'
import { MAX_QUANTITY } from '../pricing'
import { focusAfterRemoval, lineOptions, steppedQuantity } from './dropdown-lines'

describe('steppedQuantity', () => {
  it('steps by one within 1…MAX_QUANTITY', () => {
    expect(steppedQuantity(2, 1)).toBe(3)
    expect(steppedQuantity(2, -1)).toBe(1)
    expect(steppedQuantity(1, -1)).toBe(1)
    expect(steppedQuantity(MAX_QUANTITY, 1)).toBe(MAX_QUANTITY)
  })
})

describe('lineOptions', () => {
  const colon = (label: string) => `${label}:`
  it('names each variant with its group, then the extra option', () => {
    const priced = {
      variants: [
        { id: 1, name: 'Laminato bianco', group: 'Finitura' },
        { id: 2, name: 'Sinistra a spingere', group: 'Verso di apertura' },
        { id: 3, name: 'Senza gruppo' },
      ],
      extra_option: { id: 9, name: 'Posa in opera', package_price: 35_000 },
    }
    expect(lineOptions(priced, colon)).toEqual([
      'Finitura: Laminato bianco',
      'Verso di apertura: Sinistra a spingere',
      'Senza gruppo',
      'Posa in opera',
    ])
  })
  it('names every extra of a set (decision 109)', () => {
    const install = { id: 9, name: 'Posa in opera', package_price: 35_000 }
    const disposal = { id: 11, name: 'Ritiro e smaltimento del vecchio serramento', package_price: 6_000 }
    expect(lineOptions({ variants: [], extra_option: install, extra_options: [install, disposal] }, colon)).toEqual([
      'Posa in opera',
      'Ritiro e smaltimento del vecchio serramento',
    ])
  })
  it('says nothing of a line not priced yet', () => {
    expect(lineOptions(null, colon)).toEqual([])
    expect(lineOptions({ variants: [], extra_option: null }, colon)).toEqual([])
  })
})

describe('focusAfterRemoval', () => {
  it('moves to the line taking the place, else the one before, else the dropdown', () => {
    expect(focusAfterRemoval(0, 3)).toBe(0)
    expect(focusAfterRemoval(1, 3)).toBe(1)
    expect(focusAfterRemoval(2, 3)).toBe(1)
    expect(focusAfterRemoval(0, 1)).toBe(-1)
  })
})
