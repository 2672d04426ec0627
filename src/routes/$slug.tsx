import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { prose } from '~/components/ui/prose'
import { fetchContentPage } from '~/domains/content/pages.functions'
import type { Locale } from '~/lib/i18n/locales'
import { localizedPaths, pageHead, shellOf } from '~/lib/seo'
import { getLocale } from '~/paraglide/runtime.js'
import { QuoteLink } from '~/domains/quotes/components/quote-link'

/** The contact page's Italian slug (seeded, spec §2). */
const CONTACT_SLUG = 'contatti'

// The catch-all for content pages made in the administration (spec §2: /{slug}).
export const Route = createFileRoute('/$slug')({
  staticData: { hydrate: 'on-intent' },
  loader: async ({ params }) => {
    const page = await fetchContentPage({ data: { locale: getLocale(), slug: params.slug } })
    if (!page) throw notFound()
    if (page.slug !== params.slug) throw redirect({ to: '/$slug', params: { slug: page.slug }, statusCode: 301 })
    return page
  },
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData) return {}
    return pageHead({
      title: loaderData.title,
      siteName: shell.settings.site_name,
      description: loaderData.meta_description,
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: localizedPaths((l) => `/${loaderData.slugs[l]}`),
    })
  },
  component: ContentPage,
})

function ContentPage() {
  const page = Route.useLoaderData()
  return (
    <article lang={page.locale} className={css({ maxW: '760px', py: '8' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>{page.title}</h1>
      {/* Rendered from Markdown and sanitized on the server (lib/markdown). */}
      <div className={prose} dangerouslySetInnerHTML={{ __html: page.html }} />
      {/* The contact page promises quotes and visits (issue 44): the way to ask, in every language. */}
      {page.slugs.it === CONTACT_SLUG && (
        <div className={css({ mt: '6' })}>
          <QuoteLink />
        </div>
      )}
    </article>
  )
}
