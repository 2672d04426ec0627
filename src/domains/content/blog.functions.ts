import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema, slugSchema } from '~/lib/api/common.schemas'
import { renderStoredMarkdown } from '~/lib/markdown/render.server'
import { orNull } from '~/lib/http/forward.server'
import { getBlogPost, listBlogPosts } from './blog.contract'

/** Articles per page of the blog list. */
export const BLOG_PER_PAGE = 4

/** The blog list's search params; the route parses them with `parsePageSearch` (the same rules). */
export const blogSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

export const fetchBlogList = createServerFn({ method: 'GET' })
  .validator(blogSearchSchema.extend({ locale: localeSchema }))
  .handler(async ({ data }) => {
    const posts = await callApi(listBlogPosts, {
      locale: data.locale,
      query: { page: data.page, per_page: BLOG_PER_PAGE },
    })
    return { posts: posts.data, meta: posts.meta }
  })

export const fetchBlogPost = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, slug: slugSchema }))
  .handler(async ({ data }) => {
    const post = await orNull(callApi(getBlogPost, { locale: data.locale, params: { slug: data.slug } }))
    if (!post) return null
    // Rendered and sanitized here, like the CMS pages: the browser gets HTML, not the Markdown.
    const { body, ...rest } = post.data
    return { ...rest, html: renderStoredMarkdown(body) }
  })
