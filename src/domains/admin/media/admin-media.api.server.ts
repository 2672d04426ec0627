import { and, count, eq, inArray, like, not, or, sql, type SQL } from 'drizzle-orm'
import { media, mediaTranslations } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { baseLocale, locales } from '~/lib/i18n/locales'
import { implement } from '~/domains/shared/api-route'
import { mediaUsage } from '~/domains/media/library.server'
import { likePattern, orderOf, paged } from '../list-query.server'
import { getAdminMedia, listAdminMedia, updateAdminMedia, type AdminMedia } from './admin-media.contract'

type Row = typeof media.$inferSelect

async function toOut(db: Db, rows: Row[]): Promise<AdminMedia[]> {
  if (rows.length === 0) return []
  const alts = await db
    .select()
    .from(mediaTranslations)
    .where(
      inArray(
        mediaTranslations.mediaId,
        rows.map((r) => r.id),
      ),
    )
  // Where each image is used, per row of the page (a page is at most 100 entries).
  const usage = await Promise.all(rows.map((r) => mediaUsage(db, r.path)))
  return rows.map((r, i) => ({
    id: r.id,
    path: r.path,
    mime: r.mime,
    width: r.width,
    height: r.height,
    size_bytes: r.sizeBytes,
    original_name: r.originalName,
    alt: {
      ...(r.alt ? { [baseLocale]: r.alt } : {}),
      ...Object.fromEntries(alts.filter((a) => a.mediaId === r.id).map((a) => [a.locale, a.alt])),
    },
    used_by: usage[i]!,
    created_at: r.createdAt.toISOString(),
  }))
}

async function one(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  if (!row) throw new HttpError('not_found')
  return row
}

export const adminMediaRoutes = [
  implement(listAdminMedia, ({ query: q }, { db }) => {
    const where: SQL[] = []
    if (q.q)
      where.push(
        or(
          like(sql`lower(${media.path})`, likePattern(q.q.toLowerCase())),
          sql`${media.originalName} ilike ${likePattern(q.q)}`,
          sql`${media.alt} ilike ${likePattern(q.q)}`,
          sql`exists (select 1 from ${mediaTranslations} where ${mediaTranslations.mediaId} = ${media.id} and ${mediaTranslations.alt} ilike ${likePattern(q.q)})`,
        )!,
      )
    if (q.kind === 'svg') where.push(eq(media.mime, 'image/svg+xml'))
    if (q.kind === 'raster') where.push(not(eq(media.mime, 'image/svg+xml')))
    const cond = where.length ? and(...where) : undefined
    return paged(
      q,
      db
        .select({ n: count() })
        .from(media)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        toOut(
          db,
          await db
            .select()
            .from(media)
            .where(cond)
            .orderBy(
              ...orderOf(
                { created_at: media.createdAt, size_bytes: media.sizeBytes, id: media.id },
                q,
                'created_at',
                media.id,
              ),
            )
            .limit(limit)
            .offset(offset),
        ),
    )
  }),
  implement(getAdminMedia, async ({ params }, { db }) => ({ data: (await toOut(db, [await one(db, params.id)]))[0]! })),
  implement(updateAdminMedia, async ({ params, body }, { db }) => {
    await db.transaction(async (tx) => {
      const row = await one(tx, params.id)
      for (const l of locales) {
        const v = body.alt[l]
        if (v === undefined) continue
        if (l === baseLocale) {
          await tx
            .update(media)
            .set({ alt: v || null })
            .where(eq(media.id, row.id))
        } else if (!v) {
          await tx
            .delete(mediaTranslations)
            .where(and(eq(mediaTranslations.mediaId, row.id), eq(mediaTranslations.locale, l)))
        } else {
          await tx
            .insert(mediaTranslations)
            .values({ mediaId: row.id, locale: l, alt: v })
            .onConflictDoUpdate({ target: [mediaTranslations.mediaId, mediaTranslations.locale], set: { alt: v } })
        }
      }
    })
    return { data: (await toOut(db, [await one(db, params.id)]))[0]! }
  }),
]
