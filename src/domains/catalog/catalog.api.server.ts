import { asc, count } from 'drizzle-orm'
import { media } from '~/db/schema'
import { HttpError } from '~/lib/api/errors'
import { implement, type ApiContext } from '~/domains/shared/api-route'
import { getProduct, listAttributes, listCategories, listImages, listProducts } from './catalog.contract'
import { categoryScope, listAttributesWithValues, listCategoryTree } from './categories.server'
import { findProduct } from './product-detail.server'
import { searchProducts } from './product-list.server'
import { resolveAttributeFilters, type ProductFilter } from './product-filters.server'
import { productFacets } from './product-facets.server'
import { toTsQueryText } from './product-search'
import { searchMatches } from './search-matches.server'
import { fittingFirst } from './product-sizes.server'
import { parseSizeQuery } from './size-query'
import { tierForRole } from './pricing'
import { runningPromotions } from './visitor-price.server'

// A retailer's user buys at the retailer's conditions: the tier follows `priceRole`.
const callerTier = async (ctx: ApiContext) => tierForRole((await ctx.user())?.priceRole)

const pageMeta = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total,
  total_pages: Math.ceil(total / perPage),
})

export const catalogRoutes = [
  implement(listCategories, async (_input, { db, locale }) => ({ data: await listCategoryTree(db, locale) })),

  implement(listAttributes, async (_input, { db, locale }) => ({ data: await listAttributesWithValues(db, locale) })),

  implement(listProducts, async ({ query }, ctx) => {
    const categoryIds = query.category ? await categoryScope(ctx.db, query.category) : undefined
    if (categoryIds === null) throw new HttpError('not_found')
    // A size in the search ranks what fits it first; its other words are the text searched.
    // A search of a size alone lists what fits it (decision 098).
    const sized = parseSizeQuery(query.q)
    const text = sized ? sized.text : query.q
    const search = toTsQueryText(text)
    const featured = query.featured === undefined ? undefined : query.featured === 'true'
    const size =
      query.width_mm !== undefined && query.height_mm !== undefined
        ? { widthMm: query.width_mm, heightMm: query.height_mm }
        : undefined
    const found = search
      ? await searchMatches(ctx.db, { locale: ctx.locale, search, q: text || undefined, categoryIds, featured })
      : undefined
    // One clock for the filter's promotions and the prices shown on the page.
    const now = ctx.now()
    const filter: ProductFilter = {
      locale: ctx.locale,
      tier: await callerTier(ctx),
      categoryIds,
      matches: found && sized ? await fittingFirst(ctx.db, found, sized) : found,
      featured,
      attributeGroups: await resolveAttributeFilters(ctx.db, query.attr),
      priceMin: query.price_min,
      priceMax: query.price_max,
      size: size ?? (sized && !search ? sized : undefined),
      promotions: await runningPromotions(ctx.db, now),
    }
    const [{ items, total, capped }, facets] = await Promise.all([
      searchProducts(ctx.db, {
        ...filter,
        sort: query.sort ?? (search ? 'relevance' : 'newest'),
        page: query.page,
        perPage: query.per_page,
        now,
      }),
      query.facets === 'true' ? productFacets(ctx.db, filter) : undefined,
    ])
    return {
      data: items,
      meta: { ...pageMeta(query.page, query.per_page, total), total_capped: capped },
      ...(facets ? { facets } : {}),
    }
  }),

  implement(getProduct, async ({ params }, ctx) => {
    const product = await findProduct(ctx.db, params.slug, ctx.locale, await callerTier(ctx), ctx.now())
    if (!product) throw new HttpError('not_found')
    return { data: product }
  }),

  implement(listImages, async ({ query }, { db }) => {
    const [total] = await db.select({ n: count() }).from(media)
    const rows = await db
      .select()
      .from(media)
      .orderBy(asc(media.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
    return {
      data: rows.map((r) => ({
        id: r.id,
        url: r.path,
        alt: r.alt ?? '',
        width: r.width,
        height: r.height,
        mime: r.mime,
      })),
      meta: pageMeta(query.page, query.per_page, Number(total?.n ?? 0)),
    }
  }),
]
