import { movedSlug } from './slug-history.server'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { versionedMemo } from '~/db/data-version.server'
import { markKept } from '~/lib/memo/kept-json'
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
const isLive = (publishedAt: Date | null, now: Date) => publishedAt === null || publishedAt <= now

// The pages are read once per data version (decisions 044 and 056) and their publication times
// compared with the hour of each request, so a page scheduled for later appears on time, in the
// menu as at its address, without a write in between.

/** The menu pages for every page's shell, in a locale, live at `now`. */
export async function listMenuPagesCached(db: Db, locale: Locale, now = new Date()) {
  const { entries, all } = await publishedPages(db, locale)
  // Usually every page is out: the kept list itself, whose JSON is kept too (`markKept`).
  return entries.every((p) => isLive(p.publishedAt, now))
    ? all
    : entries.filter((p) => isLive(p.publishedAt, now)).map((p) => p.page)
}

const publishedPages = versionedMemo(
  async (db: Db, locale: Locale) => {
    const entries = (
      await db
        .select({ ...columns, publishedAt: pages.publishedAt })
        .from(pages)
        .innerJoin(it, and(eq(it.pageId, pages.id), eq(it.locale, baseLocale)))
        .leftJoin(tr, and(eq(tr.pageId, pages.id), eq(tr.locale, locale)))
        .where(eq(pages.status, 'published'))
        .orderBy(asc(pages.sortOrder), asc(pages.id))
    ).map(({ publishedAt, ...page }) => ({ publishedAt, page }))
    const all = entries.map((p) => p.page)
    markKept(all)
    return { entries, all }
  },
  (locale) => locale,
)

/**
 * A published page by its slug in any locale, with its text in `locale` (Italian fallback); by
 * an old slug of a renamed page too, so the route answers 301 to the live one (decision 025).
 */
export async function findPage(db: Db, slug: string, locale: Locale, now = new Date()) {
  const page = await findLivePage(db, slug, locale, now)
  if (page) return page
  const moved = await movedSlug(db, 'page', slug)
  return moved ? findLivePage(db, moved, locale, now) : null
}

async function findLivePage(db: Db, slug: string, locale: Locale, now: Date) {
  const match = (await pagesBySlug(db, slug, locale)).find((p) => isLive(p.publishedAt, now))
  return match ? pageText(db, match.pageId, locale) : null
}

/** The published pages with this slug in some locale, the visitor's locale first, then Italian (slugs come from visitors: bounded). */
const pagesBySlug = versionedMemo(
  (db: Db, slug: string, locale: Locale) =>
    db
      .select({ pageId: pageTranslations.pageId, publishedAt: pages.publishedAt })
      .from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
      .where(and(eq(pageTranslations.slug, slug), eq(pages.status, 'published')))
      .orderBy(sql`${pageTranslations.locale} = ${locale} desc`, sql`${pageTranslations.locale} = ${baseLocale} desc`),
  (slug, locale) => `${locale} ${slug}`,
  { maxEntries: 1000 },
)

/** A page with its text in `locale`, per data version. */
const pageText = versionedMemo(readPageText, (pageId: number, locale: Locale) => `${locale} ${pageId}`, {
  maxEntries: 1000,
})

async function readPageText(db: Db, pageId: number, locale: Locale) {
  const rows = await db
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), inArray(pageTranslations.locale, [...locales])))
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId))
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
