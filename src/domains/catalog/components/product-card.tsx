import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { shelf } from '~/components/ui/shelf'
import { useImageHost } from '~/components/use-image-host'
import { responsiveImage } from '~/lib/format/image'
import type { Locale } from '~/lib/i18n/locales'
import type { ProductCardData } from '../listing-view'
import { Price, usePriceDisplay } from './price'
import { Stars } from '~/domains/reviews/components/stars'
import { m } from '~/paraglide/messages.js'

/**
 * `headingLevel`: the cards' titles sit one level under the heading above the grid (2 under a
 * page's h1). `layout: 'shelf'`: a sideways shelf on a phone (the home page's highlights).
 */
export function ProductGrid({
  products,
  locale,
  headingLevel = 3,
  layout = 'grid',
}: {
  products: ProductCardData[]
  locale: Locale
  headingLevel?: 2 | 3
  layout?: 'grid' | 'shelf'
}) {
  return (
    <ul
      className={
        layout === 'shelf'
          ? shelf()
          : css({
              display: 'grid',
              gap: '6',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              listStyle: 'none',
              p: 0,
            })
      }
    >
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}

// Class names computed once, not per card: a listing renders 24 cards per request and each
// css() call hashes its style object (visible in the server's CPU profile).
const styles = {
  card: css({
    border: '1px solid',
    borderColor: 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
    h: 'full',
    display: 'flex',
    flexDirection: 'column',
  }),
  image: css({ w: 'full', h: 'auto', aspectRatio: '1', objectFit: 'contain', bg: 'bg.subtle' }),
  body: css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2', flex: 1 }),
  title: css({ fontSize: 'md', fontWeight: 'semibold' }),
  link: css({ color: 'fg.default', textDecoration: 'none', _hover: { textDecoration: 'underline' } }),
  summary: css({ fontSize: 'sm', color: 'fg.muted', flex: 1 }),
  rating: css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm' }),
  srOnly: css({ srOnly: true }),
}

// The grid's columns are at least 220px wide: one column on phones, up to four on wide screens.
const cardSizes = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw'

export function ProductCard({
  product,
  locale,
  headingLevel = 3,
}: {
  product: ProductCardData
  locale: Locale
  headingLevel?: 2 | 3
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  const image = responsiveImage(product.image_url, useImageHost(), '/images/brand/logo.svg', { sizes: cardSizes })
  const display = usePriceDisplay()
  return (
    <article className={styles.card}>
      <img {...image} alt="" width={400} height={400} loading="lazy" className={styles.image} />
      <div className={styles.body}>
        <Title className={styles.title}>
          <Link
            to="/negozio/$category/$slug"
            params={{ category: product.category.slug, slug: product.slug }}
            className={styles.link}
          >
            {product.name}
          </Link>
        </Title>
        <p className={styles.summary}>{product.short_description}</p>
        {product.rating && (
          <p className={styles.rating} data-testid="product-card-rating">
            <Stars value={product.rating.average} locale={locale} small />
            <span aria-hidden="true">({product.rating.count})</span>
            <span className={styles.srOnly}>{m.reviews_count({ count: product.rating.count })}</span>
          </p>
        )}
        <Price
          cents={product.price}
          regular={product.regular_price}
          lowest30d={product.lowest_price_30d ?? null}
          display={display}
          locale={locale}
          testId="product-card-price"
        />
      </div>
    </article>
  )
}
