import type { L10n } from '../context'
import type { ProductSeed } from './product-types'

export type ProductImageSpec = {
  /** Path under public/, also the URL. */
  url: string
  view: 'main' | 'scene' | 'detail'
  width: number
  height: number
  alt: string
  /** The alternative text in every locale (`alt` is the Italian one). */
  alts: L10n
  /** Drawn in this colour instead of the product's own (a variant's finish). */
  colour?: string
}

// What a scene or a close-up shows, after the product's name.
const scene: L10n = {
  it: 'ambientazione',
  en: 'in a room',
  es: 'ambientada',
  fr: 'en situation',
  de: 'im Raum',
  pt: 'em ambiente',
}
const finishes: L10n = {
  it: 'finiture disponibili',
  en: 'available finishes',
  es: 'acabados disponibles',
  fr: 'finitions disponibles',
  de: 'verfügbare Oberflächen',
  pt: 'acabamentos disponíveis',
}
const described = (name: L10n, what?: L10n): L10n =>
  Object.fromEntries(Object.entries(name).map(([l, n]) => [l, what ? `${n} — ${what[l as keyof L10n]}` : n])) as L10n

export const productImageSize = 800

/**
 * The images a product gets: the product itself; doors, windows and shutters also in a room;
 * featured products also a close-up of their finishes. The seed and the image generator both
 * read this list, so every row points at a file that exists.
 */
export function productImages(p: ProductSeed): ProductImageSpec[] {
  const size = { width: productImageSize, height: productImageSize }
  const specs: ProductImageSpec[] = [
    { url: `/images/products/${p.sku}.svg`, view: 'main', ...size, alt: p.name.it, alts: described(p.name) },
  ]
  if (p.art.kind !== 'handle' && p.art.kind !== 'hardware') {
    specs.push({
      url: `/images/products/${p.sku}-ambiente.svg`,
      view: 'scene',
      ...size,
      alt: `${p.name.it} — ambientazione`,
      alts: described(p.name, scene),
    })
  }
  if (p.featured) {
    specs.push({
      url: `/images/products/${p.sku}-finiture.svg`,
      view: 'detail',
      ...size,
      alt: `${p.name.it} — finiture disponibili`,
      alts: described(p.name, finishes),
    })
  }
  return specs
}

/** The colour a product is drawn in: its own, else its first swatch (usually the cheapest finish). */
export function productColour(p: ProductSeed): string {
  if ('colour' in p.art && p.art.colour) return p.art.colour
  for (const g of p.variants) for (const o of g.options) if (o.swatch) return o.swatch
  return '#b0b0b0'
}

/** The product drawn in a finish's colour: `/images/products/<sku>-<code>.svg`. */
const finishImage = (p: ProductSeed, code: string, name: L10n, colour: string): ProductImageSpec => {
  const alts = Object.fromEntries(
    Object.entries(p.name).map(([l, n]) => [l, `${n} — ${name[l as keyof L10n]}`]),
  ) as L10n
  return {
    url: `/images/products/${p.sku}-${code}.svg`,
    view: 'main',
    width: productImageSize,
    height: productImageSize,
    alt: alts.it,
    alts,
    colour,
  }
}

/**
 * Issues 16 and 42 p6: the finishes of a handle, a door or a security door each get their own
 * photo (the product drawn in the finish's colour), so the gallery and the cart line follow the
 * finish the customer picks. Keyed by the option code.
 */
export function variantImages(p: ProductSeed): Map<string, ProductImageSpec> {
  const out = new Map<string, ProductImageSpec>()
  if (p.art.kind !== 'handle' && p.art.kind !== 'door' && p.art.kind !== 'security') return out
  const finish = p.variants.find((g) => g.code === 'finitura')
  for (const o of finish?.options ?? []) if (o.swatch) out.set(o.code, finishImage(p, o.code, o.name, o.swatch))
  return out
}

/**
 * A configurator model's product drawn in each finish the model is made in (issue 42 p6): a
 * configured grey door shows a grey door in the cart. Keyed by the option code.
 */
export function configuredFinishImages(
  p: ProductSeed,
  finishes: ReadonlyArray<{ code: string; name: L10n; swatch?: string }>,
): Map<string, ProductImageSpec> {
  return new Map(
    finishes.flatMap((o) => (o.swatch ? [[o.code, finishImage(p, o.code, o.name, o.swatch)] as const] : [])),
  )
}
