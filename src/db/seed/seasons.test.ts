import { describe, expect, it } from 'vitest'
import { couponSeeds } from './commerce/coupons'
import { placedPromotions, promotionSeeds } from './commerce/promotions'
import { shiftYears, yearsToShift } from './seasons'

// Decision 061: the seed places its seasonal data from the time it runs, so a shop seeded on
// any day shows a running promotion, true texts, and the same cases the tests rely on.

const DAY = 86_400_000
const romeWallClock = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(at)
const seasons = promotionSeeds.flatMap((p) => ('season' in p.when ? [p.when.season] : []))
/** Every day from `from`, for `days` days, at the hour of `from`. */
const everyDay = (from: string, days: number) =>
  Array.from({ length: days }, (_, i) => new Date(Date.parse(from) + i * DAY))

describe('shiftYears', () => {
  it('keeps the day and the wall-clock time in Rome in every year (no window is near a daylight-saving change)', () => {
    for (const window of seasons) {
      for (const iso of [window.startsAt, window.endsAt]) {
        const written = romeWallClock(new Date(iso))
        for (let years = -6; years <= 14; years++)
          expect(romeWallClock(shiftYears(iso, years)), `${iso} + ${years} y`).toBe(written)
      }
    }
  })

  it('refuses a 29 February in a year without one', () => {
    expect(shiftYears('2028-02-29T00:00:00+01:00', 4).toISOString()).toBe('2032-02-28T23:00:00.000Z')
    expect(() => shiftYears('2028-02-29T00:00:00+01:00', 1)).toThrow(/no day in 2029/)
  })
})

describe('yearsToShift', () => {
  const blackFriday = { startsAt: '2026-11-20T00:00:00+01:00', endsAt: '2026-11-30T23:59:59+01:00' }
  it('is the occurrence running or to come, up to the last second of its end', () => {
    expect(yearsToShift(blackFriday, new Date('2026-11-30T22:59:59Z'), 'next')).toBe(0)
    expect(yearsToShift(blackFriday, new Date('2026-11-30T23:00:00Z'), 'next')).toBe(1)
    expect(yearsToShift(blackFriday, new Date('2025-01-10T00:00:00Z'), 'next')).toBe(-1)
    expect(yearsToShift(blackFriday, new Date('2031-12-01T00:00:00Z'), 'next')).toBe(6)
  })
  it('or the latest one that has ended', () => {
    expect(yearsToShift(blackFriday, new Date('2026-11-30T22:59:59Z'), 'last')).toBe(-1)
    expect(yearsToShift(blackFriday, new Date('2026-11-30T23:00:00Z'), 'last')).toBe(0)
    expect(yearsToShift(blackFriday, new Date('2027-11-25T00:00:00Z'), 'last')).toBe(0)
  })
})

describe('the seeded promotions, seeded on any day', () => {
  const byKey = (now: Date) => new Map(placedPromotions(now).map((p) => [p.key, p]))

  it('are the 2026 calendar when seeded in November 2026', () => {
    const placed = byKey(new Date('2026-11-24T10:00:00Z'))
    expect(placed.get('black-friday-porte')).toMatchObject({
      startsAt: new Date('2026-11-20T00:00:00+01:00'),
      endsAt: new Date('2026-11-30T23:59:59+01:00'),
    })
    expect(placed.get('natale-sicuro')).toMatchObject({
      startsAt: new Date('2026-12-01T00:00:00+01:00'),
      endsAt: new Date('2026-12-24T23:59:59+01:00'),
    })
    expect(placed.get('primavera-maniglie')?.description.it).toMatch(/conclusa il 30 aprile 2026\.$/)
  })

  it('move by whole years: the next occurrence not ended, the spring one the last ended (its texts name that year)', () => {
    const placed = byKey(new Date('2027-12-05T10:00:00Z'))
    expect(placed.get('black-friday-porte')).toMatchObject({
      startsAt: new Date('2028-11-20T00:00:00+01:00'),
      endsAt: new Date('2028-11-30T23:59:59+01:00'),
    })
    expect(placed.get('inverno-finestre')).toMatchObject({
      startsAt: new Date('2027-11-01T00:00:00+01:00'),
      endsAt: new Date('2027-12-31T23:59:59+01:00'),
    })
    expect(placed.get('natale-sicuro')?.startsAt).toEqual(new Date('2027-12-01T00:00:00+01:00'))
    const spring = placed.get('primavera-maniglie')!
    expect(spring.endsAt).toEqual(new Date('2027-04-30T23:59:59+02:00'))
    for (const text of Object.values(spring.description)) expect(text).toContain('2027')
    for (const text of Object.values(spring.description)) expect(text).not.toContain('2026')
  })

  it('always have one running and one ended, never two on one product at once, on every day of two years', () => {
    for (const now of everyDay('2027-01-01T11:00:00Z', 2 * 366)) {
      const placed = placedPromotions(now)
      const running = placed.filter((p) => p.startsAt <= now && now <= p.endsAt)
      expect(running.length, now.toISOString()).toBeGreaterThan(0)
      expect(
        placed.filter((p) => p.endsAt < now).map((p) => p.key),
        now.toISOString(),
      ).toEqual(['primavera-maniglie'])
      for (const [i, a] of placed.entries()) {
        for (const b of placed.slice(i + 1)) {
          const overlap = a.startsAt <= b.endsAt && b.startsAt <= a.endsAt
          if (overlap)
            expect(
              a.skus.filter((sku) => b.skus.includes(sku)),
              `${a.key} and ${b.key} at ${now.toISOString()}`,
            ).toEqual([])
        }
      }
    }
  })

  it('run the opening promotion for eight weeks from the seed', () => {
    const now = new Date('2027-03-01T12:00:00Z')
    expect(byKey(now).get('apertura-persiane')).toMatchObject({
      startsAt: now,
      endsAt: new Date('2027-04-26T12:00:00Z'),
    })
  })
})

describe('the seeded coupons, seeded on any day', () => {
  it('SCONTO50 runs through the seed’s year, SCADUTO ended with the year before, BENVENUTO10 has begun', () => {
    for (const now of everyDay('2027-01-01T11:00:00Z', 2 * 366)) {
      const byCode = new Map(couponSeeds(now).map((c) => [c.code, c]))
      const year = now.getUTCFullYear()
      expect(byCode.get('SCONTO50'), now.toISOString()).toMatchObject({
        startsAt: new Date(`${year}-01-01T00:00:00+01:00`),
        endsAt: new Date(`${year}-12-31T23:59:59+01:00`),
      })
      expect(byCode.get('SCADUTO'), now.toISOString()).toMatchObject({
        endsAt: new Date(`${year - 1}-12-31T23:59:59+01:00`),
      })
      expect(byCode.get('BENVENUTO10')!.startsAt!.getTime()).toBeLessThan(now.getTime())
    }
  })
})
