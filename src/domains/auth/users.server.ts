import { eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { users } from '~/db/schema'
import type { User } from './auth.schemas'

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return row
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  email_verified: row.emailVerifiedAt !== null,
  parent_id: row.parentId,
  locale: row.locale,
})
