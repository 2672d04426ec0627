import { movedSlug } from './slug-history.server'
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { versionedMemo } from '~/db/data-version.server'
import type { Db } from '~/db/types'
import { blogPosts, blogPostTranslations } from '~/db/schema'
import { baseLocale, locales, type Locale } from '~/lib/i18n/locales'
import type { BlogPost, BlogPostSummary } from './blog.contract'

const it = alias(blogPostTranslations, 'it')
const tr = alias(blogPostTranslations, 'tr')

/**
 * Published posts, newest first, with their text in `locale` (the whole Italian text as
 * fallback). The posts' publication times and the summaries are read once per data version
 * (decision 056); which posts are out yet is decided at the hour of the request, so a scheduled
 * post appears on time without a write.
 */
export async function listPublishedPosts(
  db: Db,
  query: { locale: Locale; page: number; perPage: number; now: Date },
): Promise<{ items: BlogPostSummary[]; total: number }> {
  const out = (await timeline(db)).filter((p) => p.publishedAt <= query.now)
  const offset = (query.page - 1) * query.perPage
  if (offset >= out.length) return { items: [], total: out.length }
  const ids = out.slice(offset, offset + query.perPage).map((p) => p.id)
  return { total: out.length, items: await summaries(db, query.locale, ids) }
}

/** Every published post with a publication time, newest first (scheduled ones included). */
const timeline = versionedMemo(
  async (db: Db) =>
    (
      await db
        .select({ id: blogPosts.id, publishedAt: blogPosts.publishedAt })
        .from(blogPosts)
        // A post shows with its Italian text at least (the fallback of every locale).
        .innerJoin(it, and(eq(it.postId, blogPosts.id), eq(it.locale, baseLocale)))
        .where(and(eq(blogPosts.status, 'published'), isNotNull(blogPosts.publishedAt)))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    ).map((p) => ({ id: p.id, publishedAt: p.publishedAt! })),
  () => 'all',
)

/** The summaries of a page of posts, in the order of `ids`; bounded (pages come from visitors). */
const summaries = versionedMemo(readSummaries, (locale: Locale, ids: number[]) => `${locale} ${ids.join(',')}`, {
  maxEntries: 500,
})

async function readSummaries(db: Db, locale: Locale, ids: number[]): Promise<BlogPostSummary[]> {
  const rows = await db
    .select({ post: blogPosts, it, tr })
    .from(blogPosts)
    .innerJoin(it, and(eq(it.postId, blogPosts.id), eq(it.locale, baseLocale)))
    .leftJoin(tr, and(eq(tr.postId, blogPosts.id), eq(tr.locale, locale)))
    .where(inArray(blogPosts.id, ids))
  const byId = new Map(rows.map((r) => [r.post.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row?.post.publishedAt) return []
    const text = row.tr ?? row.it
    return [
      {
        id,
        slug: text.slug,
        title: text.title,
        excerpt: text.excerpt,
        image: row.post.image,
        published_at: row.post.publishedAt.toISOString(),
      },
    ]
  })
}

/**
 * A published post by its slug in any locale, with its text in `locale` (Italian fallback); by
 * an old slug of a renamed post too, so the page answers 301 to the live one (decision 025).
 * The candidates and the text are kept per data version; whether the post is out yet is decided
 * at the hour of the request, so a scheduled post appears on time without a write.
 */
export async function findPublishedPost(db: Db, slug: string, locale: Locale, now: Date): Promise<BlogPost | null> {
  const post = await findLivePost(db, slug, locale, now)
  if (post) return post
  const moved = await movedSlug(db, 'blog', slug)
  return moved ? findLivePost(db, moved, locale, now) : null
}

async function findLivePost(db: Db, slug: string, locale: Locale, now: Date): Promise<BlogPost | null> {
  const match = (await postsBySlug(db, slug, locale)).find((p) => p.publishedAt <= now)
  return match ? postText(db, match.postId, locale) : null
}

/** The published posts with this slug in some locale, the visitor's locale first, then Italian (slugs come from visitors: bounded). */
const postsBySlug = versionedMemo(
  async (db: Db, slug: string, locale: Locale) =>
    (
      await db
        .select({ postId: blogPostTranslations.postId, publishedAt: blogPosts.publishedAt })
        .from(blogPostTranslations)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostTranslations.postId))
        .where(
          and(eq(blogPostTranslations.slug, slug), eq(blogPosts.status, 'published'), isNotNull(blogPosts.publishedAt)),
        )
        .orderBy(
          sql`${blogPostTranslations.locale} = ${locale} desc`,
          sql`${blogPostTranslations.locale} = ${baseLocale} desc`,
        )
    ).map((p) => ({ postId: p.postId, publishedAt: p.publishedAt! })),
  (slug, locale) => `${locale} ${slug}`,
  { maxEntries: 1000 },
)

/** A post with its text in `locale`, per data version (ids come from `postsBySlug`, but bounded all the same). */
const postText = versionedMemo(readPostText, (postId: number, locale: Locale) => `${locale} ${postId}`, {
  maxEntries: 1000,
})

async function readPostText(db: Db, postId: number, locale: Locale): Promise<BlogPost | null> {
  const [[post], rows] = await Promise.all([
    db.select().from(blogPosts).where(eq(blogPosts.id, postId)),
    db
      .select()
      .from(blogPostTranslations)
      .where(and(eq(blogPostTranslations.postId, postId), inArray(blogPostTranslations.locale, [...locales]))),
  ])
  const italian = rows.find((r) => r.locale === baseLocale)
  const text = rows.find((r) => r.locale === locale) ?? italian
  if (!post?.publishedAt || !text || !italian) return null
  return {
    id: post.id,
    slug: text.slug,
    title: text.title,
    excerpt: text.excerpt,
    image: post.image,
    published_at: post.publishedAt.toISOString(),
    body: text.body,
    locale: text.locale,
    slugs: Object.fromEntries(locales.map((l) => [l, (rows.find((r) => r.locale === l) ?? italian).slug])),
  }
}
