import { HttpError } from '~/lib/api/errors'
import { implement } from '~/domains/shared/api-route'
import { getBlogPost, listBlogPosts } from './blog.contract'
import { findPublishedPost, listPublishedPosts } from './blog.server'

export const blogRoutes = [
  implement(listBlogPosts, async ({ query }, ctx) => {
    const { items, total } = await listPublishedPosts(ctx.db, {
      locale: ctx.locale,
      page: query.page,
      perPage: query.per_page,
      now: ctx.now(),
    })
    return {
      data: items,
      meta: { page: query.page, per_page: query.per_page, total, total_pages: Math.ceil(total / query.per_page) },
    }
  }),

  implement(getBlogPost, async ({ params }, ctx) => {
    const post = await findPublishedPost(ctx.db, params.slug, ctx.locale, ctx.now())
    if (!post) throw new HttpError('not_found')
    return { data: post }
  }),
]
