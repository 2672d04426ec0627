import { describe, expect, it } from 'vitest'
import { contrastProblems, contrastRatio, darkBackground, logoForDark, textOn } from './contrast'
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

  it('gives the dark theme the logo drawn for the nearer background', () => {
    // The shipped palettes: the dark header is near the light footer, so the footer's logo.
    expect(logoForDark(defaultDarkColors.headerBackground, defaultLightColors)).toBe('footer')
    expect(logoForDark(darkBackground, defaultLightColors)).toBe('footer')
    // A dark theme whose header stays pale keeps the header's logo.
    expect(logoForDark('#f0f0f0', defaultLightColors)).toBe('header')
    // A shop whose light header is itself dark: its header's logo already reads on dark.
    expect(logoForDark('#121616', { headerBackground: '#0b0e0e', footerBackground: '#1d2425' })).toBe('header')
    // A tie, or a colour that cannot be read, keeps the header's.
    expect(logoForDark('#777777', { headerBackground: '#222222', footerBackground: '#222222' })).toBe('header')
    expect(logoForDark('not-a-colour', defaultLightColors)).toBe('header')
  })
})
