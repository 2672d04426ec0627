import { describe, expect, it } from 'vitest'
import { isValidIban } from './iban'

describe('IBAN check', () => {
  it('accepts valid IBANs with or without spaces and refuses a wrong check digit', () => {
    expect(isValidIban('IT60 X054 2811 1010 0000 0123 456')).toBe(true)
    expect(isValidIban('GB82WEST12345698765432')).toBe(true)
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false)
    expect(isValidIban('not an iban')).toBe(false)
  })
})
