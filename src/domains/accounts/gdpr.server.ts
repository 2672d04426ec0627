import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { addresses, consentRecords, newsletterSubscribers, orderLines, orders, savedCarts, users } from '~/db/schema'

// GDPR export and erasure (issue 16). What is kept after erasure, and why, is in the contract's
// description of POST /account/delete.

const omit = <T extends Record<string, unknown>, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...row }
  for (const key of keys) delete copy[key]
  return copy
}

/** Everything about one user, without secrets (password hash, tokens, sessions). */
export async function collectUserData(db: Db, userId: number): Promise<Record<string, unknown>> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return {}
  const [own, orderRows, consents, newsletter, cart] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.createdAt),
    db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(consentRecords.createdAt),
    db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`),
    db.select().from(savedCarts).where(eq(savedCarts.userId, userId)),
  ])
  const lines = orderRows.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            orderRows.map((o) => o.id),
          ),
        )
    : []
  return {
    exported_at: new Date().toISOString(),
    profile: omit(user, 'passwordHash'),
    addresses: own,
    orders: orderRows.map((order) => ({ ...order, lines: lines.filter((l) => l.orderId === order.id) })),
    consents: consents.map((c) => omit(c, 'ipHash')),
    newsletter: newsletter.map((n) => omit(n, 'confirmTokenHash')),
    saved_cart: cart[0] ?? null,
  }
}

/**
 * Erases the user: the row goes (sessions, tokens, addresses, saved cart and a retailer's team
 * follow by cascade), orders and consent records lose the link (`on delete set null`) but stay,
 * the newsletter subscription of the address goes.
 */
export async function eraseUser(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    if (!user) return
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`)
    await tx.delete(users).where(and(eq(users.id, userId)))
  })
}

export async function teamSize(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.parentId, userId))
  return row?.n ?? 0
}
