import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { authTokens } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { hashToken, newToken } from './session.server'

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000
export const RESET_TTL_MS = 30 * 60 * 1000
/** The undo link of an e-mail change, and a team invitation, stay valid a week (issue 14). */
export const RESTORE_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** A one-time sign-in link (issue 41): short, as it opens the account without the password. */
export const SIGN_IN_TTL_MS = 15 * 60 * 1000

export type AuthTokenKind = 'verify_email' | 'reset_password' | 'restore_email' | 'invitation' | 'sign_in'

const TTL: Record<AuthTokenKind, number> = {
  verify_email: VERIFY_TTL_MS,
  reset_password: RESET_TTL_MS,
  restore_email: RESTORE_TTL_MS,
  invitation: INVITATION_TTL_MS,
  sign_in: SIGN_IN_TTL_MS,
}

/**
 * A new single-use token; earlier unused tokens of the same kind stop working — except undo
 * links: a second e-mail change (made by whoever took the account) must not cancel the undo
 * link the first one sent to the real owner.
 */
export async function issueAuthToken(
  db: Db,
  userId: number,
  kind: AuthTokenKind,
  now: Date,
  email?: string,
): Promise<string> {
  const token = newToken()
  if (kind !== 'restore_email') await revokeAuthTokens(db, userId, kind, now)
  await db.insert(authTokens).values({
    userId,
    kind,
    email: email ?? null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL[kind]),
  })
  return token
}

/** Every unused token of these kinds of the user stops working. */
export async function revokeAuthTokens(db: Db, userId: number, kinds: AuthTokenKind | AuthTokenKind[], now: Date) {
  const list = Array.isArray(kinds) ? kinds : [kinds]
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.kind, list), isNull(authTokens.usedAt)))
}

/** Uses a token up (atomically, so a replay loses the race) or says why it cannot be used. */
export async function consumeAuthToken(db: Db, token: string, kind: AuthTokenKind, now: Date) {
  const tokenHash = hashToken(token)
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email })
  if (used) return used
  const [existing] = await db
    .select({ usedAt: authTokens.usedAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
  throw new HttpError(existing && !existing.usedAt ? 'token_expired' : 'token_invalid')
}
