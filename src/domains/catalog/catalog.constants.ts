// Catalogue rules shared by the API contract and the shop pages. Kept apart from the zod
// contract so that the browser can use them without loading zod (decision 015).

/** `relevance` orders by search rank; without a search it is `newest`. */
export const productSorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc'] as const

/** An attribute value as a filter: `attribute-code.value-code`, e.g. `materiale.legno`. */
export const attributeFilterPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+(?:-[a-z0-9]+)*$/
export const MAX_ATTRIBUTE_FILTERS = 40
export const MAX_PRICE_CENTS = 100_000_000
