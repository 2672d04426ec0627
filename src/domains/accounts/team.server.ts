import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { users } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { findUserByEmail, toUser, type UserRow } from '~/domains/auth/users.server'

export const MAX_TEAM = 50

export const toTeamUser = (row: UserRow) => ({
  ...toUser(row),
  disabled: row.disabledAt !== null,
  invited: row.emailVerifiedAt === null,
  created_at: row.createdAt.toISOString(),
})

export async function listTeam(db: Db, retailerId: number) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.parentId, retailerId))
    .orderBy(asc(users.name), asc(users.id))
  return rows.map(toTeamUser)
}

export async function teamMember(db: Db, retailerId: number, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.parentId, retailerId)))
  if (!row) throw new HttpError('not_found')
  return row
}

export async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const taken = await findUserByEmail(db, email)
  if (taken && taken.id !== exceptId) throw new HttpError('conflict', { email: ['account_email_taken'] })
}
