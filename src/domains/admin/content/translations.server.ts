import { and, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/types'
import { HttpError } from '~/lib/api/errors'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Texts } from './translations'

type TranslationTable = PgTable & { locale: AnyColumn }

/** An entity's rows per locale, as `{ it: row, en: row, … }` (absent locales left out). */
export async function readTexts<R extends { locale: string }>(
  db: Db,
  table: TranslationTable,
  owner: AnyColumn,
  id: number,
): Promise<Partial<Record<Locale, R>>> {
  const rows = (await db
    .select()
    .from(table as never)
    .where(eq(owner, id))) as unknown as R[]
  return Object.fromEntries(rows.map((r) => [r.locale, r]))
}

/** Texts per owner for a list screen, in `locale` or Italian. */
export async function textsFor<R extends { locale: string }>(
  db: Db,
  table: TranslationTable,
  owner: AnyColumn,
  ids: number[],
  locale: Locale,
  ownerKey: keyof R,
): Promise<Map<number, R>> {
  if (ids.length === 0) return new Map()
  const rows = (await db
    .select()
    .from(table as never)
    .where(and(inArray(owner, ids), inArray(table.locale, [...new Set([locale, baseLocale])])))) as unknown as R[]
  const out = new Map<number, R>()
  for (const r of rows) {
    const key = r[ownerKey] as unknown as number
    if (!out.has(key) || r.locale === locale) out.set(key, r)
  }
  return out
}

/**
 * Writes the texts given: an upsert per locale (an UPDATE, so the slug-history trigger sees a
 * renamed slug and the old address answers 301), a null removes that locale. Italian is never
 * removed. Slugs already taken by another entity in the same locale are a 409 with the field.
 */
export async function writeTexts<T extends object>(
  tx: Db,
  spec: { table: TranslationTable; owner: AnyColumn; slug?: AnyColumn; columns: (t: T) => Record<string, unknown> },
  id: number,
  texts: Texts<T>,
  locale: Locale,
) {
  if (spec.slug) {
    const taken: Record<string, string[]> = {}
    for (const l of locales) {
      const t = texts[l] as (T & { slug?: string }) | null | undefined
      if (!t?.slug) continue
      const [other] = await tx
        .select({ n: sql`1` })
        .from(spec.table as never)
        .where(and(eq(spec.table.locale, l), eq(spec.slug, t.slug), ne(spec.owner, id)))
        .limit(1)
      if (other) taken[`translations.${l}.slug`] = [m.adm_err_slug_taken({}, { locale })]
    }
    if (Object.keys(taken).length) throw new HttpError('conflict', taken, m.adm_err_slug_taken({}, { locale }))
  }
  for (const l of locales) {
    const t = texts[l]
    if (t === undefined) continue
    if (t === null) {
      if (l !== baseLocale) await tx.delete(spec.table).where(and(eq(spec.owner, id), eq(spec.table.locale, l)))
      continue
    }
    const values = spec.columns(t)
    await tx
      .insert(spec.table)
      .values({ ...values, [ownerProp(spec.table, spec.owner)]: id, locale: l } as never)
      .onConflictDoUpdate({ target: [spec.owner, spec.table.locale] as never, set: values as never })
  }
}

/** The table's property name for a column (drizzle's insert takes property names). */
function ownerProp(table: TranslationTable, column: AnyColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, c]) => c === column)
  if (!entry) throw new Error('owner column not in table')
  return entry[0]
}

/** Rows per locale as the API's `translations` object. */
export const textsOut = <R extends { locale: string }, T>(
  rows: Partial<Record<Locale, R>>,
  map: (r: R) => T,
): Texts<T> => Object.fromEntries(locales.filter((l) => rows[l]).map((l) => [l, map(rows[l]!)])) as Texts<T>
