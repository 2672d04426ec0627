import { z } from 'zod'
import { contentContract } from '../content/content-contract'
import { imagePath } from '../content/image-path'
import { contentSlug, when } from '../content/translations'

export const adminBlogPosts = contentContract({
  path: '/admin/blog-posts',
  tag: 'Administration: blog',
  id: 'AdminBlogPost',
  noun: 'Blog posts',
  base: {
    image: imagePath.nullable().optional(),
    status: z.enum(['draft', 'published']).optional(),
    published_at: when
      .optional()
      .meta({ description: 'A future time schedules the post; publishing without one uses now' }),
  },
  out: { updated_at: z.string() },
  texts: {
    title: z.string().trim().min(1).max(200),
    slug: contentSlug,
    excerpt: z.string().trim().max(500).nullable().optional(),
    body: z.string().max(100_000).meta({ description: 'Markdown, rendered and sanitized by the server' }),
  },
  filters: { status: z.enum(['draft', 'published']).optional() },
  sorts: ['published_at', 'updated_at', 'id'],
})
