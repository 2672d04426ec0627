import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lowestBeforePromotion, lowestBeforeReduction, type PricePoint } from './omnibus.server'

// Issue 39 point 5: the "previous price" of every surface (product page, listings, search,
// promotions, home) comes from these two functions; here they are held, over generated price
// histories, to the plain reading of art. 17-bis Codice del Consumo: the lowest price *in force
// at any moment* of the 30 days before the reduction, each recorded price being in force from
// its moment until the next one.

const DAY = 86_400_000
const T0 = Date.UTC(2026, 0, 1)

/** Histories of up to 12 prices over 120 days, oldest first, with repeated prices and same-moment records. */
const history = fc
  .array(
    fc.record({
      price: fc.integer({ min: 1, max: 6 }).map((p) => p * 5_000),
      offset: fc.integer({ min: 0, max: 120 * 24 }),
    }),
    { minLength: 0, maxLength: 12 },
  )
  .map((points) =>
    points
      .map((p) => ({ price: p.price, at: new Date(T0 + p.offset * 3_600_000) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime()),
  )

/** The prices in force at some moment of [from, to] (to exclusive when `open`). */
function inForceDuring(h: readonly PricePoint[], from: number, to: number, open: boolean): number[] {
  return h
    .filter((p, i) => {
      const start = p.at.getTime()
      const end = h[i + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY
      return (open ? start < to : start <= to) && end > from
    })
    .map((p) => p.price)
}

describe('Omnibus over generated price histories', () => {
  it('a price recorded at the very moment of the reduction was never in force (found by fast-check, seed 443524168)', () => {
    const at = new Date('2026-04-01T14:00:00.000Z')
    expect(
      lowestBeforeReduction(
        [
          { price: 10_000, at },
          { price: 5_000, at },
        ],
        5_000,
      ),
    ).toBeNull()
  })

  it('a reduction shows the lowest price in force in the 30 days before it, only when above the current price', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 1, max: 6 }).map((p) => p * 5_000),
        (h, current) => {
          let start = h.length
          while (start > 0 && h[start - 1]!.price === current) start--
          // A current price the history has not recorded yet was set just now: the price it replaced is the one before it.
          const reducedAt = h[start]?.at.getTime()
          const applied =
            start === 0
              ? []
              : reducedAt === undefined
                ? [h.at(-1)!.price]
                : inForceDuring(h.slice(0, start), reducedAt - 30 * DAY, reducedAt, true)
          const lowest = applied.length ? Math.min(...applied) : null
          expect(lowestBeforeReduction(h, current)).toBe(lowest !== null && lowest > current ? lowest : null)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('a promotion shows the lowest price in force in the 30 days before it started, the regular price when none was', () => {
    fc.assert(
      fc.property(
        history,
        fc.integer({ min: 0, max: 120 * 24 }),
        fc.integer({ min: 1, max: 6 }).map((p) => p * 5_000),
        (h, hour, regular) => {
          const since = T0 + hour * 3_600_000
          const applied = inForceDuring(h, since - 30 * DAY, since, false)
          expect(lowestBeforePromotion(h, new Date(since), regular)).toBe(
            applied.length ? Math.min(...applied) : regular,
          )
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('prices recorded after a promotion started (an admin raising the price meanwhile) never change its previous price', () => {
    fc.assert(
      fc.property(history, history, fc.integer({ min: 0, max: 60 * 24 }), (before, later, hour) => {
        const since = T0 + hour * 3_600_000
        const earlier = before.filter((p) => p.at.getTime() <= since)
        const after = later.map((p) => ({ price: p.price * 3, at: new Date(since + 1 + (p.at.getTime() - T0)) }))
        expect(lowestBeforePromotion([...earlier, ...after], new Date(since), 99_999)).toBe(
          lowestBeforePromotion(earlier, new Date(since), 99_999),
        )
      }),
      { numRuns: 1_000 },
    )
  })
})
