import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Pagination } from '~/domains/catalog/components/pagination'
import { BlogPostList } from '~/domains/content/blog.components'
import { fetchBlogList } from '~/domains/content/blog.functions'
import { locales, type Locale } from '~/lib/i18n/locales'
import { parsePageSearch } from '~/lib/search-params'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from '../__root'

export const Route = createFileRoute('/blog-novita/')({
  staticData: { hydrate: 'on-intent' },
  validateSearch: (search) => parsePageSearch(search),
  beforeLoad: ({ context }) => {
    if (!context.shell.settings.enable_blog_page) throw redirect({ to: '/' })
  },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => fetchBlogList({ data: { ...deps, locale: getLocale() } }),
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    const page = loaderData?.meta.page ?? 1
    const base = pathsFor('/blog-novita')
    const paths =
      page > 1 ? (Object.fromEntries(locales.map((l) => [l, `${base[l]}?page=${page}`])) as typeof base) : base
    return pageHead({
      title:
        page > 1
          ? `${m.blog_title()} – ${m.pagination_page({ page, pages: loaderData?.meta.total_pages ?? page })}`
          : m.blog_title(),
      siteName: shell.settings.site_name,
      description: m.blog_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths,
      noindex: (loaderData?.posts.length ?? 0) === 0,
    })
  },
  component: BlogIndex,
})

function BlogIndex() {
  const { posts, meta } = Route.useLoaderData()
  const { imageHost } = Root.useLoaderData()
  return (
    <div className={css({ py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{m.blog_title()}</h1>
      <p className={css({ color: 'fg.muted', mt: '2', mb: '8', maxW: '720px' })}>{m.blog_intro()}</p>
      {posts.length === 0 ? (
        // Past the last page (or no article yet): no pager, a way back instead.
        <p>
          {m.blog_empty()}{' '}
          {meta.page > 1 && meta.total > 0 && (
            <Link to="/blog-novita" search={{}} className={css({ color: 'link' })}>
              {m.blog_first_page()}
            </Link>
          )}
        </p>
      ) : (
        <>
          <BlogPostList posts={posts} locale={getLocale() as Locale} imageHost={imageHost} />
          <Pagination page={meta.page} totalPages={meta.total_pages} />
        </>
      )}
    </div>
  )
}
