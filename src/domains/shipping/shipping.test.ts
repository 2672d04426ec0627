import { describe, expect, it } from 'vitest'
import { shippingSeeds } from '~/db/seed/commerce/shipping'
import { fittingOptions, fitsWeight, type ShippingOptionRow } from './shipping'

// Decision 090: a weight band is (min, max] — the lower band holds the edge — and a band from 0
// holds a weightless cart too. Pinned at the shop's real edges, 30 kg and 150 kg (issue 40).
const band = (minWeightGrams: number, maxWeightGrams: number | null) => ({ minWeightGrams, maxWeightGrams })

describe('fitsWeight', () => {
  it('holds its maximum and not its minimum', () => {
    expect(fitsWeight(band(30_000, 150_000), 150_000)).toBe(true)
    expect(fitsWeight(band(30_000, 150_000), 150_001)).toBe(false)
    expect(fitsWeight(band(30_000, 150_000), 30_000)).toBe(false)
    expect(fitsWeight(band(30_000, 150_000), 30_001)).toBe(true)
  })

  it('a band from 0 holds an empty cart; one without a maximum holds any weight above its minimum', () => {
    expect(fitsWeight(band(0, 30_000), 0)).toBe(true)
    expect(fitsWeight(band(0, 30_000), 1)).toBe(true)
    expect(fitsWeight(band(0, null), 5_000_000)).toBe(true)
    expect(fitsWeight(band(1_000, null), 1_000)).toBe(false)
  })
})

describe('the seeded bands at their edges', () => {
  const rows: ShippingOptionRow[] = shippingSeeds.map((s, i) => ({
    id: i + 1,
    code: s.code,
    name: s.code,
    description: null,
    minWeightGrams: s.min,
    maxWeightGrams: s.max,
    regions: s.regions,
    price: s.price,
    shippingDaysMin: s.days[0],
    shippingDaysMax: s.days[1],
    pickup: s.pickup ?? false,
  }))
  // IT-25 is Lombardia (the north).
  const offered = (grams: number) =>
    fittingOptions(rows, { grams, region: 'IT-25', pickup: false, pickupEnabled: true }).map((o) => o.code)

  it.each([
    [0, ['corriere-nord']],
    [29_999, ['corriere-nord']],
    [30_000, ['corriere-nord']],
    [30_001, ['bancale-nord']],
    [150_000, ['bancale-nord']],
    [150_001, ['bancale-multiplo-nord']],
    [1_000_000, ['bancale-multiplo-nord']],
    [1_000_001, []],
  ])('a cart of %i g is offered exactly %j', (grams, codes) => {
    expect(offered(grams)).toEqual(codes)
  })
})
