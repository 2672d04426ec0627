import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { sessions, users } from '~/db/schema'
import type { ApiUser } from '~/domains/shared/api-route'
import { perRequest } from '~/lib/http/request-scope.server'
import { pgliteSessionRow, type SessionRow } from './session-pglite.server'
import { DATA_VERSION_COLUMN, dataVersionWanted, ownerOf, primeDataVersion } from '~/db/data-version.server'

/** Idle lifetime of a session token; each use (at most hourly) slides it forward. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7
/** No token lives longer than this, however often it is used. */
export const SESSION_MAX_SECONDS = 60 * 60 * 24 * 90
const SLIDE_AFTER_MS = 60 * 60 * 1000

/** Tokens are stored as SHA-256 hex: a leaked table holds no usable session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  meta: { ip?: string | null; userAgent?: string | null },
) {
  const token = newToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  })
  return { token, expiresIn: SESSION_TTL_SECONDS }
}

export async function revokeSession(db: Db, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
}

/** Signs a user out everywhere, except (optionally) the session making the change. */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keepToken?: string | null) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
  if (keepToken) conditions.push(ne(sessions.tokenHash, hashToken(keepToken)))
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
}

const parents = alias(users, 'parents')

/**
 * The session check as one indexed query that brings the whole user row (issue 15): `GET
 * /auth/user`, which every signed-in page asks, needs no second query for it. Prepared once per
 * database handle (decision 048): building it with Drizzle was a fifth of a token request's CPU,
 * and on PostgreSQL it is a named statement, parsed and planned once per connection. The
 * `versioned` form also reads the data version, for a request that has not read it yet.
 */
function sessionQuery(db: Db, versioned: boolean) {
  const fields = {
    user: users,
    parentRole: parents.role,
    parentDisabled: parents.disabledAt,
    sessionId: sessions.id,
    createdAt: sessions.createdAt,
    lastUsedAt: sessions.lastUsedAt,
    dataVersion: versioned ? DATA_VERSION_COLUMN : sql<string | null>`null`,
  }
  return db
    .select(fields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(parents, eq(parents.id, users.parentId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare(versioned ? 'soglia_session_v' : 'soglia_session')
}
type SessionQuery = ReturnType<typeof sessionQuery>
// Per connection pool, not per handle: on Workers one handle fronts a pool per request (decision 041).
const prepared = new WeakMap<object, { plain?: SessionQuery; versioned?: SessionQuery }>()

function preparedSessionQuery(db: Db, versioned: boolean): SessionQuery {
  let byForm = prepared.get(ownerOf(db))
  if (!byForm) prepared.set(ownerOf(db), (byForm = {}))
  return versioned ? (byForm.versioned ??= sessionQuery(db, true)) : (byForm.plain ??= sessionQuery(db, false))
}

/** The user behind a bearer token, if the session is live and the account enabled. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<ApiUser | null> {
  if (token.length > 200) return null
  // A read that has not asked the data version yet gets it in the same round trip (decision 048).
  const tokenHash = hashToken(token)
  const versioned = dataVersionWanted(db) // never on PGlite: it follows the version in memory
  let row: SessionRow | null | undefined = versioned ? undefined : await pgliteSessionRow(db, tokenHash, now)
  if (row === undefined) {
    const [found] = await preparedSessionQuery(db, versioned).execute({ tokenHash, now: now.toISOString() })
    if (versioned) primeDataVersion(db, found?.dataVersion ?? null)
    row = found ?? null
  }
  if (!row || row.parentDisabled) return null
  if (now.getTime() - row.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    const cap = row.createdAt.getTime() + SESSION_MAX_SECONDS * 1000
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_SECONDS * 1000, cap))
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.sessionId))
  }
  const { user } = row
  return { id: user.id, role: user.role, parentId: user.parentId, priceRole: row.parentRole ?? user.role, row: user }
}

/**
 * `findSessionUser` once per incoming page request (decision 044), however many API calls its
 * loaders make with the token (checkout: the user and the addresses). Never across requests:
 * each request asks the database, so a revoked session is refused at once on every process.
 */
export const resolveSessionUser = (db: Db, token: string, now: Date): Promise<ApiUser | null> =>
  perRequest(`session:${hashToken(token)}`, () => findSessionUser(db, token, now))

/** Purges sessions that can no longer be used (called opportunistically at sign-in). */
export async function purgeDeadSessions(db: Db, now: Date) {
  await db
    .delete(sessions)
    .where(
      sql`${sessions.expiresAt} < ${new Date(now.getTime() - 86_400_000)} or ${sessions.revokedAt} < ${new Date(now.getTime() - 86_400_000)}`,
    )
}
