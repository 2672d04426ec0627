// What the sitemap lists, read from the database: every public page as its path in each locale.
// Slugs come from the translation tables with the Italian row as fallback (decision 004).
import { and, asc, count, eq, gt, inArray, isNotNull, lte, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/types'
import {
  blogPosts,
  blogPostTranslations,
  categories,
  categoryTranslations,
  pages,
  pageTranslations,
  products,
  productTranslations,
} from '~/db/schema'
import { baseLocale, locales, localizePath, type Locale } from '~/lib/i18n/locales'
import type { Settings } from '~/domains/settings/settings.schemas'

/** One page of the shop: its path in every locale (localized, without origin). */
export type SitemapEntry = { paths: Record<Locale, string>; lastmod?: Date }

export type SitemapFlags = Pick<Settings, 'enable_shop_page' | 'enable_blog_page' | 'enable_promo_page'>

/**
 * A part of the sitemap that can be split into files: `count` entries, read `limit` at a time
 * from `offset` (in a stable order, so file n always holds the same pages).
 */
export type SitemapSource = {
  name: 'pages' | 'blog' | 'products'
  count: () => Promise<number>
  read: (offset: number, limit: number) => AsyncIterable<SitemapEntry[]>
}

type SlugRow = { ownerId: number; locale: string; slug: string }

/** owner id → slug per locale (Italian fallback); owners without an Italian row are left out. */
function slugsByOwner(rows: readonly SlugRow[]): Map<number, Record<Locale, string>> {
  const byOwner = new Map<number, Map<string, string>>()
  for (const r of rows) {
    const own = byOwner.get(r.ownerId) ?? new Map<string, string>()
    own.set(r.locale, r.slug)
    byOwner.set(r.ownerId, own)
  }
  const result = new Map<number, Record<Locale, string>>()
  for (const [id, own] of byOwner) {
    const italian = own.get(baseLocale)
    if (italian === undefined) continue
    result.set(id, Object.fromEntries(locales.map((l) => [l, own.get(l) ?? italian])) as Record<Locale, string>)
  }
  return result
}

const everyLocale = (canonical: (locale: Locale) => string): Record<Locale, string> =>
  Object.fromEntries(locales.map((l) => [l, localizePath(canonical(l), l)])) as Record<Locale, string>

async function categorySlugs(db: Db) {
  const rows = await db
    .select({
      ownerId: categoryTranslations.categoryId,
      locale: categoryTranslations.locale,
      slug: categoryTranslations.slug,
    })
    .from(categoryTranslations)
  return slugsByOwner(rows)
}

/** Fixed sections, categories and CMS pages: editorial content, a few hundred at most. */
async function pageEntries(db: Db, flags: SitemapFlags): Promise<SitemapEntry[]> {
  const fixed = (canonical: string): SitemapEntry => ({ paths: everyLocale(() => canonical) })
  const entries: SitemapEntry[] = [fixed('/')]
  if (flags.enable_shop_page) entries.push(fixed('/negozio'), fixed('/collezioni'))
  if (flags.enable_blog_page) entries.push(fixed('/blog-novita'))
  if (flags.enable_promo_page) entries.push(fixed('/promozioni'))
  entries.push(fixed('/domande-frequenti'))

  if (flags.enable_shop_page) {
    const [rows, slugs] = await Promise.all([
      db
        .select({ id: categories.id, updatedAt: categories.updatedAt })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
      categorySlugs(db),
    ])
    for (const c of rows) {
      const slug = slugs.get(c.id)
      if (slug) entries.push({ paths: everyLocale((l) => `/negozio/${slug[l]}`), lastmod: c.updatedAt })
    }
  }

  const published = await db
    .select({ id: pages.id, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.status, 'published'))
    .orderBy(asc(pages.sortOrder), asc(pages.id))
  if (published.length > 0) {
    const texts = await db
      .select({ ownerId: pageTranslations.pageId, locale: pageTranslations.locale, slug: pageTranslations.slug })
      .from(pageTranslations)
      .where(
        inArray(
          pageTranslations.pageId,
          published.map((p) => p.id),
        ),
      )
    const slugs = slugsByOwner(texts)
    for (const p of published) {
      const slug = slugs.get(p.id)
      if (slug) entries.push({ paths: everyLocale((l) => `/${slug[l]}`), lastmod: p.updatedAt })
    }
  }
  return entries
}

const BATCH = 500

/**
 * Rows of a table in id order, `limit` of them from `offset`, `BATCH` per query: the first
 * query skips to the offset, the next ones continue after the last id seen (no deep OFFSET).
 */
async function* inBatches<T extends { id: number }>(
  offset: number,
  limit: number,
  query: (after: number | null, skip: number, take: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let last: number | null = null
  let left = limit
  while (left > 0) {
    const rows = await query(last, last === null ? offset : 0, Math.min(BATCH, left))
    if (rows.length === 0) return
    yield rows
    left -= rows.length
    last = rows[rows.length - 1]!.id
  }
}

function productSource(db: Db): SitemapSource {
  const published = eq(products.published, true)
  return {
    name: 'products',
    count: async () => Number((await db.select({ n: count() }).from(products).where(published))[0]?.n ?? 0),
    async *read(offset, limit) {
      const categorySlug = await categorySlugs(db)
      const batches = inBatches(offset, limit, (after, skip, take) =>
        db
          .select({ id: products.id, categoryId: products.categoryId, updatedAt: products.updatedAt })
          .from(products)
          .where(after === null ? published : and(published, gt(products.id, after)))
          .orderBy(asc(products.id))
          .limit(take)
          .offset(skip),
      )
      for await (const rows of batches) {
        const texts = await db
          .select({
            ownerId: productTranslations.productId,
            locale: productTranslations.locale,
            slug: productTranslations.slug,
          })
          .from(productTranslations)
          .where(
            inArray(
              productTranslations.productId,
              rows.map((r) => r.id),
            ),
          )
        const slugs = slugsByOwner(texts)
        yield rows.flatMap((p) => {
          const slug = slugs.get(p.id)
          const category = categorySlug.get(p.categoryId)
          if (!slug || !category) return []
          return [{ paths: everyLocale((l) => `/negozio/${category[l]}/${slug[l]}`), lastmod: p.updatedAt }]
        })
      }
    },
  }
}

function blogSource(db: Db, now: Date): SitemapSource {
  // As the blog's own list: published, with a publication time that has come.
  const visible: SQL = and(
    eq(blogPosts.status, 'published'),
    isNotNull(blogPosts.publishedAt),
    lte(blogPosts.publishedAt, now),
  )!
  return {
    name: 'blog',
    count: async () => Number((await db.select({ n: count() }).from(blogPosts).where(visible))[0]?.n ?? 0),
    async *read(offset, limit) {
      const batches = inBatches(offset, limit, (after, skip, take) =>
        db
          .select({ id: blogPosts.id, updatedAt: blogPosts.updatedAt })
          .from(blogPosts)
          .where(after === null ? visible : and(visible, gt(blogPosts.id, after)))
          .orderBy(asc(blogPosts.id))
          .limit(take)
          .offset(skip),
      )
      for await (const rows of batches) {
        const texts = await db
          .select({
            ownerId: blogPostTranslations.postId,
            locale: blogPostTranslations.locale,
            slug: blogPostTranslations.slug,
          })
          .from(blogPostTranslations)
          .where(
            inArray(
              blogPostTranslations.postId,
              rows.map((r) => r.id),
            ),
          )
        const slugs = slugsByOwner(texts)
        yield rows.flatMap((p) => {
          const slug = slugs.get(p.id)
          return slug ? [{ paths: everyLocale((l) => `/blog-novita/${slug[l]}`), lastmod: p.updatedAt }] : []
        })
      }
    },
  }
}

function pageSource(db: Db, flags: SitemapFlags): SitemapSource {
  let cached: Promise<SitemapEntry[]> | undefined
  const all = () => (cached ??= pageEntries(db, flags))
  return {
    name: 'pages',
    count: async () => (await all()).length,
    async *read(offset, limit) {
      yield (await all()).slice(offset, offset + limit)
    },
  }
}

const none = (name: SitemapSource['name']): SitemapSource => ({
  name,
  count: async () => 0,
  async *read() {},
})

/** The parts of the sitemap, in order; sections switched off by the settings list nothing. */
export function sitemapSources(db: Db, flags: SitemapFlags, now: Date): SitemapSource[] {
  return [
    pageSource(db, flags),
    flags.enable_blog_page ? blogSource(db, now) : none('blog'),
    flags.enable_shop_page ? productSource(db) : none('products'),
  ]
}
