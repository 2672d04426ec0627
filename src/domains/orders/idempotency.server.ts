import { createHash } from 'node:crypto'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { idempotencyKeys } from '~/db/schema'
import type { Tx } from '~/db/types'
import { HttpError } from '~/lib/api/errors'

// Idempotency-Key for POST /orders (decision 019). The key row is written first inside the
// order's own transaction: a second request with the same key waits on the row (PostgreSQL's
// unique index; PGlite runs one transaction at a time), then finds the order the first one
// committed. A failed order rolls its key back, so a retry with the same key can succeed.

export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/

/** A stable hash of a request body: keys sorted, so the same content always hashes alike. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      )
    }
    return value
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
}

export type Claim = { kind: 'new' } | { kind: 'replay'; orderId: number }

/**
 * Claims `key` for this request: new (go on and place the order), or the order an identical
 * earlier request placed. The same key with another body is a 422.
 */
export async function claimKey(tx: Tx, scope: string, key: string, hash: string, now: Date): Promise<Claim> {
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS)
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (inserted.length > 0) return { kind: 'new' }
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  // An expired key is free again: take it over for this request.
  if (row && row.expiresAt.getTime() < now.getTime()) {
    await tx
      .update(idempotencyKeys)
      .set({ requestHash: hash, expiresAt, createdAt: now, responseStatus: null, responseBody: null })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    return { kind: 'new' }
  }
  if (!row || row.requestHash !== hash) throw new HttpError('idempotency_key_reused')
  const orderId = Number((row.responseBody as { order_id?: unknown } | null)?.order_id)
  // Written in the same transaction as the order: a committed key always has its order.
  if (!Number.isInteger(orderId)) throw new HttpError('conflict')
  return { kind: 'replay', orderId }
}

/**
 * Records the order a key's request placed, as a statement the order runs with its other writes:
 * `orderId` is the order's id as an SQL expression of that statement (decision 049).
 */
export function recordKeyStatement(tx: Tx, scope: string, key: string, orderId: SQL) {
  return tx
    .update(idempotencyKeys)
    .set({ responseStatus: 201, responseBody: sql`jsonb_build_object('order_id', ${orderId})` })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
}
