import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { documents, documentTranslations, media } from '~/db/schema'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { locales, type Locale } from '~/lib/i18n/locales'
import { implement } from '~/domains/shared/api-route'
import { likePattern, paged } from '../list-query.server'
import { pickText } from '../translated.server'
import * as api from './admin-documents.contract'
import { titleKey, type AdminSiteDocument } from './admin-documents.schemas'

type Row = {
  id: number
  kind: string
  isPublic: boolean
  sortOrder: number
  createdAt: Date
  path: string | null
  mime: string | null
}

const columns = {
  id: documents.id,
  kind: documents.kind,
  isPublic: documents.isPublic,
  sortOrder: documents.sortOrder,
  createdAt: documents.createdAt,
  path: media.path,
  mime: media.mime,
}
const base = (db: Db) => db.select(columns).from(documents).leftJoin(media, eq(media.id, documents.mediaId))
const italianTitle = sql`(select t.title from document_translations t where t.document_id = ${documents.id} and t.locale = 'it')`

async function withTitles(db: Db, rows: Row[], locale: Locale): Promise<AdminSiteDocument[]> {
  const texts = rows.length
    ? await db
        .select()
        .from(documentTranslations)
        .where(
          inArray(
            documentTranslations.documentId,
            rows.map((r) => r.id),
          ),
        )
    : []
  return rows.map((r) => {
    const mine = texts.filter((t) => t.documentId === r.id)
    const titles = Object.fromEntries(
      locales.map((l) => [titleKey(l), mine.find((t) => t.locale === l)?.title ?? null]),
    ) as Record<`title_${Locale}`, string | null>
    return {
      id: r.id,
      kind: r.kind,
      title: pickText(mine, locale)?.title ?? `#${r.id}`,
      ...titles,
      file: r.path ? { path: r.path, mime: r.mime ?? 'application/octet-stream' } : null,
      is_public: r.isPublic,
      sort_order: r.sortOrder,
      created_at: r.createdAt.toISOString(),
    }
  })
}

async function one(db: Db, id: number, locale: Locale) {
  const rows = await base(db).where(eq(documents.id, id))
  if (!rows[0]) throw new HttpError('not_found')
  return (await withTitles(db, rows, locale))[0]!
}

export const adminSiteDocumentRoutes = [
  implement(api.listSiteDocuments, async ({ query: q }, { db, locale }) => {
    const where: SQL[] = []
    if (q.q)
      where.push(
        sql`exists (select 1 from document_translations t where t.document_id = ${documents.id} and t.title ilike ${likePattern(q.q)})`,
      )
    if (q.is_public) where.push(eq(documents.isPublic, q.is_public === 'true'))
    const cond = where.length ? and(...where) : undefined
    const column =
      q.sort === 'title' ? italianTitle : q.sort === 'created_at' ? documents.createdAt : documents.sortOrder
    const dir = q.dir === 'desc' ? desc : asc
    return paged(
      q,
      db
        .select({ n: count() })
        .from(documents)
        .where(cond)
        .then((r) => Number(r[0]?.n ?? 0)),
      async (limit, offset) =>
        withTitles(
          db,
          await base(db).where(cond).orderBy(dir(column), dir(documents.id)).limit(limit).offset(offset),
          locale,
        ),
    )
  }),
  implement(api.getSiteDocument, async ({ params }, { db, locale }) => ({ data: await one(db, params.id, locale) })),
  implement(api.updateSiteDocument, async ({ params, body }, ctx) => {
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.id, params.id))
        .for('update')
      if (!row) throw new HttpError('not_found')
      const flags = {
        ...(body.is_public !== undefined && { isPublic: body.is_public }),
        ...(body.sort_order !== undefined && { sortOrder: body.sort_order }),
      }
      if (Object.keys(flags).length > 0) await tx.update(documents).set(flags).where(eq(documents.id, row.id))
      for (const l of locales) {
        const value = (body as Record<string, string | null | undefined>)[titleKey(l)]
        if (value === undefined) continue
        const where = and(eq(documentTranslations.documentId, row.id), eq(documentTranslations.locale, l))
        if (value === null || value === '') {
          await tx.delete(documentTranslations).where(where)
          continue
        }
        const [existing] = await tx
          .select({ title: documentTranslations.title })
          .from(documentTranslations)
          .where(where)
        if (existing) await tx.update(documentTranslations).set({ title: value }).where(where)
        else await tx.insert(documentTranslations).values({ documentId: row.id, locale: l, title: value })
      }
    })
    return { data: await one(ctx.db, params.id, ctx.locale) }
  }),
]
