import { and, count, eq, type SQL } from 'drizzle-orm'
import { emailOutbox } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { ilikeAny, orderOf, paged } from '../list-query.server'
import { getOutboxMessage, listOutbox, resendOutboxMessage, type OutboxRow } from './admin-outbox.contract'
const o = emailOutbox
type Row = typeof o.$inferSelect
const toRow = (r: Row): OutboxRow => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  template: r.template,
  locale: r.locale,
  status: r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
})

export const adminOutboxRoutes = [
  implement(listOutbox, ({ query: q }, { db }) => {
    const where: SQL[] = []
    if (q.q) where.push(ilikeAny(q.q, o.to, o.subject))
    if (q.status) where.push(eq(o.status, q.status))
    if (q.template) where.push(eq(o.template, q.template))
    const cond = where.length ? and(...where) : undefined
    const columns = {
      id: o.id,
      to: o.to,
      subject: o.subject,
      template: o.template,
      locale: o.locale,
      status: o.status,
      attempts: o.attempts,
      lastError: o.lastError,
      createdAt: o.createdAt,
      sentAt: o.sentAt,
    }
    return paged(
      q,
      db
        .select({ n: count() })
        .from(o)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        (
          await db
            .select(columns)
            .from(o)
            .where(cond)
            .orderBy(...orderOf({ created_at: o.createdAt, to: o.to, status: o.status }, q, 'created_at', o.id))
            .limit(limit)
            .offset(offset)
        ).map((r) => toRow(r as Row)),
    )
  }),
  implement(getOutboxMessage, async ({ params }, { db }) => {
    const [r] = await db.select().from(o).where(eq(o.id, params.id))
    if (!r) throw new HttpError('not_found')
    return { data: { ...toRow(r), text: r.text, html: r.html } }
  }),
  implement(resendOutboxMessage, async ({ params }, { db, mailer }) => {
    const result = await mailer.resend(db, params.id)
    if (!result) throw new HttpError('not_found')
    return { data: { status: result.status } }
  }),
]
