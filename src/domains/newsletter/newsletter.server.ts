import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { newsletterSubscribers } from '~/db/schema'
import { takeQuota } from '~/domains/auth/throttle.server'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'

// Double opt-in: a subscription stays `pending` until the e-mailed link is followed. Only the
// SHA-256 of the link's token is stored; a new link replaces the old one; confirming uses it up.

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

/** Confirmation e-mails per address: 3 per 15 minutes, like the account e-mails. */
export const NEWSLETTER_MAIL_LIMIT = 3

// One atomic quota (decision 027): no race past the limit.
const allowNewsletterMail = (db: Db, email: string, now: Date): Promise<boolean> =>
  takeQuota(db, `newsletter-mail:${email.toLowerCase()}`, NEWSLETTER_MAIL_LIMIT, now)

const byEmail = (email: string) => sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`

/**
 * Adds the address (one row per address, whatever its case) or renews its pending request.
 * Returns the token to e-mail, or null when there is nothing to send: already confirmed, or
 * too many e-mails lately (the link already sent then keeps working).
 */
export async function subscribe(db: Db, input: { email: string; locale: Locale }, now: Date): Promise<string | null> {
  const token = newToken()
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({
      email: input.email,
      locale: input.locale,
      status: 'pending',
      confirmTokenHash: hashToken(token),
      termsAcceptedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id })
  if (created) return (await allowNewsletterMail(db, input.email, now)) ? token : null

  const [row] = await db.select().from(newsletterSubscribers).where(byEmail(input.email))
  if (!row || row.status === 'confirmed') return null
  if (!(await allowNewsletterMail(db, input.email, now))) return null
  // Pending (asked again) or unsubscribed (a new consent): a fresh link, pending until followed.
  await db
    .update(newsletterSubscribers)
    .set({
      status: 'pending',
      confirmTokenHash: hashToken(token),
      termsAcceptedAt: now,
      locale: input.locale,
      unsubscribedAt: null,
    })
    .where(eq(newsletterSubscribers.id, row.id))
  return token
}

/** Confirms the subscription of the link's token, once (atomically: a replay finds nothing). */
export async function confirmSubscription(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(
      and(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)), eq(newsletterSubscribers.status, 'pending')),
    )
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
  if (!row) throw new HttpError('token_invalid')
  return row
}

/** The subscription state of an address (`none` when it never subscribed). */
export async function subscriptionStatus(
  db: Db,
  email: string,
): Promise<'none' | 'pending' | 'confirmed' | 'unsubscribed'> {
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(byEmail(email))
  return row?.status ?? 'none'
}

/** Ends a subscription (any pending link stops working); nothing to do for an unknown address. */
export async function unsubscribe(db: Db, email: string, now: Date) {
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(and(byEmail(email), sql`${newsletterSubscribers.status} <> 'unsubscribed'`))
}

/**
 * The subscriber's unsubscribe token (decision: readable, see the schema), created on first
 * use and the same afterwards. A concurrent first use keeps whichever token was written first.
 */
export async function unsubscribeTokenOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, token: newsletterSubscribers.unsubscribeToken })
    .from(newsletterSubscribers)
    .where(byEmail(email))
  if (!row) return null
  if (row.token) return row.token
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribeToken: newToken() })
    .where(and(eq(newsletterSubscribers.id, row.id), isNull(newsletterSubscribers.unsubscribeToken)))
  const [again] = await db
    .select({ token: newsletterSubscribers.unsubscribeToken })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, row.id))
  return again?.token ?? null
}

/**
 * Unsubscribes the address of the link's token. Following a link again answers the same (the
 * address stays unsubscribed); a pending confirmation link stops working.
 */
export async function unsubscribeByToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
  if (!row) throw new HttpError('token_invalid')
  return row
}
