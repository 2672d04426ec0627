import { sql } from 'drizzle-orm'
import { coupons } from '~/db/schema'
import type { Db } from '~/db/types'
import type { Coupon } from './cart.schemas'

type CouponRow = typeof coupons.$inferSelect

/** Active, started, not ended, and below its usage limit (none = unlimited) at `now`. */
export function isCouponUsable(row: CouponRow, now: Date): boolean {
  if (!row.active) return false
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return false
  if (row.endsAt && row.endsAt.getTime() < now.getTime()) return false
  return row.usageLimit === null || row.usedCount < row.usageLimit
}

/** The coupon for a code (any letter case) if it can be used at `now`, else null. */
export async function findUsableCoupon(db: Db, code: string, now: Date): Promise<Coupon | null> {
  const wanted = code.trim()
  if (!wanted) return null
  // upper(code) is the unique index, so this is one index lookup.
  const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = upper(${wanted})`).limit(1)
  if (!row || !isCouponUsable(row, now)) return null
  return { code: row.code, discount_type: row.discountType, discount_value: row.discountValue }
}
