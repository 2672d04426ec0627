import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { callApi } from '~/lib/api/client.server'
import { localeSchema, slugSchema } from '~/lib/api/common.schemas'
import { orNull } from '~/lib/http/forward.server'
import { tierAuth } from '~/domains/auth/session-user.server'
import { getProduct, listCategories, listProducts } from './catalog.contract'
import { filterList, openingMm, priceRangeCents } from './shop-search'
import { shopSearchSchema } from './shop-search.schemas'
import { listSlides } from '~/domains/content/slides.contract'
import { listBlogPosts } from '~/domains/content/blog.contract'
import { toCurrentCategory, toProductCard } from './listing-view'

export const fetchCatalogPage = createServerFn({ method: 'GET' })
  .validator(shopSearchSchema.extend({ locale: localeSchema, category: slugSchema.optional() }))
  .handler(async ({ data }) => {
    const auth = await tierAuth(data.locale)
    const [categories, products] = await Promise.all([
      callApi(listCategories, { locale: data.locale, ...auth }),
      orNull(
        callApi(listProducts, {
          locale: data.locale,
          ...auth,
          query: {
            category: data.category,
            q: data.q,
            sort: data.sort,
            page: data.page,
            per_page: 24,
            attr: filterList(data.f),
            ...priceRangeCents(data.min, data.max),
            ...openingMm(data.w, data.h),
            facets: 'true',
          },
        }),
      ),
    ])
    if (!products) return null
    // The category by its slug in any locale: the page redirects to this locale's slug.
    const category = data.category
      ? (categories.data.find((c) => c.slug === data.category) ??
        categories.data.find((c) => Object.values(c.slugs).includes(data.category!)) ??
        categories.data.find((c) => c.former_slugs.includes(data.category!)) ??
        null)
      : null
    // The top categories come with the shell (the phone drawer lists them): not sent twice.
    return {
      category: category && toCurrentCategory(category),
      products: products.data.map(toProductCard),
      meta: products.meta,
      facets: products.facets ?? null,
    }
  })

export const fetchHome = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, withBlog: z.boolean() }))
  .handler(async ({ data }) => {
    const auth = await tierAuth(data.locale)
    // Slides and posts are the same for everyone: asked anonymously, served by the API cache.
    const [featured, slides, posts] = await Promise.all([
      callApi(listProducts, { locale: data.locale, ...auth, query: { featured: 'true', per_page: 8 } }),
      callApi(listSlides, { locale: data.locale }),
      data.withBlog ? callApi(listBlogPosts, { locale: data.locale, query: { per_page: 3 } }) : null,
    ])
    return {
      featured: featured.data.map(toProductCard),
      slides: slides.data,
      posts: posts?.data ?? [],
    }
  })

export const fetchProduct = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: localeSchema, slug: slugSchema }))
  .handler(async ({ data }) =>
    orNull(
      callApi(getProduct, { locale: data.locale, ...(await tierAuth(data.locale)), params: { slug: data.slug } }),
    ).then((r) => r?.data ?? null),
  )
