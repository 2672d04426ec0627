import { eq } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { savedCarts } from '~/db/schema'
import { mergeCarts, serverCartLineSchema, type ServerCart, type ServerCartLine } from './server-cart.schemas'

// Reading and writing a user's saved cart (decisions 028, 082). One cart per account, on the
// server: every change replaces it (the last change wins on every device), an order empties it
// in the order's own transaction, and a browser's own copy is merged into it only once — at the
// first sign-in on that browser. Afterwards the browser's copy is a mirror of this one (it sends
// back the sync token it was given) and the account's cart wins: a line removed on the phone
// does not come back from the laptop's stale copy, nor a used coupon.

type Cart = { items: ServerCartLine[]; coupon_code: string | null; synced?: string | null; unsent?: boolean }

/** The token a browser keeps once it mirrors this account's cart. */
export const syncTokenFor = (userId: number) => `account-${userId}`

/** The stored lines, re-checked (a row written by an older version keeps only valid lines). */
const toCart = (
  userId: number,
  row: { items: unknown[]; couponCode: string | null; updatedAt: Date } | undefined,
): ServerCart => ({
  items: (row?.items ?? []).flatMap((raw) => {
    const line = serverCartLineSchema.safeParse(raw)
    return line.success ? [line.data] : []
  }),
  coupon_code: row?.couponCode ?? null,
  updated_at: row ? row.updatedAt.toISOString() : null,
  sync_token: syncTokenFor(userId),
})

export async function loadServerCart(db: Db, userId: number): Promise<ServerCart> {
  const [row] = await db.select().from(savedCarts).where(eq(savedCarts.userId, userId))
  return toCart(userId, row)
}

export async function saveServerCart(db: Db, userId: number, cart: Cart, now: Date): Promise<ServerCart> {
  const [row] = await db
    .insert(savedCarts)
    .values({ userId, items: cart.items, couponCode: cart.coupon_code, updatedAt: now })
    .onConflictDoUpdate({
      target: savedCarts.userId,
      set: { items: cart.items, couponCode: cart.coupon_code, updatedAt: now },
    })
    .returning()
  return toCart(userId, row)
}

/** Merges under a row lock, so two tabs signing in at once do not lose each other's lines. */
export async function mergeIntoServerCart(db: Db, userId: number, browser: Cart, now: Date): Promise<ServerCart> {
  return db.transaction(async (tx) => {
    await tx.insert(savedCarts).values({ userId, items: [], updatedAt: now }).onConflictDoNothing()
    const [row] = await tx.select().from(savedCarts).where(eq(savedCarts.userId, userId)).for('update')
    const current = toCart(userId, row)
    // A browser that already mirrors this account's cart brings nothing new: the account's wins,
    // unless it holds a change it had no time to send — that one is the last change, and wins.
    const mirror = browser.synced === syncTokenFor(userId)
    if (mirror && !browser.unsent) return current
    // The copy mirrors another account (signed out, then someone else signed in here): not theirs to bring.
    if (browser.synced && !mirror) return current
    const merged = mirror ? { items: browser.items, coupon_code: browser.coupon_code } : mergeCarts(current, browser)
    const [saved] = await tx
      .update(savedCarts)
      .set({ items: merged.items, couponCode: merged.coupon_code, updatedAt: now })
      .where(eq(savedCarts.userId, userId))
      .returning()
    return toCart(userId, saved)
  })
}
