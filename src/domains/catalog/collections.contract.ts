import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { slugSchema } from '~/lib/api/common.schemas'
import { productSummarySchema } from './catalog.schemas'

export const collectionSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'Absolute URL, or a path below IMAGE_HOST' }),
    product_count: z.number().int().meta({ description: 'Published products in the collection' }),
    slugs: z.record(z.string(), z.string()).meta({ description: 'Slug per locale' }),
  })
  .meta({ id: 'Collection' })

export const collectionDetailSchema = collectionSchema
  .extend({
    locale: z.string().meta({ description: 'Locale of the text (Italian when not translated)' }),
    products: z
      .array(productSummarySchema)
      .meta({ description: 'In the collection’s order, priced for the caller’s tier' }),
  })
  .meta({ id: 'CollectionDetail' })

export type Collection = z.output<typeof collectionSchema>
export type CollectionDetail = z.output<typeof collectionDetailSchema>

export const listCollections = defineEndpoint({
  method: 'GET',
  path: '/collections',
  summary: 'Published collections',
  tags: ['Catalogue'],
  access: 'public',
  response: z.object({ data: z.array(collectionSchema) }),
})

export const getCollection = defineEndpoint({
  method: 'GET',
  path: '/collections/{slug}',
  summary: 'A collection and its products, by slug (any locale’s slug is accepted)',
  tags: ['Catalogue'],
  access: 'public',
  params: z.object({ slug: slugSchema }),
  response: z.object({ data: collectionDetailSchema }),
})
