import { describe, expect, it } from 'vitest'
import { parseEuVatNumber } from './eu-vat'

describe('parseEuVatNumber', () => {
  it('reads a valid number of another member state, spaces and case aside', () => {
    expect(parseEuVatNumber('BE0411905847')).toEqual({ country: 'BE', code: '0411905847', value: 'BE0411905847' })
    expect(parseEuVatNumber('de 136 695 976')).toEqual({ country: 'DE', code: '136695976', value: 'DE136695976' })
  })

  it('refuses a wrong check digit, a bare number, an Italian or a non-EU number', () => {
    expect(parseEuVatNumber('BE0897221791')).toBeNull()
    expect(parseEuVatNumber('0411905847')).toBeNull()
    expect(parseEuVatNumber('IT01114601006')).toBeNull()
    expect(parseEuVatNumber('CHE-113.615.069')).toBeNull()
    expect(parseEuVatNumber('')).toBeNull()
  })
})
