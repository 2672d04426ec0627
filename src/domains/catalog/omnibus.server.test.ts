import { describe, expect, it } from 'vitest'
import { lowestBeforeReduction } from './omnibus.server'

const day = (n: number) => new Date(Date.UTC(2026, 10, 22) - n * 86_400_000)

describe('Omnibus: lowest price of the 30 days before a reduction', () => {
  it('shows the earlier price for a reduced product', () => {
    expect(
      lowestBeforeReduction(
        [
          { price: 50000, at: day(40) },
          { price: 42000, at: day(5) },
          { price: 42000, at: day(0) },
        ],
        42000,
      ),
    ).toBe(50000)
  })

  it('takes the lowest of the prices applied in the window, including the one in force when it opened', () => {
    const history = [
      { price: 60000, at: day(80) },
      { price: 55000, at: day(20) },
      { price: 58000, at: day(12) },
      { price: 45000, at: day(2) },
    ]
    expect(lowestBeforeReduction(history, 45000)).toBe(55000)
  })

  it('says nothing for a price that never changed, went up, or a reduction not below the lowest', () => {
    expect(lowestBeforeReduction([{ price: 100, at: day(40) }], 100)).toBeNull()
    expect(
      lowestBeforeReduction(
        [
          { price: 100, at: day(40) },
          { price: 120, at: day(3) },
        ],
        120,
      ),
    ).toBeNull()
    expect(
      lowestBeforeReduction(
        [
          { price: 90, at: day(20) },
          { price: 110, at: day(10) },
          { price: 95, at: day(1) },
        ],
        95,
      ),
    ).toBeNull()
    expect(lowestBeforeReduction([], 100)).toBeNull()
  })

  it('ignores prices older than 30 days before the reduction, but for the one then in force', () => {
    const history = [
      { price: 30000, at: day(100) },
      { price: 70000, at: day(60) },
      { price: 65000, at: day(1) },
    ]
    expect(lowestBeforeReduction(history, 65000)).toBe(70000)
  })
})
