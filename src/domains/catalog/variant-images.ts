// Pictures that follow the choice (issue 42 p6): the photos of the first chosen variant that has
// photos of its own (a finish), in the product's group order. The product page's gallery, the
// cart line's thumbnail (browser and server) and the order read it from here. Pure, client-safe.

type WithImages<I> = { id: number; image?: string | null; images?: readonly I[] }
type Groups<I> = ReadonlyArray<{ variants: ReadonlyArray<WithImages<I>> }>

/** The chosen variant's photos, or null when no chosen variant has any. */
export function chosenVariantImages<I>(groups: Groups<I>, variantIds: readonly number[]): readonly I[] | null {
  const wanted = new Set(variantIds)
  for (const g of groups) {
    const v = g.variants.find((variant) => wanted.has(variant.id))
    if (v?.images?.length) return v.images
  }
  return null
}

/** A line's thumbnail: the chosen variant's first photo, else the product's own. */
export function lineImage(
  product: { image_url: string | null; variant_groups: Groups<unknown> },
  variantIds: readonly number[],
): string | null {
  const wanted = new Set(variantIds)
  for (const g of product.variant_groups) {
    const v = g.variants.find((variant) => wanted.has(variant.id))
    if (v?.image) return v.image
  }
  return product.image_url
}
