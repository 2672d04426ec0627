import { createHash } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { sessions, users } from '~/db/schema'
import type { ApiUser } from '~/server/api/router.server'

/** Tokens are stored as SHA-256 hex: a leaked table holds no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The user behind a bearer token, if the session is live and the account enabled. */
export async function findSessionUser(db: Db, token: string): Promise<ApiUser | null> {
  if (token.length > 200) return null
  const [row] = await db
    .select({ id: users.id, role: users.role, parentId: users.parentId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
  return row ?? null
}
