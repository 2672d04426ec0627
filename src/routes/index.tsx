import { createFileRoute, Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { fetchHome } from '~/domains/catalog/catalog.functions'
import { ProductGrid } from '~/domains/catalog/components/product-card'
import { LazySlideshow } from '~/domains/content/components/slideshow-lazy'
import { BlogPostList } from '~/domains/content/blog.components'
import { metaTagsFor } from '~/domains/settings/settings.schemas'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { Route as Root } from './__root'
import { QuoteLink } from '~/domains/quotes/components/quote-link'

export const Route = createFileRoute('/')({
  staticData: { hydrate: 'on-intent' },
  loader: async ({ context }) => {
    const [home] = await Promise.all([
      fetchHome({ data: { locale: getLocale(), withBlog: context.shell.settings.enable_blog_page } }),
      // Server only: the slideshow (the LCP image) renders in place, not streamed after the page.
      LazySlideshow.ready(),
    ])
    return home
  },
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      title: shell.settings.site_name,
      siteName: shell.settings.site_name,
      description: metaTagsFor(shell.settings, getLocale()).description || m.home_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor('/'),
    })
  },
  component: Home,
})

function Home() {
  const { featured, slides, posts } = Route.useLoaderData()
  const { settings, imageHost, categories } = Root.useLoaderData()
  const locale = getLocale() as Locale
  return (
    <div className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '12' })}>
      {slides.length > 0 && <LazySlideshow slides={slides} imageHost={imageHost} />}
      {/* The theme's highlighted box (boxPrimary, boxPrimaryText); its button in the inverse colours. */}
      <section
        className={css({ bg: 'box.primary', color: 'box.primaryFg', borderRadius: 'xl', p: { base: '6', md: '10' } })}
        data-box="primary"
      >
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', maxW: '720px' })}>
          {m.home_title()}
        </h1>
        <p className={css({ mt: '4', maxW: '720px', fontSize: 'lg' })}>{m.home_intro()}</p>
        {settings.enable_shop_page && (
          <Link
            to="/negozio"
            className={css({
              display: 'inline-block',
              mt: '6',
              bg: 'box.primaryFg',
              color: 'box.primary',
              px: '6',
              py: '3',
              borderRadius: 'md',
              fontWeight: 'bold',
              textDecoration: 'none',
            })}
          >
            {m.home_shop_cta()}
          </Link>
        )}
        <div className={css({ mt: '4' })}>
          <QuoteLink onBox />
        </div>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
          {m.home_featured_categories()}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
            listStyle: 'none',
            p: 0,
          })}
        >
          {categories.map((c) => (
            <li key={c.id}>
              <Link
                to="/negozio/$category"
                params={{ category: c.slug }}
                className={css({
                  display: 'block',
                  p: '4',
                  border: '1px solid',
                  borderColor: 'border',
                  borderRadius: 'lg',
                  bg: 'box.secondary',
                  color: 'box.secondaryFg',
                  textDecoration: 'none',
                  fontWeight: 'semibold',
                  _hover: { borderColor: 'primary' },
                })}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-featured">
        <h2 id="home-featured" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
          {m.home_featured_products()}
        </h2>
        <ProductGrid products={featured} locale={locale} layout="shelf" />
      </section>
      {posts.length > 0 && (
        <section aria-labelledby="home-posts">
          <h2 id="home-posts" className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '4' })}>
            {m.home_latest_posts()}
          </h2>
          <BlogPostList posts={posts} locale={locale} imageHost={imageHost} layout="shelf" />
          <Link
            to="/blog-novita"
            className={css({ display: 'inline-block', mt: '4', color: 'link', fontWeight: 'semibold' })}
          >
            {m.home_all_posts()}
          </Link>
        </section>
      )}
    </div>
  )
}
