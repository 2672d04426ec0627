import { baseLocale, type Locale } from './locales'

/** The row in `locale`, else the Italian one (every translatable entity has Italian). */
export function pickTranslation<T extends { locale: string }>(rows: readonly T[], locale: Locale): T | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === baseLocale)
}

/** Groups translation rows by owner id, picking one per owner. */
export function translationsBy<T extends { locale: string }>(
  rows: readonly T[],
  ownerId: (row: T) => number,
  locale: Locale,
): Map<number, T> {
  const grouped = new Map<number, T[]>()
  for (const row of rows) {
    const id = ownerId(row)
    const list = grouped.get(id)
    if (list) list.push(row)
    else grouped.set(id, [row])
  }
  const picked = new Map<number, T>()
  for (const [id, list] of grouped) {
    const row = pickTranslation(list, locale)
    if (row) picked.set(id, row)
  }
  return picked
}
