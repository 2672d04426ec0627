import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { finalPrice, priceFor, tierForRole } from './pricing'

describe('pricing', () => {
  it('maps roles to tiers (spec §6)', () => {
    expect(tierForRole('reseller')).toBe('reseller')
    expect(tierForRole('other')).toBe('other')
    for (const role of ['admin', 'user', 'retailer', null, undefined] as const) expect(tierForRole(role)).toBe('base')
  })

  it('counts a missing or invalid price as 0 (spec §5)', () => {
    expect(priceFor({ base: Number.NaN, reseller: 1, other: 2 }, 'base')).toBe(0)
    expect(priceFor({ base: 1.5, reseller: 1, other: 2 }, 'base')).toBe(0)
    expect(priceFor({ base: 100, reseller: 80, other: 90 }, 'other')).toBe(90)
  })

  it('final price is the sum of its parts', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.nat(1_000_000), { maxLength: 6 }),
        fc.nat(1_000_000),
        (product, variants, pkg) => {
          const total = finalPrice({ product, variants, packagePrice: pkg })
          expect(total).toBe(product + variants.reduce((a, b) => a + b, 0) + pkg)
          expect(Number.isSafeInteger(total)).toBe(true)
        },
      ),
    )
  })
})
