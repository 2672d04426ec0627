import type { Category, ProductSummary } from './catalog.schemas'

// What a listing's page sends to the browser (decision 055). A loader's result is serialized
// into the page for hydration, field by field: the API's summaries and categories carry what
// other clients need (SKU, tier, promotion terms, every locale's slugs, descriptions), and
// writing and reading them cost a category page 8–9 % of its CPU for fields no card shows.

/** The fields a product card shows. */
export type ProductCardData = Pick<
  ProductSummary,
  'id' | 'slug' | 'name' | 'short_description' | 'image_url' | 'price' | 'regular_price' | 'lowest_price_30d' | 'rating'
> & {
  category: Pick<ProductSummary['category'], 'slug'>
}

export const toProductCard = (p: ProductCardData): ProductCardData => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  short_description: p.short_description,
  image_url: p.image_url,
  price: p.price,
  regular_price: p.regular_price,
  // Omnibus beside a promotion's previous price (issue 39); absent otherwise, to keep the page small.
  ...(p.lowest_price_30d != null ? { lowest_price_30d: p.lowest_price_30d } : {}),
  // The reviews' stars (decision 095), only where there are some.
  ...(p.rating ? { rating: p.rating } : {}),
  category: { slug: p.category.slug },
})

/** A link to a top-level category, with its product count. */
export type CategoryLink = Pick<Category, 'id' | 'name' | 'slug' | 'product_count'>

export const topCategoryLinks = (categories: Category[]): CategoryLink[] =>
  categories
    .filter((c) => c.parent_id === null)
    .map(({ id, name, slug, product_count }) => ({ id, name, slug, product_count }))

/** The listing's own category: its heading, picture, and its address in every locale (the page's alternates). */
export type CurrentCategory = Pick<Category, 'id' | 'name' | 'slug' | 'description' | 'image' | 'slugs'>

export const toCurrentCategory = ({ id, name, slug, description, image, slugs }: Category): CurrentCategory => ({
  id,
  name,
  slug,
  description,
  image,
  slugs,
})
