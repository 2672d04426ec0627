import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { billableArea, doorPrice, optionSurcharge, sizePrice, type SizePricing } from './door-pricing'
import type { PriceTier } from './pricing'

// Reference arithmetic in BigInt: exact half-up division.
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)

const money = fc.nat(2_000_000) // up to €20,000 per m² or per row
const tier = fc.constantFrom<PriceTier>('base', 'reseller', 'other')
const tierPrices = fc.record({ base: money, reseller: money, other: money })
const width = fc.integer({ min: 300, max: 3000 })
const height = fc.integer({ min: 1500, max: 3000 })
const perM2 = fc.record({
  mode: fc.constant('per_m2' as const),
  price_m2: tierPrices,
  min_billable_area_mm2: fc.nat(4_000_000),
})
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0

describe('per m² pricing', () => {
  it('is billable area × price per m², rounded half up to the cent, in integer cents', () => {
    fc.assert(
      fc.property(perM2, width, height, tier, (pricing, w, h, t) => {
        const price = sizePrice(pricing, w, h, t)!
        expect(isCents(price)).toBe(true)
        const area = BigInt(Math.max(w * h, pricing.min_billable_area_mm2))
        expect(BigInt(price)).toBe(halfUp(BigInt(pricing.price_m2[t]) * area, 1_000_000n))
      }),
    )
  })

  it('is monotone in the area: a bigger door never costs less', () => {
    fc.assert(
      fc.property(perM2, width, height, fc.nat(500), fc.nat(500), tier, (pricing, w, h, dw, dh, t) => {
        expect(sizePrice(pricing, w + dw, h + dh, t)!).toBeGreaterThanOrEqual(sizePrice(pricing, w, h, t)!)
      }),
    )
  })

  it('bills at least the minimum area: any door smaller than it costs the same', () => {
    fc.assert(
      fc.property(perM2, width, height, tier, (pricing, w, h, t) => {
        const min = { ...pricing, min_billable_area_mm2: w * h + 1 }
        expect(billableArea(w, h, min.min_billable_area_mm2)).toBe(w * h + 1)
        expect(sizePrice(min, w, h, t)).toBe(sizePrice(min, Math.max(1, w - 100), h, t))
      }),
    )
  })
})

describe('size-table pricing', () => {
  const table = fc
    .array(fc.record({ max_width_mm: width, max_height_mm: height, prices: tierPrices }), {
      minLength: 1,
      maxLength: 8,
    })
    .map((rows): SizePricing => ({ mode: 'size_table', rows }))

  it('takes the cheapest row that holds the size; none holds it → null', () => {
    fc.assert(
      fc.property(table, width, height, tier, (pricing, w, h, t) => {
        if (pricing.mode !== 'size_table') return
        const fitting = pricing.rows.filter((r) => w <= r.max_width_mm && h <= r.max_height_mm).map((r) => r.prices[t])
        expect(sizePrice(pricing, w, h, t)).toBe(fitting.length ? Math.min(...fitting) : null)
      }),
    )
  })

  it('is monotone when bigger rows never cost less (a real price list)', () => {
    const rising = fc
      .array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 300 }), fc.nat(50_000)), {
        minLength: 1,
        maxLength: 6,
      })
      .map((steps): SizePricing => {
        let w = 500
        let h = 1800
        let p = 10_000
        return {
          mode: 'size_table',
          rows: steps.map(([dw, dh, dp]) => {
            w += dw
            h += dh
            p += dp
            return { max_width_mm: w, max_height_mm: h, prices: { base: p, reseller: p, other: p } }
          }),
        }
      })
    fc.assert(
      fc.property(rising, width, height, fc.nat(300), fc.nat(300), (pricing, w, h, dw, dh) => {
        const small = sizePrice(pricing, w, h, 'base')
        const big = sizePrice(pricing, w + dw, h + dh, 'base')
        if (small !== null && big !== null) expect(big).toBeGreaterThanOrEqual(small)
        if (small === null) expect(big).toBeNull()
      }),
    )
  })
})

describe('option surcharges', () => {
  it('fixed cents in the tier plus a whole percentage of the size price, never negative', () => {
    fc.assert(
      fc.property(
        tierPrices,
        fc.integer({ min: -50, max: 100 }),
        fc.nat(5_000_000),
        tier,
        (prices, percent, size, t) => {
          const charge = optionSurcharge({ prices, percent }, size, t)
          expect(isCents(charge)).toBe(true)
          const pct = BigInt(Math.max(0, percent))
          expect(BigInt(charge)).toBe(BigInt(prices[t]) + halfUp(BigInt(size) * pct, 100n))
        },
      ),
    )
  })

  it('a negative or broken price counts as 0 (spec §5)', () => {
    expect(
      optionSurcharge({ prices: { base: -500, reseller: 1.5, other: Number.NaN }, percent: 0 }, 10_000, 'base'),
    ).toBe(0)
    expect(optionSurcharge({ prices: { base: 0, reseller: 1.5, other: 0 }, percent: 0 }, 10_000, 'reseller')).toBe(0)
  })

  it('RAL +20 % on € 455,00 is € 91,00; on € 455,03 it rounds half up to € 91,01', () => {
    const ral = { prices: { base: 0, reseller: 0, other: 0 }, percent: 20 }
    expect(optionSurcharge(ral, 45_500, 'base')).toBe(9_100)
    expect(optionSurcharge(ral, 45_503, 'base')).toBe(9_101) // 9100.6 → 9101
    expect(
      doorPrice(45_500, [ral, { prices: { base: 6_000, reseller: 4_700, other: 5_300 }, percent: 0 }], 'reseller'),
    ).toEqual({
      size: 45_500,
      options: [9_100, 4_700],
      unit_price: 59_300,
    })
  })
})
