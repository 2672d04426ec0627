import { Route as Root } from '../__root'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { fetchCatalogPage } from '~/domains/catalog/catalog.functions'
import { parseShopSearch } from '~/domains/catalog/shop-search'
import { CatalogListing } from '~/domains/catalog/components/catalog-listing'
import type { Locale } from '~/lib/i18n/locales'
import { pageHead, pathsFor, shellOf } from '~/lib/seo'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/negozio/')({
  staticData: { hydrate: 'on-intent' },
  validateSearch: parseShopSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const page = await fetchCatalogPage({ data: { ...deps, locale: getLocale() } })
    if (!page) throw notFound()
    return page
  },
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      title: m.shop_title(),
      siteName: shell.settings.site_name,
      description: m.shop_intro(),
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: pathsFor('/negozio'),
    })
  },
  component: Shop,
})

function Shop() {
  const data = Route.useLoaderData()
  const shell = Root.useLoaderData()
  return (
    <CatalogListing
      title={m.shop_title()}
      intro={m.shop_intro()}
      locale={getLocale() as Locale}
      categories={shell.categories}
      current={null}
      products={data.products}
      meta={data.meta}
      facets={data.facets}
      search={Route.useSearch()}
    />
  )
}
