import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { useImageHost } from '~/components/use-image-host'
import { responsiveImage } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { Facets } from '../catalog.schemas'
import type { CategoryLink, CurrentCategory, ProductCardData } from '../listing-view'
import type { ShopSearch } from '../shop-search'
import { productSorts } from '../catalog.constants'
import { activeFilterCount } from '../shop-search'
import { formatCm, parseSizeQuery } from '../size-query'
import { CatalogFilters } from './catalog-filters'
import { Pagination } from './pagination'
import { ProductGrid } from './product-card'
import { useShopForm } from './use-shop-form'

type Props = {
  title: string
  intro?: string | null
  locale: Locale
  categories: CategoryLink[]
  current: CurrentCategory | null
  products: ProductCardData[]
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
const RESULTS_ID = 'shop-results'

const loadSheet = () => import('./filter-sheet')
const FilterSheet = lazy(() => loadSheet().then((mod) => ({ default: mod.FilterSheet })))

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
      {/* Phones: categories and filters live in the sheet behind "Filtri" (issue 16). */}
      <aside className={css({ display: 'flex', flexDirection: 'column', gap: '6', hideBelow: 'md' })}>
        <CategoryLinks categories={props.categories} current={props.current} />
        {props.facets && (
          <CatalogFilters facets={props.facets} form={form} formId={FORM_ID} locale={locale} search={search} />
        )}
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
              className={css({
                w: '160px',
                h: 'auto',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                borderRadius: 'md',
                bg: 'bg.subtle',
                hideBelow: 'sm',
              })}
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
          data-native=""
          onSubmit={(e) => {
            e.preventDefault()
            apply({ ...draft, page: undefined })
          }}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', my: '6' })}
        >
          <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 240px' })}>
            {/* A category's box searches that category only, and says so (issue 16). */}
            {props.current ? m.search_in_category({ name: props.current.name }) : m.search_label()}
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
                <option key={s} value={s}>
                  {sortLabel[s]()}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className={css({
              bg: 'primary',
              color: 'primary.fg',
              px: '5',
              py: '2',
              borderRadius: 'md',
              fontWeight: 'bold',
              cursor: 'pointer',
            })}
          >
            {m.search_submit()}
          </button>
        </form>
        <MobileFilters {...props} form={form} />
        <p
          id={RESULTS_ID}
          aria-live="polite"
          role="status"
          data-testid="product-count"
          className={css({ mb: '4', color: 'fg.muted', scrollMarginTop: '90px' })}
        >
          {/* A search stops at MATCH_CAP matches (decision 014): the total is then a lower bound. */}
          {(props.meta.total_capped && props.meta.total > 0 ? m.shop_products_count_capped : m.shop_products_count)({
            count: String(props.meta.total),
          })}
        </p>
        <SizeUnderstood q={search.q} locale={locale} />
        {props.products.length === 0 ? (
          <p>{m.shop_empty()}</p>
        ) : (
          <ProductGrid products={props.products} locale={locale} headingLevel={2} />
        )}
        <Pagination page={props.meta.page} totalPages={props.meta.total_pages} />
      </section>
    </div>
  )
}

/** What a size in the search was read as (decision 098), so "90x210" visibly did something. */
function SizeUnderstood({ q, locale }: { q: string | undefined; locale: Locale }) {
  const size = parseSizeQuery(q)
  if (!size) return null
  return (
    <p data-testid="size-understood" className={css({ mb: '4', fontSize: 'sm' })}>
      {m.search_size_understood({ width: formatCm(size.widthMm, locale), height: formatCm(size.heightMm, locale) })}
    </p>
  )
}

function CategoryLinks({ categories, current }: Pick<Props, 'categories' | 'current'>) {
  return (
    <nav aria-label={m.shop_categories()}>
      <h2 className={css({ fontWeight: 'bold', mb: '3' })}>{m.shop_categories()}</h2>
      <ul className={css({ listStyle: 'none', p: 0, display: 'flex', flexDirection: 'column', gap: '2' })}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to="/negozio/$category"
              params={{ category: c.slug }}
              aria-current={current?.id === c.id ? 'page' : undefined}
              className={css({
                color: 'fg.default',
                fontWeight: current?.id === c.id ? 'bold' : 'normal',
                display: 'inline-block',
                py: '1',
              })}
            >
              {`${c.name} (${c.product_count})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The "Filtri" button with the number of active filters, and its sheet (phones only). */
function MobileFilters(props: Props & { form: ReturnType<typeof useShopForm> }) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const active = activeFilterCount(props.search)
  const { pathname } = props.form
  useEffect(() => setOpen(false), [pathname]) // a category link followed from the sheet
  return (
    <div className={css({ hideFrom: 'md', mb: '4' })}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="filters-open"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          px: '4',
          border: '1px solid',
          borderColor: 'border',
          borderRadius: 'md',
          bg: 'bg.canvas',
          color: 'fg.default',
          fontWeight: 'bold',
          cursor: 'pointer',
        })}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M3 5h18M6 12h12M10 19h4" />
        </svg>
        {m.filters_sheet_open()}
        {active > 0 && (
          <span
            data-testid="filters-count"
            className={css({
              bg: 'primary',
              color: 'primary.fg',
              borderRadius: 'full',
              minW: '6',
              h: '6',
              px: '1.5',
              display: 'inline-grid',
              placeItems: 'center',
              fontSize: 'sm',
            })}
          >
            <span aria-hidden="true">{active}</span>
            <span className={css({ srOnly: true })}>{m.filters_sheet_count({ count: active })}</span>
          </span>
        )}
      </button>
      {used && (
        <Suspense fallback={null}>
          <FilterSheet open={open} onOpenChange={setOpen}>
            <CategoryLinks categories={props.categories} current={props.current} />
            {props.facets && (
              <CatalogFilters
                facets={props.facets}
                form={props.form}
                formId={FORM_ID}
                locale={props.locale}
                search={props.search}
                onApplied={() => {
                  setOpen(false)
                  // After the sheet closes, the list of results is what the visitor sees.
                  requestAnimationFrame(() => document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' }))
                }}
              />
            )}
          </FilterSheet>
        </Suspense>
      )}
    </div>
  )
}
