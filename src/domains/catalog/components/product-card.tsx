import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatCents } from '~/lib/format/money'
import type { Locale } from '~/lib/i18n/locales'
import { m } from '~/paraglide/messages.js'
import type { ProductSummary } from '../catalog.schemas'

export function ProductGrid({ products, locale }: { products: ProductSummary[]; locale: Locale }) {
  return (
    <ul className={css({ display: 'grid', gap: '6', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', listStyle: 'none', p: 0 })}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

export function ProductCard({ product, locale }: { product: ProductSummary; locale: Locale }) {
  return (
    <article className={css({ border: '1px solid', borderColor: 'border', borderRadius: 'lg', overflow: 'hidden', h: 'full', display: 'flex', flexDirection: 'column' })}>
      <img
        src={product.image_url ?? '/images/brand/logo.svg'}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        className={css({ w: 'full', h: 'auto', aspectRatio: '1', objectFit: 'contain', bg: 'bg.subtle' })}
      />
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2', flex: 1 })}>
        <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
          <Link
            to="/negozio/$category/$slug"
            params={{ category: product.category.slug, slug: product.slug }}
            className={css({ color: 'fg.default', textDecoration: 'none', _hover: { textDecoration: 'underline' } })}
          >
            {product.name}
          </Link>
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', flex: 1 })}>{product.short_description}</p>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {formatCents(product.price, locale)}{' '}
          <span className={css({ fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted' })}>{m.product_vat_included()}</span>
        </p>
      </div>
    </article>
  )
}
