import type { ProductSeed } from './product-types'

export type ProductImageSpec = {
  /** Path under public/, also the URL. */
  url: string
  view: 'main' | 'scene' | 'detail'
  width: number
  height: number
  alt: string
}

export const productImageSize = 800

/**
 * The images a product gets: the product itself; doors, windows and shutters also in a room;
 * featured products also a close-up of their finishes. The seed and the image generator both
 * read this list, so every row points at a file that exists.
 */
export function productImages(p: ProductSeed): ProductImageSpec[] {
  const size = { width: productImageSize, height: productImageSize }
  const specs: ProductImageSpec[] = [{ url: `/images/products/${p.sku}.svg`, view: 'main', ...size, alt: p.name.it }]
  if (p.art.kind !== 'handle' && p.art.kind !== 'hardware') {
    specs.push({ url: `/images/products/${p.sku}-ambiente.svg`, view: 'scene', ...size, alt: `${p.name.it} — ambientazione` })
  }
  if (p.featured) {
    specs.push({ url: `/images/products/${p.sku}-finiture.svg`, view: 'detail', ...size, alt: `${p.name.it} — finiture disponibili` })
  }
  return specs
}

/** The colour a product is drawn in: its own, else its first swatch (usually the cheapest finish). */
export function productColour(p: ProductSeed): string {
  if ('colour' in p.art && p.art.colour) return p.art.colour
  for (const g of p.variants) for (const o of g.options) if (o.swatch) return o.swatch
  return '#b0b0b0'
}
