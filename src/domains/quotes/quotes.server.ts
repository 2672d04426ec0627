import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { quotePhotos, quoteRequestCounters, quoteRequests, users } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { postcodeErrors } from '~/domains/addresses/italian-address.server'
import { romeYear } from '~/domains/orders/order-number.server'
import { productIdBySlug } from '~/domains/reviews/reviews.server'
import { ilikeAny, orderOf, paged, type ListInput } from '~/domains/admin/list-query.server'
import { allowedQuoteEvents, nextQuoteStatus, type QuoteEvent, type QuoteStatus } from './quote-request.machine'
import type { AdminQuoteRequest, QuoteEventInput, QuoteRequest, createQuoteRequestBody } from './quotes.schemas'
import { claimPhotos } from './quote-photos.server'
import { sendQuote } from './quote-offer.server'
import { newVisitToken } from './visit-moves.server'
import type { z } from 'zod'

// The rules of quote and visit requests (decision 097): checking and numbering a request, the
// customer's own list, the back office's list and the moves the machine allows.

type Input = z.output<typeof createQuoteRequestBody>
type Row = typeof quoteRequests.$inferSelect
type Photo = typeof quotePhotos.$inferSelect
const q = quoteRequests

/** `P2026-0001`: the Rome year and its running count, taken in the request's own transaction. */
const numberOf = (year: number, n: number) => `P${year}-${String(n).padStart(4, '0')}`

/**
 * What the schema cannot know: the CAP belongs to the province, the starting products exist.
 * Checked before the quotas are counted, so a visitor correcting a CAP is not held back.
 */
export async function checkQuoteRequest(db: Db, input: Input, locale: Locale): Promise<void> {
  const fields = postcodeErrors(
    { country: 'IT', postcode: input.address.postcode, province: input.address.province },
    locale,
    'address.',
  )
  const unknown = (
    await Promise.all(
      input.items.map(async (item, i) => ((await productIdBySlug(db, item.product_slug)) === null ? i : -1)),
    )
  ).filter((i) => i >= 0)
  for (const i of unknown) fields[`items.${i}.product_slug`] = ['quotes_error_product_unknown']
  if (Object.keys(fields).length > 0) throw new HttpError('validation_failed', fields)
}

/** Numbers and stores a checked request, claiming its photos; a photo token that fails rolls it all back. */
export async function createQuoteRequest(
  db: Db,
  input: Input,
  who: { userId: number | null; locale: Locale; now: Date },
) {
  return db.transaction(async (tx) => {
    const year = romeYear(who.now)
    // The counter's row lock is held to the commit: requests are few, and a rolled-back one
    // takes its number back with it (no holes, as the order numbers of decision 019).
    const [counter] = await tx
      .insert(quoteRequestCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: quoteRequestCounters.year,
        set: { lastNumber: sql`${quoteRequestCounters.lastNumber} + 1` },
      })
      .returning({ n: quoteRequestCounters.lastNumber })
    const [row] = await tx
      .insert(q)
      .values({
        number: numberOf(year, counter!.n),
        kinds: input.kinds,
        openings: input.openings,
        items: input.items.map((i) => ({ product_slug: i.product_slug, note: i.note ?? null })),
        ...input.address,
        timeWindows: input.time_windows,
        name: input.name,
        email: input.email,
        phone: input.phone,
        note: input.note || null,
        locale: who.locale,
        userId: who.userId,
        statusChangedAt: who.now,
        createdAt: who.now,
      })
      .returning()
    await claimPhotos(tx, row!.id, input.photos)
    return row!
  })
}

const photosOf = async (db: Db, ids: number[]): Promise<Map<number, Photo[]>> => {
  const byRequest = new Map<number, Photo[]>()
  if (ids.length === 0) return byRequest
  const rows = await db
    .select()
    .from(quotePhotos)
    .where(inArray(quotePhotos.requestId, ids))
    .orderBy(asc(quotePhotos.id))
  for (const p of rows) byRequest.set(p.requestId!, [...(byRequest.get(p.requestId!) ?? []), p])
  return byRequest
}

const toPublic = (r: Row, photos: Photo[]): QuoteRequest => ({
  id: r.id,
  number: r.number,
  status: r.status,
  kinds: r.kinds,
  openings: r.openings,
  items: r.items,
  address: { street: r.street, postcode: r.postcode, city: r.city, province: r.province },
  time_windows: r.timeWindows,
  visit_at: r.visitAt?.toISOString() ?? null,
  visit_until: r.visitUntil?.toISOString() ?? null,
  technician: r.technician,
  measures: r.measures,
  quote_cents: r.quoteCents,
  visit_move: r.visitMove ?? null,
  photos: photos.map((p) => ({
    id: p.id,
    mime: p.mime,
    width: p.width,
    height: p.height,
    size_bytes: p.sizeBytes,
    opening: p.opening,
  })),
  created_at: r.createdAt.toISOString(),
  status_changed_at: r.statusChangedAt.toISOString(),
})

const toAdmin = (r: Row, photos: Photo[]): AdminQuoteRequest => ({
  ...toPublic(r, photos),
  name: r.name,
  email: r.email,
  phone: r.phone,
  note: r.note,
  locale: r.locale,
  user_id: r.userId,
  reason: r.reason,
  visit_sequence: r.visitSequence,
  allowed_events: allowedQuoteEvents(r.status),
})

