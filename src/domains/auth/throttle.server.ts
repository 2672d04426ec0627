import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { loginThrottle } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'

// Password guesses and e-mails a visitor can trigger, counted in the database so the limits hold
// across every process (decision 027). Password checks are throttled per account *and IP* and
// per IP, with delays that double past the free attempts — never a lock of the account itself,
// so nobody can lock a customer out by guessing from elsewhere (issue 14). Every attempt is
// counted under a row lock *before* the password is checked: 100 concurrent guesses get
// 100 queued counts, and only the allowed ones reach the check.

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
/** Free password attempts per account from one address, then growing delays. */
export const ACCOUNT_IP_LIMIT = 5
/** Free password attempts per address (any accounts), then growing delays. */
export const IP_LIMIT = 20
/** The longest delay between attempts once past the free ones. */
export const MAX_DELAY_S = 15 * 60
/** E-mails a visitor can trigger per address and per IP in a window. */
export const MAIL_PER_ADDRESS = 3
export const MAIL_PER_IP = 10

/** Wrong passwords per account per hour from any address (ASVS 2.2.1); then 429 until the hour ends. */
export const ACCOUNT_HOURLY_LIMIT = 100
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000

export const accountIpKey = (email: string, ip: string | null) => `acct:${email.toLowerCase()}|${ip ?? 'unknown'}`
/** Every address's guesses at one account: the same key for an address nobody has (a uniform answer). */
export const accountKey = (email: string) => `acctall:${email.toLowerCase()}`
export const ipKey = (ip: string) => `ip:${ip}`

/** A refused attempt, with when to try again. */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfter: number) {
    super('too_many_requests')
  }
}

/**
 * Counts one attempt for `key`; the seconds to wait when it is refused, else 0. Past `limit`
 * attempts in the window, each allowed attempt sets a delay before the next (2 s, 4 s, 8 s … at
 * most MAX_DELAY_S); a refused attempt changes nothing. One statement: the previous delay is
 * read under the row lock (`for update`) that the upsert then takes.
 */
export async function takeAttempt(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS)
  const firstDelay = limit <= 1 ? new Date(now.getTime() + 2000) : null
  // The row is locked (`for update`) from the read to the write: concurrent attempts on one key
  // queue here, each seeing the count and delay the previous one left. The row is made first:
  // `for update` locks nothing where no row exists, and attempts that all read "no row" would
  // each pass uncounted against the delay (one guess too many under 100 at once on PostgreSQL).
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into login_throttle (key, failures, window_started_at) values (${key}, 0, ${now}) on conflict (key) do nothing`,
    )
    const [row] = await tx
      .select({ lockedUntil: loginThrottle.lockedUntil })
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key))
      .for('update')
    if (row?.lockedUntil && row.lockedUntil > now)
      return Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000))
    await tx.execute(sql`
      insert into login_throttle as t (key, failures, window_started_at, locked_until)
      values (${key}, 1, ${now}, ${firstDelay})
      on conflict (key) do update set
        failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
        locked_until = case
          when t.window_started_at < ${windowStart} then null
          when t.failures + 1 >= ${limit} then ${now}::timestamptz + make_interval(secs => least(${MAX_DELAY_S}, power(2, t.failures + 2 - ${limit})))
          else null end,
        window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end
    `)
    return 0
  })
}

/**
 * Counts one attempt at the account from any address (issue 41): guesses spread over many
 * addresses pass every per-address delay, so past ACCOUNT_HOURLY_LIMIT in the hour the account's
 * password is not checked at all until the hour ends; the seconds left, or 0. The owner gets in
 * with the e-mailed reset link, which clears it (clearAccountAttempts). Counted before the check
 * and under the row's lock, as takeAttempt: a right password takes its attempt back.
 */
export async function takeAccountAttempt(db: Db, email: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - ACCOUNT_WINDOW_MS)
  const result = (await db.execute(sql`
    insert into login_throttle as t (key, failures, window_started_at)
    values (${accountKey(email)}, 1, ${now})
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end
    returning t.failures, t.window_started_at
  `)) as unknown as { rows: Array<{ failures: number; window_started_at: string | Date }> }
  const row = result.rows[0]
  if (!row || Number(row.failures) <= ACCOUNT_HOURLY_LIMIT) return 0
  const ends = new Date(row.window_started_at).getTime() + ACCOUNT_WINDOW_MS
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000))
}

/** Counts a password attempt against the account+IP, IP and account keys; throws 429 when refused. */
export async function assertPasswordAttempt(db: Db, email: string, ip: string | null, now: Date): Promise<void> {
  const waits = [await takeAttempt(db, accountIpKey(email, ip), ACCOUNT_IP_LIMIT, now)]
  if (ip) waits.push(await takeAttempt(db, ipKey(ip), IP_LIMIT, now))
  waits.push(await takeAccountAttempt(db, email, now))
  const wait = Math.max(...waits)
  if (wait > 0) throw new ThrottledError(wait)
}

/**
 * A right password: the account's attempts from this address start again, and the attempt is
 * taken back from the address's count, so customers signing in behind one shared address (an
 * office, a showroom) never slow each other down; only wrong passwords add up there.
 */
export async function clearAttempts(db: Db, email: string, ip: string | null) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [accountIpKey(email, ip)]))
  await db.execute(sql`update login_throttle set failures = greatest(failures - 1, 0) where key = ${accountKey(email)}`)
  if (!ip) return
  await db.execute(sql`
    update login_throttle set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 < ${IP_LIMIT} then null else locked_until end
    where key = ${ipKey(ip)}`)
}

/** Every counter of an account (its password was reset by e-mail: the owner is back). */
export async function clearAccountAttempts(db: Db, email: string) {
  await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.key} like ${`acct:${email.toLowerCase().replace(/[\\%_]/g, '\\$&')}|%`} or ${loginThrottle.key} = ${accountKey(email)}`,
    )
}

/** One use of a quota (`limit` per window); false once it is spent. Atomic like takeAttempt. */
export async function takeQuota(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MS)
  const result = (await db.execute(sql`
    insert into login_throttle as t (key, failures, window_started_at)
    values (${key}, 1, ${now})
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${now} else t.window_started_at end
    returning t.failures
  `)) as unknown as { rows: Array<{ failures: number }> }
  return Number(result.rows[0]?.failures ?? Infinity) <= limit
}

/**
 * E-mails a visitor can trigger (reset, verification, "account exists", invitations): at most
 * MAIL_PER_ADDRESS per address and MAIL_PER_IP per IP in a window. Both quotas are taken.
 */
export async function allowMail(db: Db, email: string, now: Date, ip: string | null = null): Promise<boolean> {
  const perAddress = await takeQuota(db, `mail:${email.toLowerCase()}`, MAIL_PER_ADDRESS, now)
  const perIp = ip ? await takeQuota(db, `mailip:${ip}`, MAIL_PER_IP, now) : true
  return perAddress && perIp
}
