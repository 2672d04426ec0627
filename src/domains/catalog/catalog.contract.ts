import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { paginationMeta, paginationQuery, slugSchema } from '~/lib/api/common.schemas'
import { MATCH_CAP } from './product-search'
import {
  attributeSchema,
  categorySchema,
  facetsSchema,
  imageSchema,
  productSchema,
  productSummarySchema,
} from './catalog.schemas'
import { attributeFilterPattern, MAX_ATTRIBUTE_FILTERS, MAX_PRICE_CENTS, productSorts } from './catalog.constants'
import { SIZE_LIMITS_MM } from './size-query'

export { attributeFilterPattern, MAX_ATTRIBUTE_FILTERS, MAX_PRICE_CENTS, productSorts }

const priceParam = (description: string) =>
  z.coerce.number().int().min(0).max(MAX_PRICE_CENTS).optional().meta({ description })

const sizeParam = (description: string) =>
  z.coerce.number().int().min(SIZE_LIMITS_MM.min).max(SIZE_LIMITS_MM.max).optional().meta({ description })

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  summary: 'Categories (tree by parent_id)',
  tags: ['Catalogue'],
  access: 'public',
  response: z.object({ data: z.array(categorySchema) }),
})

export const listAttributes = defineEndpoint({
  method: 'GET',
  path: '/attributes',
  summary: 'Attributes and their values',
  tags: ['Catalogue'],
  access: 'public',
  response: z.object({ data: z.array(attributeSchema) }),
})

export const listProducts = defineEndpoint({
  method: 'GET',
  path: '/products',
  errors: ['not_found'],
  summary: 'Products, filtered, sorted and paginated',
  tags: ['Catalogue'],
  access: 'public',
  description:
    'Filters combine with AND across attributes and OR within one attribute (`attr=materiale.legno&attr=materiale.pvc&attr=colore.bianco`). ' +
    'Unknown or non-filterable attribute values are ignored. Prices are those of the caller’s tier, in cents. ' +
    '`width_mm` and `height_mm` (together) keep the products that fit that opening: a made-to-measure range or a configurator model that holds it, or a fixed size within 10 mm. ' +
    'A size in `q` ("blindata 90x210", "900×2100 mm") lists the products that fit it first (decision 098).',
  query: z
    .object({
      category: slugSchema.optional().meta({ description: 'Category slug (any locale); includes its sub-categories' }),
      q: z.string().trim().max(100).optional().meta({
        description: 'Full-text search in names and descriptions (accents ignored, stemmed; the last word is a prefix)',
      }),
      sort: z.enum(productSorts).optional().meta({ description: 'Default: relevance when searching, else newest' }),
      featured: z.enum(['true', 'false']).optional(),
      // The rules on the union itself, not in a `.pipe` after it: the document shows what a
      // request may send, and a pipe's second half was missing from it (issue 40).
      attr: z
        .union([
          z.string().regex(attributeFilterPattern),
          z.array(z.string().regex(attributeFilterPattern)).max(MAX_ATTRIBUTE_FILTERS),
        ])
        .optional()
        .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
        .meta({ description: 'Attribute values, `attribute.value` (repeat the parameter for several)' }),
      price_min: priceParam('Lowest price, cents'),
      price_max: priceParam('Highest price, cents; not below price_min (400 otherwise)'),
      width_mm: sizeParam('Width of the opening, mm; with height_mm (400 otherwise)'),
      height_mm: sizeParam('Height of the opening, mm; with width_mm (400 otherwise)'),
      facets: z
        .enum(['true', 'false'])
        .optional()
        .meta({ description: 'Also return facet counts, the price range and the size range' }),
      ...paginationQuery,
    })
    .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
      path: ['price_max'],
    })
    .refine((q) => q.height_mm !== undefined || q.width_mm === undefined, {
      path: ['height_mm'],
      error: 'validation_size_pair',
    })
    .refine((q) => q.width_mm !== undefined || q.height_mm === undefined, {
      path: ['width_mm'],
      error: 'validation_size_pair',
    }),
  response: z.object({
    data: z.array(productSummarySchema),
    meta: paginationMeta.extend({
      total_capped: z.boolean().meta({
        description: `True when a search stopped at ${MATCH_CAP} matches: \`total\` is then a lower bound, and sorting, filters and facets apply to those matches`,
      }),
    }),
    facets: facetsSchema.optional(),
  }),
})

export const getProduct = defineEndpoint({
  method: 'GET',
  path: '/products/{slug}',
  summary: 'A product by slug (any locale’s slug is accepted)',
  tags: ['Catalogue'],
  access: 'public',
  params: z.object({ slug: slugSchema }),
  response: z.object({ data: productSchema }),
})

export const listImages = defineEndpoint({
  method: 'GET',
  path: '/images',
  summary: 'The media library',
  tags: ['Media'],
  access: 'public',
  query: z.object(paginationQuery),
  response: z.object({
    data: z.array(imageSchema.extend({ id: z.number().int(), mime: z.string() })),
    meta: paginationMeta,
  }),
})
