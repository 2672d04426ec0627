import { movedSlug } from './slug-history.server'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { pages, pageTranslations } from '~/db/schema'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'

const it = alias(pageTranslations, 'it')
const tr = alias(pageTranslations, 'tr')

const columns = {
  id: pages.id,
  icon: pages.icon,
  show_in_menu: pages.showInMenu,
  show_in_footer: pages.showInFooter,
  title: sql<string>`coalesce(${tr.title}, ${it.title})`,
  slug: sql<string>`coalesce(${tr.slug}, ${it.slug})`,
}

/** Published, and its publication time (if any) has come: drafts and scheduled pages stay out of the shop. */
const live = () => and(eq(pages.status, 'published'), or(isNull(pages.publishedAt), lte(pages.publishedAt, new Date())))

function translated(db: Db, locale: Locale) {
  return db
    .select(columns)
    .from(pages)
    .innerJoin(it, and(eq(it.pageId, pages.id), eq(it.locale, baseLocale)))
    .leftJoin(tr, and(eq(tr.pageId, pages.id), eq(tr.locale, locale)))
    .$dynamic()
}

export async function listMenuPages(db: Db, locale: Locale) {
  return translated(db, locale)
    .where(live())
    .orderBy(asc(pages.sortOrder), asc(pages.id))
}

/** The menu pages for every page's shell: once per data version and locale. */
export const listMenuPagesCached = versionedMemo(async (db: Db, locale: Locale) => listMenuPages(db, locale), (locale) => locale)

/**
 * A published page by its slug in any locale, with its text in `locale` (Italian fallback); by
 * an old slug of a renamed page too, so the route answers 301 to the live one (decision 025).
 */
export async function findPage(db: Db, slug: string, locale: Locale) {
  const page = await findLivePage(db, slug, locale)
  if (page) return page
  const moved = await movedSlug(db, 'page', slug)
  return moved ? findLivePage(db, moved, locale) : null
}

async function findLivePage(db: Db, slug: string, locale: Locale) {
  const [match] = await db
    .select({ pageId: pageTranslations.pageId })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .where(and(eq(pageTranslations.slug, slug), live()))
    .orderBy(sql`${pageTranslations.locale} = ${locale} desc`, sql`${pageTranslations.locale} = ${baseLocale} desc`)
    .limit(1)
  if (!match) return null
  const rows = await db
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, match.pageId), inArray(pageTranslations.locale, [...locales])))
  const [page] = await db.select().from(pages).where(eq(pages.id, match.pageId))
  const text = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === baseLocale)
  if (!page || !text) return null
  const italian = rows.find((r) => r.locale === baseLocale)!
  const slugs = Object.fromEntries(locales.map((l) => [l, (rows.find((r) => r.locale === l) ?? italian).slug]))
  return {
    id: page.id,
    icon: page.icon,
    show_in_menu: page.showInMenu,
    show_in_footer: page.showInFooter,
    title: text.title,
    slug: text.slug,
    body: text.body,
    meta_description: text.metaDescription,
    locale: text.locale,
    slugs,
  }
}
