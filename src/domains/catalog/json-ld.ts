import type { Product } from './catalog.schemas'

/** A published review as the page shows it (the reviews domain's `Review`). */
type ReviewLd = { rating: number; title: string; text: string; author: string; created_at: string; locale: string }

/**
 * schema.org Product/Offer for a product page (search engines' rich results), with the
 * published reviews' `aggregateRating` and those on the page as `review` (decision 095).
 */
export function productJsonLd(
  product: Product,
  url: string,
  absolute: (path: string) => string,
  siteName: string,
  reviews: readonly ReviewLd[] = [],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.short_description ?? product.description ?? undefined,
    image: product.images.map((i) => absolute(i.url)),
    category: product.category.name,
    brand: { '@type': 'Brand', name: siteName },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      // Cents to a decimal string without float arithmetic.
      price: `${Math.trunc(product.price / 100)}.${String(product.price % 100).padStart(2, '0')}`,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 5).map((r) => ({
            '@type': 'Review',
            name: r.title,
            reviewBody: r.text,
            inLanguage: r.locale,
            datePublished: r.created_at.slice(0, 10),
            author: { '@type': 'Person', name: r.author },
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  }
}
