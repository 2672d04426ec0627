import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useImageHost } from '~/components/use-image-host'
import { responsiveImage } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Category, Facets, ProductSummary } from '../catalog.schemas'
import type { ShopSearch } from '../shop-search'
import { productSorts } from '../catalog.constants'
import { CatalogFilters } from './catalog-filters'
import { Pagination } from './pagination'
import { ProductGrid } from './product-card'
import { useShopForm } from './use-shop-form'

type Props = {
  title: string
  intro?: string | null
  locale: Locale
  categories: Category[]
  current: Category | null
  products: ProductSummary[]
  meta: { page: number; total: number; total_pages: number; total_capped?: boolean }
  facets: Facets | null
  search: ShopSearch
}

const sortLabel = {
  relevance: m.sort_relevance,
  newest: m.sort_newest,
  price_asc: m.sort_price_asc,
  price_desc: m.sort_price_desc,
  name_asc: m.sort_name_asc,
}
const field = css({ border: '1px solid', borderColor: 'border', borderRadius: 'md', px: '3', py: '2', bg: 'bg.canvas' })
const FORM_ID = 'shop-form'

/**
 * Shop and category pages: categories, filters, a search/sort form and the grid. The form is a
 * plain GET form (works without JavaScript); with it, every change is a client navigation.
 */
export function CatalogListing(props: Props) {
  const { locale, search } = props
  const form = useShopForm(search)
  const { draft, setDraft, apply } = form
  // Relevance only means something while searching.
  const sorts = productSorts.filter((s) => s !== 'relevance' || draft.q)
  const imageHost = useImageHost()
  const categoryImage = props.current?.image
  return (
    <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', md: '240px 1fr' }, py: '6' })}>
      <aside className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <nav aria-label={m.shop_categories()}>
          <h2 className={css({ fontWeight: 'bold', mb: '3' })}>{m.shop_categories()}</h2>
          <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
            {props.categories.filter((c) => c.parent_id === null).map((c) => (
              <li key={c.id}>
                <Link
                  to="/negozio/$category"
                  params={{ category: c.slug }}
                  aria-current={props.current?.id === c.id ? 'page' : undefined}
                  className={css({ color: 'fg.default', fontWeight: props.current?.id === c.id ? 'bold' : 'normal' })}
                >
                  {c.name} ({c.product_count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {props.facets && <CatalogFilters facets={props.facets} form={form} formId={FORM_ID} locale={locale} search={search} />}
      </aside>
      <section>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
          {categoryImage && (
            // Category images are drawn 4:3; width, height and aspect-ratio reserve the space.
            <img
              {...responsiveImage(categoryImage, imageHost, '/images/brand/logo.svg', { sizes: '160px' })}
              alt=""
              width={160}
              height={120}
              className={css({ w: '160px', h: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'md', bg: 'bg.subtle', hideBelow: 'sm' })}
            />
          )}
          <div>
            <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{props.title}</h1>
            {props.intro && <p className={css({ color: 'fg.muted', mt: '2' })}>{props.intro}</p>}
          </div>
        </div>
        <form
          id={FORM_ID}
          method="get"
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            apply({ ...draft, page: undefined })
          }}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', my: '6' })}
        >
          <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 240px' })}>
            {m.search_label()}
            <input
              name="q"
              type="search"
              value={draft.q ?? ''}
              onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
              placeholder={m.search_placeholder()}
              className={field}
            />
          </label>
          <label className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {m.shop_sort_label()}
            <select
              name="sort"
              value={draft.sort ?? (draft.q ? 'relevance' : 'newest')}
              onChange={(e) => apply({ ...draft, page: undefined, sort: e.currentTarget.value as ShopSearch['sort'] })}
              className={field}
            >
              {sorts.map((s) => (
                <option key={s} value={s}>{sortLabel[s]()}</option>
              ))}
            </select>
          </label>
          <button type="submit" className={css({ bg: 'primary', color: 'primary.fg', px: '5', py: '2', borderRadius: 'md', fontWeight: 'bold', cursor: 'pointer' })}>
            {m.search_submit()}
          </button>
        </form>
        <p aria-live="polite" role="status" data-testid="product-count" className={css({ mb: '4', color: 'fg.muted' })}>
          {/* A search stops at MATCH_CAP matches (decision 014): the total is then a lower bound. */}
          {(props.meta.total_capped && props.meta.total > 0 ? m.shop_products_count_capped : m.shop_products_count)({ count: String(props.meta.total) })}
        </p>
        {props.products.length === 0 ? <p>{m.shop_empty()}</p> : <ProductGrid products={props.products} locale={locale} />}
        <Pagination page={props.meta.page} totalPages={props.meta.total_pages} />
      </section>
    </div>
  )
}