/** The signed-in customer's own requests, newest first: those it sent and those linked to it. */
export async function ownQuoteRequests(db: Db, userId: number): Promise<QuoteRequest[]> {
  const rows = await db.select().from(q).where(eq(q.userId, userId)).orderBy(desc(q.createdAt), desc(q.id)).limit(100)
  const photos = await photosOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => toPublic(r, photos.get(r.id) ?? []))
}

export type AdminQuoteFilter = ListInput & { status?: QuoteStatus }

export function listQuoteRequests(db: Db, f: AdminQuoteFilter) {
  const where: SQL[] = []
  if (f.status) where.push(eq(q.status, f.status))
  if (f.q) where.push(ilikeAny(f.q, q.number, q.name, q.email, q.phone, q.city))
  const cond = where.length ? and(...where) : undefined
  return paged(
    f,
    db
      .select({ n: count() })
      .from(q)
      .where(cond)
      .then((rows) => Number(rows[0]?.n ?? 0)),
    async (limit, offset) => {
      const rows = await db
        .select()
        .from(q)
        .where(cond)
        .orderBy(...orderOf({ created_at: q.createdAt, status: q.status, number: q.number }, f, 'created_at', q.id))
        .limit(limit)
        .offset(offset)
      const photos = await photosOf(
        db,
        rows.map((r) => r.id),
      )
      return rows.map((r) => toAdmin(r, photos.get(r.id) ?? []))
    },
  )
}

export async function quoteRequestForAdmin(db: Db, id: number): Promise<AdminQuoteRequest> {
  const [row] = await db.select().from(q).where(eq(q.id, id))
  if (!row) throw new HttpError('not_found')
  return toAdmin(row, (await photosOf(db, [id])).get(id) ?? [])
}

export async function quotePhotoFile(db: Db, requestId: number, photoId: number): Promise<Photo> {
  const [photo] = await db
    .select()
    .from(quotePhotos)
    .where(and(eq(quotePhotos.id, photoId), eq(quotePhotos.requestId, requestId)))
  if (!photo) throw new HttpError('not_found')
  return photo
}

const machineEvent = (e: QuoteEventInput, cents: number): QuoteEvent =>
  e.type === 'quote.plan_visit'
    ? { type: e.type, visitAt: e.visit_at }
    : e.type === 'quote.send_quote'
      ? { type: e.type, cents }
      : e.type === 'quote.decline'
        ? { type: e.type, reason: e.reason ?? null }
        : { type: e.type }

export type SentQuote = { token: string; number: string; cents: number }

/**
 * One move of a request, decided by the machine under the row's lock (two administrators at
 * once: the second sees the first's status). On acceptance the request is linked to the
 * account with its e-mail, if there is one (decision 097).
 */
export async function moveQuoteRequest(
  db: Db,
  id: number,
  input: QuoteEventInput,
  now: Date,
): Promise<{ from: QuoteStatus; to: QuoteStatus; row: Row; sent: SentQuote | null; visitToken: string | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(q).where(eq(q.id, id)).for('update')
    if (!row) throw new HttpError('not_found')
    const canSend =
      input.type === 'quote.send_quote' && nextQuoteStatus(row.status, { type: 'quote.send_quote', cents: 1 }) !== null
    // Sending: the quote's own sum, its number and a new link (quote-offer.server.ts).
    const sent = canSend ? await sendQuote(tx, id, now) : null
    if (canSend && !sent) throw new HttpError('validation_failed', { lines: ['quote_offer_error_no_lines'] })
    const to = nextQuoteStatus(row.status, machineEvent(input, sent?.cents ?? 0))
    if (to === null) throw new HttpError('invalid_transition', undefined, 'quotes_error_invalid_move')
    // Planning again is an update of the same invitation (RFC 5545: same UID, higher SEQUENCE),
    // with a new link for the customer, and it answers the customer's ask to move (decision 112).
    const link = input.type === 'quote.plan_visit' ? newVisitToken() : null
    const replan = link && row.visitAt ? { visitSequence: row.visitSequence + 1 } : {}
    const account =
      input.type === 'quote.accept' && row.userId === null
        ? (await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)))[0]
        : undefined
    const [updated] = await tx
      .update(q)
      .set({
        status: to,
        statusChangedAt: now,
        ...(input.type === 'quote.plan_visit'
          ? {
              visitAt: new Date(input.visit_at),
              visitUntil: input.visit_until ? new Date(input.visit_until) : null,
              technician: input.technician || null,
              visitTokenHash: link!.hash,
              visitMove: null,
              ...replan,
            }
          : {}),
        ...(input.type === 'quote.measure' && input.measures
          ? {
              measures: input.measures.map((x) => ({
                width_mm: x.width_mm,
                height_mm: x.height_mm,
                wall_mm: x.wall_mm ?? null,
                side: x.side ?? null,
                note: x.note || null,
              })),
            }
          : {}),
        ...(sent ? { quoteCents: sent.cents } : {}),
        ...(input.type === 'quote.decline' ? { reason: input.reason || null } : {}),
        ...(account ? { userId: account.id } : {}),
        updatedAt: now,
      })
      .where(eq(q.id, id))
      .returning()
    return { from: row.status, to, row: updated!, sent, visitToken: link?.token ?? null }
  })
}
