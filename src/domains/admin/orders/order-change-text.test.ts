import { afterEach, describe, expect, it } from 'vitest'
import { overwriteGetLocale } from '~/paraglide/runtime.js'
import { changeText } from './order-change-text'

describe('an order edit as the owner reads it (issue 43)', () => {
  afterEach(() => overwriteGetLocale(() => 'it'))

  it('names the discounts and shows their percent, not the field and basis points', () => {
    overwriteGetLocale(() => 'it')
    expect(changeText({ field: 'first_discount_bp', from: 0, to: 1000 })).toBe('Primo sconto: 0 % → 10 %')
    expect(changeText({ field: 'second_discount_bp', from: 1250, to: null })).toBe('Secondo sconto: 12,5 % → —')
    overwriteGetLocale(() => 'en')
    expect(changeText({ field: 'first_discount_bp', from: 250, to: 1000 })).toBe('First discount: 2.5 % → 10 %')
  })

  it('says which line changed, added or removed', () => {
    overwriteGetLocale(() => 'it')
    expect(changeText({ field: 'line MA-LEV-TON', from: 1, to: 2 })).toBe('Riga MA-LEV-TON: 1 → 2')
    expect(changeText({ field: 'line PI-TRE-80', from: null, to: 3 })).toBe('Riga PI-TRE-80: — → 3')
    overwriteGetLocale(() => 'de')
    expect(changeText({ field: 'line PI-TRE-80', from: 1_200, to: null })).toBe('Zeile PI-TRE-80: 1.200 → —')
  })
})
