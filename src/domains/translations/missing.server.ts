import { sql } from 'drizzle-orm'
import type { Db } from '~/db/types'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import { translatables, type TranslatableKind } from './translatables'

export type MissingTranslation = { kind: TranslatableKind; id: number; locale: Locale; label: string }

/**
 * What still falls back to Italian: one row per owner and locale without a translation, the
 * Italian label to recognise it. Bounded by `limit`; `total` counts them all.
 */
export async function listMissingTranslations(
  db: Db,
  filter: { locale?: Locale; kind?: TranslatableKind; limit: number; offset: number },
): Promise<{ items: MissingTranslation[]; total: number }> {
  const wanted = filter.locale ? [filter.locale] : locales.filter((l) => l !== baseLocale)
  const localeList = sql.join(
    wanted.map((l) => sql`(${l})`),
    sql`, `,
  )
  const parts = translatables
    .filter((t) => !filter.kind || t.kind === filter.kind)
    .map((t) => {
      // Identifiers come from the constant table above, never from the request.
      const table = sql.identifier(t.table)
      const id = sql.identifier(t.id)
      return sql`select ${t.kind}::text as kind, it.${id} as id, l.locale::text as locale, it.${sql.identifier(t.label)}::text as label
        from ${table} it cross join (values ${localeList}) as l(locale)
        where it.locale = ${baseLocale}
          and not exists (select 1 from ${table} x where x.${id} = it.${id} and x.locale = l.locale)`
    })
  if (parts.length === 0) return { items: [], total: 0 }
  const all = sql.join(parts, sql` union all `)
  const result = (await db.execute(sql`
    select kind, id, locale, label, count(*) over ()::int as total
      from (${all}) m
     order by kind, id, locale
     limit ${filter.limit} offset ${filter.offset}`)) as unknown as {
    rows: Array<{ kind: TranslatableKind; id: number; locale: Locale; label: string; total: number }>
  }
  const total = result.rows[0]?.total ?? (filter.offset > 0 ? await countMissing(db, all) : 0)
  return { items: result.rows.map(({ total: _t, ...r }) => ({ ...r, id: Number(r.id) })), total: Number(total) }
}

async function countMissing(db: Db, all: ReturnType<typeof sql.join>): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from (${all}) m`)) as unknown as {
    rows: Array<{ n: number }>
  }
  return Number(result.rows[0]?.n ?? 0)
}
