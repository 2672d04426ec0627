import type { Product } from './catalog.schemas'

/** schema.org Product/Offer for a product page (search engines' rich results). */
export function productJsonLd(product: Product, url: string, absolute: (path: string) => string, siteName: string) {
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
  }
}
