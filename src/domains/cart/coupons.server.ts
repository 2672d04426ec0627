import { sql } from 'drizzle-orm'
import { coupons } from '~/db/schema'
import type { Db } from '~/db/types'
import type { Coupon } from './cart.schemas'

type CouponRow = typeof coupons.$inferSelect

/** Where a coupon stands at `now`: the cart takes only an `active` one; the back office shows it. */
export type CouponState = 'inactive' | 'scheduled' | 'expired' | 'used_up' | 'active'

export function couponState(
  row: Pick<CouponRow, 'active' | 'startsAt' | 'endsAt' | 'usageLimit' | 'usedCount'>,
  now: Date,
): CouponState {
  if (!row.active) return 'inactive'
  if (row.endsAt && row.endsAt.getTime() < now.getTime()) return 'expired'
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return 'scheduled'
  return row.usageLimit === null || row.usedCount < row.usageLimit ? 'active' : 'used_up'
}

/** Active, started, not ended, and below its usage limit (none = unlimited) at `now`. */
export const isCouponUsable = (row: CouponRow, now: Date): boolean => couponState(row, now) === 'active'

/** The coupon for a code (any letter case) if it can be used at `now`, else null. */
export async function findUsableCoupon(db: Db, code: string, now: Date): Promise<Coupon | null> {
  const wanted = code.trim()
  if (!wanted) return null
  // upper(code) is the unique index, so this is one index lookup.
  const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = upper(${wanted})`).limit(1)
  if (!row || !isCouponUsable(row, now)) return null
  return { code: row.code, discount_type: row.discountType, discount_value: row.discountValue }
}
