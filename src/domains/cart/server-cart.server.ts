import { eq } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { savedCarts } from '~/db/schema'
import { mergeCarts, serverCartLineSchema, type ServerCart, type ServerCartLine } from './server-cart.schemas'

// Reading and writing a user's saved cart (decision 028).

type Cart = { items: ServerCartLine[]; coupon_code: string | null }

/** The stored lines, re-checked (a row written by an older version keeps only valid lines). */
const toCart = (row: { items: unknown[]; couponCode: string | null; updatedAt: Date } | undefined): ServerCart => ({
  items: (row?.items ?? []).flatMap((raw) => {
    const line = serverCartLineSchema.safeParse(raw)
    return line.success ? [line.data] : []
  }),
  coupon_code: row?.couponCode ?? null,
  updated_at: row ? row.updatedAt.toISOString() : null,
})

export async function loadServerCart(db: Db, userId: number): Promise<ServerCart> {
  const [row] = await db.select().from(savedCarts).where(eq(savedCarts.userId, userId))
  return toCart(row)
}

export async function saveServerCart(db: Db, userId: number, cart: Cart, now: Date): Promise<ServerCart> {
  const [row] = await db
    .insert(savedCarts)
    .values({ userId, items: cart.items, couponCode: cart.coupon_code, updatedAt: now })
    .onConflictDoUpdate({ target: savedCarts.userId, set: { items: cart.items, couponCode: cart.coupon_code, updatedAt: now } })
    .returning()
  return toCart(row)
}

/** Merges under a row lock, so two tabs signing in at once do not lose each other's lines. */
export async function mergeIntoServerCart(db: Db, userId: number, browser: Cart, now: Date): Promise<ServerCart> {
  return db.transaction(async (tx) => {
    await tx.insert(savedCarts).values({ userId, items: [], updatedAt: now }).onConflictDoNothing()
    const [row] = await tx.select().from(savedCarts).where(eq(savedCarts.userId, userId)).for('update')
    const merged = mergeCarts(toCart(row), browser)
    const [saved] = await tx
      .update(savedCarts)
      .set({ items: merged.items, couponCode: merged.coupon_code, updatedAt: now })
      .where(eq(savedCarts.userId, userId))
      .returning()
    return toCart(saved)
  })
}
