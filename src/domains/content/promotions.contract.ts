import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { productSummarySchema } from '~/domains/catalog/catalog.schemas'

export const promotionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z
      .number()
      .int()
      .meta({ description: 'Whole percent for `percentage` (20 = 20 %), euro cents VAT included for `fixed`' }),
    image: z.string().nullable().meta({ description: 'Banner: absolute URL, or a path below IMAGE_HOST' }),
    starts_at: z.iso.datetime().nullable(),
    ends_at: z.iso.datetime().nullable(),
    products: z.array(productSummarySchema).meta({
      description: 'Published products on promotion, priced for the caller’s tier (before the promotion’s discount)',
    }),
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable().meta({
      description:
        'For a promotion with no products of its own: the category it covers, its sub-categories and the products placed in it as a further category included (name and slug in the requested locale); otherwise null',
    }),
  })
  .meta({ id: 'Promotion' })

export type Promotion = z.output<typeof promotionSchema>

export const listPromotions = defineEndpoint({
  method: 'GET',
  path: '/promotions',
  summary: 'Promotions running now',
  description:
    'Active promotions whose start is past (or unset) and whose end is ahead (or unset), ending soonest first.',
  tags: ['Content'],
  access: 'public',
  response: z.object({ data: z.array(promotionSchema) }),
})
