import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { paginationMeta, paginationQuery, slugSchema } from '~/lib/api/common.schemas'
import { attributeSchema, categorySchema, imageSchema, productSchema, productSummarySchema } from './catalog.schemas'

export const productSorts = ['newest', 'price_asc', 'price_desc', 'name_asc'] as const

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
  summary: 'Products, filtered, sorted and paginated',
  tags: ['Catalogue'],
  access: 'public',
  query: z.object({
    category: slugSchema.optional().meta({ description: 'Category slug (any locale); includes its sub-categories' }),
    q: z.string().trim().max(100).optional().meta({ description: 'Search in names and descriptions' }),
    sort: z.enum(productSorts).default('newest'),
    featured: z.enum(['true', 'false']).optional(),
    ...paginationQuery,
  }),
  response: z.object({ data: z.array(productSummarySchema), meta: paginationMeta }),
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
