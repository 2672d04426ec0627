import { and, eq, isNull } from 'drizzle-orm'
import { blogPosts, blogPostTranslations } from '~/db/schema'
import { contentRoutes, sent } from '../content/content-routes.server'
import { instant } from '../content/translations'
import { adminBlogPosts } from './admin-blog.contract'

type Text = { title: string; slug: string; excerpt?: string | null; body: string }
type Base = { image?: string | null; status?: 'draft' | 'published'; published_at?: string | null }

export const adminBlogRoutes = contentRoutes<Base, Text>(adminBlogPosts, {
  table: blogPosts,
  texts: {
    table: blogPostTranslations,
    owner: blogPostTranslations.postId,
    ownerKey: 'postId',
    slug: blogPostTranslations.slug,
    title: blogPostTranslations.title,
    titleKey: 'title',
  },
  toValues: (b) => ({
    ...sent<Base>(b, {
      image: (v) => ['image', v || null],
      status: (v) => ['status', v],
      published_at: (v) => ['publishedAt', instant(v, 'start')],
    }),
    updatedAt: new Date(),
  }),
  fromRow: (r) => {
    const p = r as unknown as typeof blogPosts.$inferSelect
    return {
      image: p.image,
      status: p.status,
      published_at: p.publishedAt?.toISOString() ?? null,
      updated_at: p.updatedAt.toISOString(),
    }
  },
  textIn: (t) => ({ title: t.title, slug: t.slug, excerpt: t.excerpt ?? null, body: t.body }),
  textOut: (r) => ({
    title: String(r.title),
    slug: String(r.slug),
    excerpt: (r.excerpt as string | null) ?? null,
    body: String(r.body),
  }),
  filters: (q) => (q.status ? [eq(blogPosts.status, q.status as 'draft')] : []),
  sorts: { published_at: blogPosts.publishedAt, updated_at: blogPosts.updatedAt, id: blogPosts.id },
  fallbackSort: 'id',
  // The blog shows a published post from its publication time: publishing without one means now,
  // by the API's clock (the one the blog compares publication times with).
  afterWrite: async (tx, id, _body, ctx) => {
    await tx
      .update(blogPosts)
      .set({ publishedAt: ctx.now() })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.status, 'published'), isNull(blogPosts.publishedAt)))
  },
})
