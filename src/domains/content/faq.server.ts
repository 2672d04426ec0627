import { asc, eq, inArray } from 'drizzle-orm'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { faqEntries, faqEntryTranslations } from '~/db/schema'
import { baseLocale, type Locale } from '~/lib/i18n/locales'
import { translationsBy } from '~/lib/i18n/translation'
import type { FaqGroup } from './faq.contract'

/**
 * Published FAQ entries grouped by `group_code`. Entries follow their sort order; a group comes
 * where its first entry does. Each entry's text is in `locale`, else Italian; the group's label
 * is taken from its first entry translated into `locale`, else from its first entry. The same
 * for every visitor until the data changes: read once per data version (decision 056).
 */
export const listFaqGroups = versionedMemo(readFaqGroups, (locale: Locale) => locale)

async function readFaqGroups(db: Db, locale: Locale): Promise<FaqGroup[]> {
  const [entries, texts] = await Promise.all([
    db
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.published, true))
      .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id)),
    db
      .select()
      .from(faqEntryTranslations)
      .where(inArray(faqEntryTranslations.locale, [...new Set([locale, baseLocale])])),
  ])
  const text = translationsBy(texts, (t) => t.entryId, locale)
  const groups = new Map<string, FaqGroup & { localLabel: boolean }>()
  for (const entry of entries) {
    const t = text.get(entry.id)
    if (!t) continue
    const local = t.locale === locale
    let group = groups.get(entry.groupCode)
    if (!group) {
      group = { code: entry.groupCode, label: t.groupLabel, entries: [], localLabel: local }
      groups.set(entry.groupCode, group)
    } else if (local && !group.localLabel) {
      group.label = t.groupLabel
      group.localLabel = true
    }
    group.entries.push({ id: entry.id, question: t.question, answer: t.answer })
  }
  return [...groups.values()].map(({ code, label, entries }) => ({ code, label, entries }))
}
