import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { newsletterSubscribers } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { ilikeAny, orderOf, paged } from '../list-query.server'
import {
  createSubscriber,
  deleteSubscriber,
  importSubscribers,
  listSubscribers,
  type AdminSubscriber,
} from './admin-newsletter.contract'
import { addSubscriber, importSubscribers as runImport } from './subscribers-admin.server'
const s = newsletterSubscribers
type Row = typeof s.$inferSelect
const toSubscriber = (r: Row): AdminSubscriber => ({
  id: r.id,
  email: r.email,
  status: r.status,
  locale: r.locale,
  created_at: r.createdAt.toISOString(),
  confirmed_at: r.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
  consent_source: r.consentSource,
  consent_at: r.consentAt?.toISOString().slice(0, 10) ?? null,
})

export const adminNewsletterRoutes = [
  implement(listSubscribers, ({ query: q }, { db }) => {
    const where: SQL[] = []
    if (q.q) where.push(ilikeAny(q.q, s.email))
    if (q.status) where.push(eq(s.status, q.status))
    if (q.lang) where.push(eq(s.locale, q.lang))
    const cond = where.length ? and(...where) : undefined
    return paged(
      q,
      db
        .select({ n: count() })
        .from(s)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        (
          await db
            .select()
            .from(s)
            .where(cond)
            .orderBy(
              ...orderOf(
                { email: sql`lower(${s.email})`, created_at: s.createdAt, status: s.status },
                q,
                'created_at',
                s.id,
              ),
            )
            .limit(limit)
            .offset(offset)
        ).map(toSubscriber),
    )
  }),
  implement(createSubscriber, async ({ body }, ctx) => ({
    data: toSubscriber(await addSubscriber(ctx.db, body, ctx.now(), ctx.locale)),
  })),
  implement(importSubscribers, async ({ body }, ctx) => ({
    data: await runImport(ctx.db, body.csv, body.commit ?? false, ctx.now(), ctx.locale),
  })),
  implement(deleteSubscriber, async ({ params }, { db }) => {
    const [gone] = await db.delete(s).where(eq(s.id, params.id)).returning({ id: s.id })
    if (!gone) throw new HttpError('not_found')
    return undefined
  }),
]
