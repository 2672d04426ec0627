import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { fetchProduct } from '~/domains/catalog/catalog.functions'
import { ProductDetail } from '~/domains/catalog/components/product-detail'
import { productJsonLd } from '~/domains/catalog/json-ld'
import { fetchProductReviews } from '~/domains/reviews/reviews.functions'
import type { ReviewsSearch } from '~/domains/reviews/components/product-reviews'
import { optionalEnum, optionalInt } from '~/lib/search-params'
import type { Locale } from '~/lib/i18n/locales'
import { localizedPaths, pageHead, shellOf } from '~/lib/seo'
import { getLocale } from '~/paraglide/runtime.js'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Route = createFileRoute('/negozio/$category/$slug')({
  staticData: { loginDialog: true, hydrate: 'on-intent' },
  // The reviews' sort, star filter and page (decision 095): plain links, so the list is the server's.
  validateSearch: (search: Record<string, unknown>): ReviewsSearch => ({
    r_sort: optionalEnum(search.r_sort, ['newest', 'rating_desc', 'rating_asc'] as const),
    r_stars: optionalInt(search.r_stars, 1, 5),
    r_page: optionalInt(search.r_page, 2, 1000),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps }) => {
    if (!slugPattern.test(params.slug)) throw notFound()
    const locale = getLocale()
    const [product, reviews] = await Promise.all([
      fetchProduct({ data: { locale, slug: params.slug } }),
      fetchProductReviews({
        data: { locale, slug: params.slug, sort: deps.r_sort, stars: deps.r_stars, page: deps.r_page },
      }),
    ])
    if (!product) throw notFound()
    // Another locale's slug, or a product that moved category: send to its address here.
    if (product.slug !== params.slug || product.category.slug !== params.category) {
      throw redirect({
        to: '/negozio/$category/$slug',
        params: { category: product.category.slug, slug: product.slug },
        statusCode: 301,
      })
    }
    return { ...product, reviews }
  },
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData) return {}
    const locale = getLocale() as Locale
    const paths = localizedPaths((l) => `/negozio/${loaderData.category_slugs[l]}/${loaderData.slugs[l]}`)
    const head = pageHead({
      title: loaderData.seo_title || loaderData.name,
      siteName: shell.settings.site_name,
      description: loaderData.seo_description || loaderData.short_description,
      origin: shell.publicUrl,
      locale,
      paths,
    })
    const absolute = (path: string) => (/^https?:/.test(path) ? path : `${shell.publicUrl.replace(/\/$/, '')}${path}`)
    const jsonLd = productJsonLd(
      loaderData,
      absolute(paths[locale]),
      absolute,
      shell.settings.site_name,
      loaderData.reviews?.data ?? [],
    )
    // `<` escaped so a product text can never close the script element.
    const json = JSON.stringify(jsonLd).replace(/</g, '\\u003c')
    return { ...head, scripts: [{ type: 'application/ld+json', children: json }] }
  },
  component: ProductPage,
})

function ProductPage() {
  const { reviews, ...product } = Route.useLoaderData()
  return (
    <ProductDetail
      product={product}
      reviews={reviews}
      reviewsSearch={Route.useSearch()}
      locale={getLocale() as Locale}
    />
  )
}
