import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { prose } from '~/components/ui/prose'
import { formatDate } from '~/domains/content/blog.components'
import { fetchBlogPost } from '~/domains/content/blog.functions'
import { imageUrl } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { localizedPaths, pageHead, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from '../__root'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Route = createFileRoute('/blog-novita/$slug')({
  staticData: { hydrate: 'on-intent' },
  beforeLoad: ({ context }) => {
    if (!context.shell.settings.enable_blog_page) throw redirect({ to: '/' })
  },
  loader: async ({ params }) => {
    if (!slugPattern.test(params.slug)) throw notFound()
    const post = await fetchBlogPost({ data: { locale: getLocale(), slug: params.slug } })
    if (!post) throw notFound()
    // Another locale's slug: send to this locale's address of the same article.
    if (post.slug !== params.slug)
      throw redirect({ to: '/blog-novita/$slug', params: { slug: post.slug }, statusCode: 301 })
    return post
  },
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData) return {}
    return pageHead({
      title: loaderData.title,
      siteName: shell.settings.site_name,
      description: loaderData.excerpt,
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: localizedPaths((l) => `/blog-novita/${loaderData.slugs[l] ?? loaderData.slug}`),
    })
  },
  component: BlogArticle,
})

function BlogArticle() {
  const post = Route.useLoaderData()
  const { imageHost } = Root.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ maxW: '760px', py: '8' })}>
      <p className={css({ mb: '4' })}>
        <Link to="/blog-novita" className={css({ color: 'link' })}>
          ← {m.blog_back_to_list()}
        </Link>
      </p>
      <article lang={post.locale}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{post.title}</h1>
        <p lang={locale} className={css({ color: 'fg.muted', mt: '2', mb: '6' })}>
          <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
        </p>
        {post.image && (
          <img
            src={imageUrl(post.image, imageHost, '/images/brand/logo.svg')}
            alt=""
            width={1200}
            height={675}
            className={css({
              w: 'full',
              h: 'auto',
              aspectRatio: '16 / 9',
              objectFit: 'cover',
              borderRadius: 'lg',
              mb: '8',
              bg: 'bg.subtle',
            })}
          />
        )}
        <div className={prose} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </div>
  )
}
