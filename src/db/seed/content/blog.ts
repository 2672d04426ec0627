import { eq } from 'drizzle-orm'
import { blogPosts, blogPostTranslations } from '../../schema'
import { perLocale, report, type SeedContext, localSlug } from '../context'
import { userIdByEmail } from '../users'
import { doorPosts } from './blog-doors'
import { blogImage } from './blog-types'
import { windowPosts } from './blog-windows'

export const blogSeeds = [...doorPosts, ...windowPosts]

export async function seedBlog(ctx: SeedContext) {
  const rows = await ctx.tx
    .select({ slug: blogPostTranslations.slug })
    .from(blogPostTranslations)
    .where(eq(blogPostTranslations.locale, 'it'))
  const known = new Set(rows.map((r) => r.slug))
  const missing = blogSeeds.filter((p) => !known.has(p.slug))
  if (missing.length === 0) return
  const authorId = await userIdByEmail(ctx, 'admin@soglia.test')
  for (const p of missing) {
    const publishedAt = new Date(p.publishedAt)
    const [row] = await ctx.tx
      .insert(blogPosts)
      .values({
        image: blogImage(p.slug),
        authorId,
        status: 'published',
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: blogPosts.id })
    if (!row) throw new Error(`blog post ${p.slug} not inserted`)
    await ctx.tx.insert(blogPostTranslations).values(
      perLocale((locale) => ({
        postId: row.id,
        locale,
        title: p.title[locale],
        slug: localSlug(locale, p, p.title),
        excerpt: p.excerpt[locale],
        body: p.body[locale],
      })),
    )
  }
  report(ctx, 'blog posts', missing.length)
}
