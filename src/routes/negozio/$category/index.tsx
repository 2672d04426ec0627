import { Route as Root } from '../../__root'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { fetchCatalogPage } from '~/domains/catalog/catalog.functions'
import { parseShopSearch, toSearchParams } from '~/domains/catalog/shop-search'
import { CatalogListing } from '~/domains/catalog/components/catalog-listing'
import type { Locale } from '~/lib/i18n/locales'
import { localizedPaths, pageHead, shellOf } from '~/lib/seo'
import { getLocale } from '~/paraglide/runtime.js'

export const Route = createFileRoute('/negozio/$category/')({
  staticData: { hydrate: 'on-intent' },
  validateSearch: parseShopSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, params }) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.category)) throw notFound()
    const page = await fetchCatalogPage({ data: { ...deps, category: params.category, locale: getLocale() } })
    if (!page?.category) throw notFound()
    if (page.category.slug !== params.category) {
      throw redirect({
        to: '/negozio/$category',
        params: { category: page.category.slug },
        search: { ...toSearchParams(deps), page: deps.page },
        statusCode: 301,
      })
    }
    return page
  },
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData?.category) return {}
    return pageHead({
      title: loaderData.category.name,
      siteName: shell.settings.site_name,
      description: loaderData.category.description,
      origin: shell.publicUrl,
      locale: getLocale() as Locale,
      paths: localizedPaths((l) => `/negozio/${loaderData.category!.slugs[l] ?? loaderData.category!.slug}`),
    })
  },
  component: CategoryPage,
})

function CategoryPage() {
  const data = Route.useLoaderData()
  const shell = Root.useLoaderData()
  return (
    <CatalogListing
      title={data.category!.name}
      intro={data.category!.description}
      locale={getLocale() as Locale}
      categories={shell.categories}
      current={data.category}
      products={data.products}
      meta={data.meta}
      facets={data.facets}
      search={Route.useSearch()}
    />
  )
}
