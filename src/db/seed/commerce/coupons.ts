import { sql } from 'drizzle-orm'
import { coupons } from '../../schema'
import { report, type SeedContext } from '../context'

type CouponInsert = typeof coupons.$inferInsert

// One coupon for each case the cart must handle: open-ended, fixed amount, expired, and one
// use left before its limit.
export const couponSeeds: CouponInsert[] = [
  { code: 'BENVENUTO10', discountType: 'percentage', discountValue: 10, startsAt: new Date('2026-01-01T00:00:00+01:00'), endsAt: null },
  {
    code: 'SCONTO50',
    discountType: 'fixed',
    discountValue: 5000,
    startsAt: new Date('2026-01-01T00:00:00+01:00'),
    endsAt: new Date('2026-12-31T23:59:59+01:00'),
  },
  {
    code: 'SCADUTO',
    discountType: 'percentage',
    discountValue: 15,
    startsAt: new Date('2025-01-01T00:00:00+01:00'),
    endsAt: new Date('2025-12-31T23:59:59+01:00'),
  },
  { code: 'ULTIMO', discountType: 'percentage', discountValue: 5, usageLimit: 5, usedCount: 4 },
]

export async function seedCoupons(ctx: SeedContext) {
  const rows = await ctx.tx.select({ code: sql<string>`upper(${coupons.code})` }).from(coupons)
  const known = new Set(rows.map((r) => r.code))
  const missing = couponSeeds.filter((c) => !known.has(c.code.toUpperCase()))
  if (missing.length > 0) await ctx.tx.insert(coupons).values(missing)
  report(ctx, 'coupons', missing.length)
}
