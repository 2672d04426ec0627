import { describe, expect, it } from 'vitest'
import type { Category, ProductSummary } from './catalog.schemas'
import { toCurrentCategory, toProductCard, topCategoryLinks } from './listing-view'

const summary: ProductSummary = {
  id: 3,
  sku: 'PI-LAM-080',
  slug: 'porta-trento',
  name: 'Porta Trento',
  short_description: 'Liscia.',
  category: { id: 1, slug: 'porte-interne', name: 'Porte interne' },
  price: 18320,
  regular_price: 22900,
  promotion: null,
  base_price: 22900,
  tier: 'base',
  image_url: '/images/products/PI-LAM-080.svg',
  made_to_measure: false,
  featured: true,
}
const category = (id: number, parent_id: number | null): Category => ({
  id,
  parent_id,
  name: `C${id}`,
  slug: `c${id}`,
  description: 'Lunga descrizione.',
  image: null,
  featured: false,
  product_count: id * 2,
  slugs: { it: `c${id}`, en: `c${id}-en` },
  former_slugs: ['old'],
})

describe('what a listing sends to the browser (decision 055)', () => {
  it("a card gets what it shows, and nothing of the seller's (SKU, tier, list price)", () => {
    expect(toProductCard(summary)).toEqual({
      id: 3,
      slug: 'porta-trento',
      name: 'Porta Trento',
      short_description: 'Liscia.',
      image_url: '/images/products/PI-LAM-080.svg',
      price: 18320,
      regular_price: 22900,
      category: { slug: 'porte-interne' },
    })
  })

  it('the category links are the top-level categories, in order, with their counts', () => {
    expect(topCategoryLinks([category(1, null), category(2, 1), category(4, null)])).toEqual([
      { id: 1, name: 'C1', slug: 'c1', product_count: 2 },
      { id: 4, name: 'C4', slug: 'c4', product_count: 8 },
    ])
  })

  it("the listing's category keeps its heading, picture and localized slugs, not its former slugs", () => {
    expect(toCurrentCategory(category(2, 1))).toEqual({
      id: 2,
      name: 'C2',
      slug: 'c2',
      description: 'Lunga descrizione.',
      image: null,
      slugs: { it: 'c2', en: 'c2-en' },
    })
  })
})
