import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { paginationMeta, paginationQuery, slugSchema } from '~/lib/api/common.schemas'

export const blogPostSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'Cover image: absolute URL, or a path below IMAGE_HOST' }),
    published_at: z.iso.datetime().meta({ description: 'Publication time (ISO 8601, UTC)' }),
  })
  .meta({ id: 'BlogPostSummary' })

export const blogPostSchema = blogPostSummarySchema
  .extend({
    body: z.string().meta({ description: 'Markdown' }),
    locale: z.string().meta({ description: 'Locale of the text (Italian when not translated)' }),
    slugs: z.record(z.string(), z.string()).meta({ description: 'Slug per locale, for language links' }),
  })
  .meta({ id: 'BlogPost' })

export type BlogPostSummary = z.output<typeof blogPostSummarySchema>
export type BlogPost = z.output<typeof blogPostSchema>

export const listBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/blog-posts',
  summary: 'Published blog posts, newest first',
  tags: ['Content'],
  access: 'public',
  query: z.object(paginationQuery),
  response: z.object({ data: z.array(blogPostSummarySchema), meta: paginationMeta }),
})

export const getBlogPost = defineEndpoint({
  method: 'GET',
  path: '/blog-posts/{slug}',
  summary: 'A published blog post by slug (any locale’s slug is accepted)',
  tags: ['Content'],
  access: 'public',
  params: z.object({ slug: slugSchema }),
  response: z.object({ data: blogPostSchema }),
})
