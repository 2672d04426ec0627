import { describe, expect, it } from 'vitest'
import { lineDescription, lineDetails } from './line-description'

const door = {
  variants: [
    { name: 'Rovere naturale', group: 'Finitura' },
    { name: 'Destra a spingere', group: 'Verso di apertura' },
  ],
  extra_option: { name: 'Posa in opera' },
  choices: [],
}

describe('one line description (issue 39)', () => {
  it('names each group with its variant, the configured choices and the extra option, in the reader’s language', () => {
    expect(lineDetails(door, 'it')).toEqual([
      'Finitura: Rovere naturale',
      'Verso di apertura: Destra a spingere',
      'Opzione: Posa in opera',
    ])
    expect(lineDescription(door, 'en')).toBe(
      'Finitura: Rovere naturale · Verso di apertura: Destra a spingere · Option: Posa in opera',
    )
    const configured = {
      variants: [],
      extra_option: null,
      choices: [
        { step: 'Larghezza', value: '800 mm' },
        { step: 'Colore', value: 'RAL 9010' },
      ],
    }
    expect(lineDescription(configured, 'it')).toBe('Larghezza: 800 mm · Colore: RAL 9010')
  })

  it('reads an order placed before group names were kept, and a plain product', () => {
    expect(lineDetails({ variants: [{ name: 'Rovere' }], extra_option: null, choices: [] }, 'it')).toEqual(['Rovere'])
    expect(lineDescription({ variants: [], extra_option: null, choices: [] }, 'it')).toBe('')
  })
})
