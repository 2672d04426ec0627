import { aliasedTable, and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { users } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { ilikeAny, orderOf, paged } from '../list-query.server'
import type { AdminUser } from './admin-users.schemas'
import type { z } from 'zod'
import type { adminUsersQuery } from './admin-users.schemas'

// Users as the back office sees them: with their order and sub-user counts and their parent
// retailer's name, in one query (no per-row lookups on a page of 100).

const parents = aliasedTable(users, 'parents')
// Written out: the outer `users` must be named in full inside the subqueries.
const ordersCount = sql<number>`(select count(*)::int from orders where orders.user_id = users.id)`
const subUsersCount = sql<number>`(select count(*)::int from users as subs where subs.parent_id = users.id)`

const select = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  locale: users.locale,
  verifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  parentId: users.parentId,
  parentName: parents.name,
  ordersCount,
  subUsersCount,
  createdAt: users.createdAt,
}

type Row = { [K in keyof typeof select]: unknown } & {
  id: number
  name: string
  email: string
  role: AdminUser['role']
  locale: string
  verifiedAt: Date | null
  disabledAt: Date | null
  parentId: number | null
  parentName: string | null
  ordersCount: number
  subUsersCount: number
  createdAt: Date
}

const toAdminUser = (r: Row): AdminUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  locale: r.locale,
  email_verified: r.verifiedAt !== null,
  disabled: r.disabledAt !== null,
  parent_id: r.parentId,
  parent_name: r.parentName,
  orders_count: Number(r.ordersCount),
  sub_users_count: Number(r.subUsersCount),
  created_at: r.createdAt.toISOString(),
})

const base = (db: Db) => db.select(select).from(users).leftJoin(parents, eq(parents.id, users.parentId))

export async function listAdminUsers(db: Db, q: z.output<typeof adminUsersQuery>) {
  const where: SQL[] = []
  if (q.q) where.push(ilikeAny(q.q, users.name, users.email))
  if (q.role) where.push(eq(users.role, q.role))
  if (q.status === 'active') where.push(isNull(users.disabledAt))
  if (q.status === 'disabled') where.push(isNotNull(users.disabledAt))
  if (q.parent_id) where.push(eq(users.parentId, q.parent_id))
  const cond = where.length ? and(...where) : undefined
  const sorts = {
    name: sql`lower(${users.name})`,
    email: sql`lower(${users.email})`,
    role: users.role,
    created_at: users.createdAt,
  }
  return paged(
    q,
    db
      .select({ n: count() })
      .from(users)
      .where(cond)
      .then((r) => Number(r[0]?.n ?? 0)),
    async (limit, offset) =>
      (
        await base(db)
          .where(cond)
          .orderBy(...orderOf(sorts, q, 'created_at', users.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => toAdminUser(r as Row)),
  )
}

export async function getAdminUser(db: Db, id: number): Promise<AdminUser> {
  const [row] = await base(db).where(eq(users.id, id))
  if (!row) throw new HttpError('not_found')
  return toAdminUser(row as Row)
}
