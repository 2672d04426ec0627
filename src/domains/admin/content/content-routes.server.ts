import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import type { Locale } from '~/lib/i18n/locales'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { likePattern, orderOf, paged } from '../list-query.server'
import type { contentContract } from './content-contract'
import { readTexts, textsFor, textsOut, writeTexts } from './translations.server'
import type { Texts } from './translations'

// The server side of contentContract: one implementation of list/one/create/edit/delete for
// every translated content type. The type says how its fields map to columns and what must
// hold before a write (dates in order…) or a delete (a used promotion…).

type Contract = ReturnType<typeof contentContract>
type AnyRow = Record<string, unknown> & { id: number }
type TextRow = Record<string, unknown> & { locale: string }

export type ContentServerSpec<Base, Text> = {
  table: PgTable & { id: AnyColumn }
  /** The translation table; `title`/`titleKey`: the column searched and shown as the row's name. */
  texts: {
    table: PgTable & { locale: AnyColumn }
    owner: AnyColumn
    ownerKey: string
    slug?: AnyColumn
    title: AnyColumn
    titleKey: string
  }
  /** API fields (possibly partial) → column values. */
  toValues: (body: Partial<Base>) => Record<string, unknown>
  /** Row → API fields (with the read-only ones). */
  fromRow: (row: AnyRow) => Record<string, unknown>
  textIn: (t: Text) => Record<string, unknown>
  textOut: (r: TextRow) => Text
  filters?: (query: Record<string, unknown>) => SQL[]
  sorts: Record<string, AnyColumn | SQL>
  fallbackSort: string
  /** The row as it will be, before it is written: throw an HttpError for what does not hold. */
  check?: (row: AnyRow, ctx: ApiContext, tx: Db) => void | Promise<void>
  /** Anything beyond the row and its texts (a promotion's products). */
  afterWrite?: (tx: Db, id: number, body: Partial<Base>, ctx: ApiContext) => Promise<void>
  extraOut?: (db: Db, ids: number[]) => Promise<Map<number, Record<string, unknown>>>
  beforeDelete?: (tx: Db, row: AnyRow, ctx: ApiContext) => Promise<void>
}

export function contentRoutes<Base, Text>(c: Contract, s: ContentServerSpec<Base, Text>) {
  const table = s.table as never
  const one = async (db: Db, id: number): Promise<AnyRow> => {
    const [row] = (await db.select().from(table).where(eq(s.table.id, id))) as AnyRow[]
    if (!row) throw new HttpError('not_found')
    return row
  }
  const out = async (db: Db, row: AnyRow, locale: Locale) => {
    const rows = await readTexts<TextRow>(db, s.texts.table, s.texts.owner, row.id)
    const extra = (await s.extraOut?.(db, [row.id]))?.get(row.id) ?? {}
    const title = String((rows[locale] ?? rows.it)?.[s.texts.titleKey] ?? '')
    return { id: row.id, title, ...s.fromRow(row), ...extra, translations: textsOut(rows, s.textOut) }
  }
  const write = async (tx: Db, id: number, body: { translations?: Texts<Text> }, ctx: ApiContext) => {
    if (body.translations)
      await writeTexts(
        tx,
        {
          table: s.texts.table,
          owner: s.texts.owner,
          slug: s.texts.slug,
          columns: s.textIn as (t: object) => Record<string, unknown>,
        },
        id,
        body.translations as Texts<object>,
        ctx.locale,
      )
    await s.afterWrite?.(tx, id, body as Partial<Base>, ctx)
  }
  return [
    implement(c.list, async ({ query }, { db, locale }) => {
      const q = query as Record<string, unknown> & Parameters<typeof paged>[0]
      const where: SQL[] = [...(s.filters?.(q) ?? [])]
      if (q.q)
        where.push(
          sql`exists (select 1 from ${s.texts.table} where ${s.texts.owner} = ${s.table.id} and ${s.texts.title} ilike ${likePattern(q.q)})`,
        )
      const cond = where.length ? and(...where) : undefined
      return paged(
        q,
        db
          .select({ n: count() })
          .from(table)
          .where(cond)
          .then((r) => Number((r as Array<{ n: number }>)[0]?.n ?? 0)),
        async (limit, offset) => {
          const rows = (await db
            .select()
            .from(table)
            .where(cond)
            .orderBy(...orderOf(s.sorts, q, s.fallbackSort, s.table.id))
            .limit(limit)
            .offset(offset)) as AnyRow[]
          const ids = rows.map((r) => r.id)
          const [titles, extra] = await Promise.all([
            textsFor<TextRow>(db, s.texts.table, s.texts.owner, ids, locale, s.texts.ownerKey),
            s.extraOut?.(db, ids),
          ])
          return rows.map((r) => ({
            id: r.id,
            title: String(titles.get(r.id)?.[s.texts.titleKey] ?? ''),
            ...s.fromRow(r),
            ...extra?.get(r.id),
            translations: {},
          }))
        },
      ) as never
    }),
    implement(c.get, async ({ params }, { db, locale }) => ({
      data: (await out(db, await one(db, params.id), locale)) as never,
    })),
    implement(c.create, async ({ body }, ctx) => {
      const values = s.toValues(body as Partial<Base>)
      const id = await ctx.db.transaction(async (tx) => {
        await s.check?.({ id: 0, ...values } as AnyRow, ctx, tx)
        const [created] = (await tx
          .insert(table)
          .values(values as never)
          .returning()) as AnyRow[]
        await write(tx, created!.id, body as never, ctx)
        return created!.id
      })
      return { data: (await out(ctx.db, await one(ctx.db, id), ctx.locale)) as never }
    }),
    implement(c.update, async ({ params, body }, ctx) => {
      await ctx.db.transaction(async (tx) => {
        const before = await one(tx, params.id)
        const values = s.toValues(body as Partial<Base>)
        await s.check?.({ ...before, ...values }, ctx, tx)
        if (Object.keys(values).length)
          await tx
            .update(table)
            .set(values as never)
            .where(eq(s.table.id, before.id))
        await write(tx, before.id, body as never, ctx)
      })
      return { data: (await out(ctx.db, await one(ctx.db, params.id), ctx.locale)) as never }
    }),
    implement(c.remove, async ({ params }, ctx) => {
      await ctx.db.transaction(async (tx) => {
        const row = await one(tx, params.id)
        await s.beforeDelete?.(tx, row, ctx)
        await tx.delete(table).where(eq(s.table.id, row.id))
      })
      return undefined
    }),
  ]
}

/** Keys of `body` that were sent, mapped to columns (PATCH changes only what it names). */
export const sent = <B extends object>(
  body: Partial<B>,
  map: { [K in keyof B]?: (v: NonNullable<B[K]> | null) => [string, unknown] },
) =>
  Object.fromEntries(
    Object.entries(map).flatMap(([k, f]) => {
      const v = (body as Record<string, unknown>)[k]
      return v === undefined ? [] : [(f as (v: unknown) => [string, unknown])(v)]
    }),
  )
