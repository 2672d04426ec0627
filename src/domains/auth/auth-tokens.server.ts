import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { authTokens } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { hashToken, newToken } from './session.server'

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000
export const RESET_TTL_MS = 30 * 60 * 1000

type Kind = 'verify_email' | 'reset_password'

/** A new single-use token; earlier unused tokens of the same kind stop working. */
export async function issueAuthToken(db: Db, userId: number, kind: Kind, now: Date, email?: string): Promise<string> {
  const token = newToken()
  await db.update(authTokens).set({ usedAt: now }).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)))
  await db.insert(authTokens).values({
    userId,
    kind,
    email: email ?? null,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + (kind === 'reset_password' ? RESET_TTL_MS : VERIFY_TTL_MS)),
  })
  return token
}

/** Uses a token up (atomically, so a replay loses the race) or says why it cannot be used. */
export async function consumeAuthToken(db: Db, token: string, kind: Kind, now: Date) {
  const tokenHash = hashToken(token)
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId, email: authTokens.email })
  if (used) return used
  const [existing] = await db
    .select({ usedAt: authTokens.usedAt })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)))
  throw new HttpError(existing && !existing.usedAt ? 'token_expired' : 'token_invalid')
}
