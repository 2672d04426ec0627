import { inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { loginThrottle } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'

// Failed sign-ins counted per account and per IP in the database, so the limits hold across
// every process. Past the limit the key is locked for a while; the lock applies the same to
// addresses that have no account, so it reveals nothing.
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
export const LOCK_MS = 15 * 60 * 1000
export const ACCOUNT_LIMIT = 5
export const IP_LIMIT = 20

export const accountKey = (email: string) => `email:${email.toLowerCase()}`
export const ipKey = (ip: string) => `ip:${ip}`

export async function assertNotThrottled(db: Db, keys: string[], now: Date) {
  if (keys.length === 0) return
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys))
  if (rows.some((r) => r.lockedUntil && r.lockedUntil > now)) throw new HttpError('too_many_requests')
}

export async function recordFailure(db: Db, key: string, limit: number, now: Date) {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS)
  const lockUntil = new Date(now.getTime() + LOCK_MS)
  const fresh = sql`${loginThrottle.windowStartedAt} < ${windowStart}`
  const failures = sql`case when ${fresh} then 1 else ${loginThrottle.failures} + 1 end`
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${fresh} then ${now} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${limit} then ${lockUntil} else ${loginThrottle.lockedUntil} end`,
      },
    })
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]))
}

/** E-mails a visitor can trigger (reset, verification) per address: 3 per 15 minutes. */
export async function allowMail(db: Db, email: string, now: Date): Promise<boolean> {
  const key = `mail:${email.toLowerCase()}`
  const [row] = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, [key]))
  if (row?.lockedUntil && row.lockedUntil > now) return false
  await recordFailure(db, key, 3, now)
  return true
}
