import { eq, sql } from 'drizzle-orm'
import { translatables } from '~/domains/translations/translatables'
import { settings } from '../schema'
import type { Db } from '../types'
import { slugify } from './context'
import { seedTranslations } from './translations'
import { translationKey } from './translations/key'

// A database seeded before the es/fr/de/pt content existed (decision 025) has Italian and
// English rows only, and the seed never touches a live shop. This start-up step adds the
// missing rows of those four locales from the seed's own translations, and nothing else:
// - only a missing row is inserted (ON CONFLICT DO NOTHING): a text an owner wrote is never
//   overwritten;
// - a row is added only when every non-empty text of its Italian row is a seed text with a
//   translation: an owner's own text (or one edited since seeding) stays a "translation to do"
//   rather than turning up in Italian under a Spanish address;
// - slugs are `slugify(translated name)`, as the seed makes them; a slug already taken in
//   that locale leaves the row out (the unique index refuses it).
// It runs once per database (a settings marker), so a large catalogue pays for it one time.

const TARGETS = ['es', 'fr', 'de', 'pt'] as const
const MARK = 'seed.translations_backfilled'
/** Rows read per table and run: the demo shop has a few hundred. */
const BATCH = 5_000

const tables = [
  ...translatables,
  { kind: 'product_image', table: 'product_image_translations', id: 'image_id', label: 'alt' },
] as const

type Column = { name: string; text: boolean }

/** Columns the database fills itself (a product's search keywords, migration 0027): not texts to translate. */
const KEPT_BY_TRIGGERS = new Set(['keywords'])

async function columnsOf(db: Db, table: string): Promise<Column[]> {
  const result = (await db.execute(sql`
    select column_name as name, data_type as type from information_schema.columns
     where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
     order by ordinal_position`)) as unknown as { rows: Array<{ name: string; type: string }> }
  return result.rows
    .filter((r) => !KEPT_BY_TRIGGERS.has(r.name))
    .map((r) => ({ name: r.name, text: r.type === 'character varying' || r.type === 'text' }))
}

/** The row in `locale`, or null when one of its texts has no seed translation. */
function translateRow(
  row: Record<string, unknown>,
  columns: Column[],
  owner: string,
  label: string,
  locale: (typeof TARGETS)[number],
): Record<string, unknown> | null {
  const out: Record<string, unknown> = {}
  for (const c of columns) {
    const value = row[c.name]
    if (c.name === 'locale') out[c.name] = locale
    else if (c.name === owner || !c.text || c.name === 'slug' || value === null || value === '') out[c.name] = value
    else {
      const translated = seedTranslations[translationKey(String(value))]?.[locale]
      if (!translated) return null
      out[c.name] = translated
    }
  }
  if ('slug' in out) {
    const slug = slugify(String(out[label] ?? ''))
    if (!slug) return null
    out.slug = slug
  }
  return out
}

export async function backfillSeedTranslations(db: Db, log: (msg: string) => void = () => {}): Promise<number> {
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, MARK))
  if (done) return 0
  let inserted = 0
  for (const t of tables) {
    const columns = await columnsOf(db, t.table)
    if (columns.length === 0) continue
    const table = sql.identifier(t.table)
    const id = sql.identifier(t.id)
    const targets = sql.join(
      TARGETS.map((l) => sql`(${l})`),
      sql`, `,
    )
    const missing = (await db.execute(sql`
      select it.*, l.locale as soglia_target from ${table} it cross join (values ${targets}) as l(locale)
       where it.locale = 'it' and not exists (select 1 from ${table} x where x.${id} = it.${id} and x.locale = l.locale)
       limit ${BATCH}`)) as unknown as {
      rows: Array<Record<string, unknown> & { soglia_target: (typeof TARGETS)[number] }>
    }
    for (const row of missing.rows) {
      const values = translateRow(row, columns, t.id, t.label, row.soglia_target)
      if (!values) continue
      const names = Object.keys(values)
      const result = (await db.execute(sql`
        insert into ${table} (${sql.join(
          names.map((n) => sql.identifier(n)),
          sql`, `,
        )})
        values (${sql.join(
          names.map((n) => sql`${values[n]}`),
          sql`, `,
        )})
        on conflict do nothing`)) as unknown as { rowCount?: number; affectedRows?: number }
      inserted += result.rowCount ?? result.affectedRows ?? 0
    }
  }
  await db.insert(settings).values({ key: MARK, value: new Date().toISOString() }).onConflictDoNothing()
  if (inserted > 0) log(`seed: ${inserted} missing es/fr/de/pt translations added from the seed`)
  return inserted
}
