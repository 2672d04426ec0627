import { sql } from 'drizzle-orm'
import { coupons } from '../../schema'
import { report, type SeedContext } from '../context'
import { placeWindow, yearsToShift } from '../seasons'

type CouponInsert = typeof coupons.$inferInsert

/** A calendar year in Rome, placed like a seasonal promotion (decision 061). */
const calendarYear = { startsAt: '2026-01-01T00:00:00+01:00', endsAt: '2026-12-31T23:59:59+01:00' }

// One coupon for each case the cart must handle: open-ended, fixed amount (valid through the
// year the shop is seeded in), expired (the year before), and one use left before its limit.
export function couponSeeds(now: Date): CouponInsert[] {
  return [
    {
      code: 'BENVENUTO10',
      discountType: 'percentage',
      discountValue: 10,
      startsAt: new Date('2026-01-01T00:00:00+01:00'),
      endsAt: null,
    },
    {
      code: 'SCONTO50',
      discountType: 'fixed',
      discountValue: 5000,
      ...placeWindow(calendarYear, yearsToShift(calendarYear, now, 'next')),
    },
    {
      code: 'SCADUTO',
      discountType: 'percentage',
      discountValue: 15,
      ...placeWindow(calendarYear, yearsToShift(calendarYear, now, 'last')),
    },
    { code: 'ULTIMO', discountType: 'percentage', discountValue: 5, usageLimit: 5, usedCount: 4 },
  ]
}

export async function seedCoupons(ctx: SeedContext) {
  const rows = await ctx.tx.select({ code: sql<string>`upper(${coupons.code})` }).from(coupons)
  const known = new Set(rows.map((r) => r.code))
  const missing = couponSeeds(ctx.now).filter((c) => !known.has(c.code.toUpperCase()))
  if (missing.length > 0) await ctx.tx.insert(coupons).values(missing)
  report(ctx, 'coupons', missing.length)
}
