import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { quoteRequests } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { canAskVisitMove } from './quote-request.machine'
import { hashQuoteToken } from './quote-offer.server'
import type { CustomerVisit, visitMoveBody } from './quotes.schemas'
import type { z } from 'zod'

// The customer asks to move a planned visit (decision 112): from the visit e-mail's link (its
// token, a new one at every planning, only the hash kept) or, signed in, from its own request.
// The ask is kept on the request until the shop plans the visit again; the status stays.

type Row = typeof quoteRequests.$inferSelect
const q = quoteRequests

/** A new link token for a planning: 32 random bytes, base64url (the quotes' own kind). */
export const newVisitToken = () => {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashQuoteToken(token) }
}

export type VisitKey = { token: string } | { id: number; userId: number }

const whereOf = (key: VisitKey) =>
  'token' in key ? eq(q.visitTokenHash, hashQuoteToken(key.token)) : and(eq(q.id, key.id), eq(q.userId, key.userId))

export const toCustomerVisit = (r: Row): CustomerVisit => ({
  number: r.number,
  status: r.status,
  visit_at: r.visitAt?.toISOString() ?? null,
  visit_until: r.visitUntil?.toISOString() ?? null,
  technician: r.technician,
  address: { street: r.street, postcode: r.postcode, city: r.city, province: r.province },
  can_move: canAskVisitMove(r.status),
  visit_move: r.visitMove ?? null,
})

/** The request a link or an owner opens; anyone else's, or a retired link, is 404. */
export async function visitRequest(db: Db, key: VisitKey): Promise<Row> {
  const [row] = await db.select().from(q).where(whereOf(key))
  if (!row) throw new HttpError('not_found')
  return row
}

/** Records the ask under the row's lock; only while the visit is planned (the machine's `quote.ask_move`). */
export async function askVisitMove(
  db: Db,
  key: VisitKey,
  body: z.output<typeof visitMoveBody>,
  now: Date,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(q).where(whereOf(key)).for('update')
    if (!row) throw new HttpError('not_found')
    if (!canAskVisitMove(row.status))
      throw new HttpError('invalid_transition', undefined, 'quotes_error_visit_not_movable')
    const visitMove = { at: now.toISOString(), time_windows: [...new Set(body.time_windows)], note: body.note || null }
    const [updated] = await tx.update(q).set({ visitMove, updatedAt: now }).where(eq(q.id, row.id)).returning()
    return updated!
  })
}
