import { describe, expect, it } from 'vitest'
import { contrastProblems, contrastRatio, darkBackground, textOn } from './contrast'
import { defaultDarkColors, defaultLightColors } from './settings.schemas'

describe('contrast (WCAG 2.2)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#fff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('rosso', '#ffffff')).toBeNull()
  })

  it('picks white on the default primary and dark text on a pale one', () => {
    expect(textOn('#387e84')).toBe('#ffffff')
    expect(textOn('#ffe066')).toBe('#1d2425')
  })

  it('finds the shipped palettes readable, and names a poor pair', () => {
    expect(contrastProblems(defaultLightColors, '#ffffff')).toEqual([])
    expect(contrastProblems(defaultDarkColors, darkBackground).map((p) => p.pair.id)).toEqual([])
    const poor = contrastProblems({ ...defaultLightColors, footerTextPrimary: '#333333' }, '#ffffff')
    expect(poor.map((p) => p.pair.id)).toEqual(['footer-text'])
    expect(poor[0]!.ratio).toBeLessThan(4.5)
  })
})
