import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DARK_INK, contrastRatio } from './contrast'

// WCAG AA for normal text is 4.5:1. The spec's colours (§9) are bright: white text fails.
describe('notification text contrast', () => {
  it.each([
    ['success (green)', '#00E676'],
    ['warning (orange/amber)', '#FFC107'],
    ['a deeper orange', '#FF9800'],
    ['error', '#FF3D00'],
    ['info', '#26A69A'],
  ])('dark ink on %s meets AA', (_, background) => {
    expect(contrastRatio(DARK_INK, background)).toBeGreaterThanOrEqual(4.5)
  })

  it('white on the spec green or orange would not', () => {
    expect(contrastRatio('#ffffff', '#00E676')).toBeLessThan(4.5)
    expect(contrastRatio('#ffffff', '#FFC107')).toBeLessThan(4.5)
  })

  it('the banner uses that ink for every bright colour', () => {
    const banner = readFileSync(new URL('./notification-banner.tsx', import.meta.url), 'utf8')
    for (const color of ['success', 'warning', 'error', 'info'])
      expect(banner).toContain(`${color}: css({ bg: '${color}', color: '${DARK_INK}' })`)
  })

  it('computes the textbook ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777', '#777777')).toBeCloseTo(1, 5)
  })
})
