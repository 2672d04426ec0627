import { z } from 'zod'
import { centsSchema } from '~/lib/api/common.schemas'

export const imageSchema = z
  .object({
    url: z.string().meta({ description: 'Absolute URL, or a path below IMAGE_HOST' }),
    alt: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'Image' })

export const categorySchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    featured: z.boolean(),
    product_count: z.number().int(),
    slugs: z.record(z.string(), z.string()).meta({ description: 'Slug per locale' }),
    former_slugs: z
      .array(z.string())
      .meta({ description: 'Slugs it used to have; they answer 301 to the current one' }),
  })
  .meta({ id: 'Category' })

export const attributeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    filterable: z.boolean(),
    values: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  })
  .meta({ id: 'Attribute' })

/** Limits in millimetres; a fixed-size product's minimum and maximum are equal (decision 098). */
const sizeLimitsSchema = z.object({
  min_width: z.number().int(),
  max_width: z.number().int(),
  min_height: z.number().int(),
  max_height: z.number().int(),
})

export const sizeFacetSchema = z
  .object({
    min_width_mm: z.number().int(),
    max_width_mm: z.number().int(),
    min_height_mm: z.number().int(),
    max_height_mm: z.number().int(),
  })
  .meta({
    id: 'SizeFacet',
    description:
      'The widths and heights the products matching every filter but the size one come in (their limits and their configurator models’)',
  })

export const facetsSchema = z
  .object({
    attributes: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        values: z.array(
          z.object({
            code: z.string(),
            name: z.string(),
            count: z.number().int().meta({ description: 'Products matching the other filters that have this value' }),
            selected: z.boolean(),
          }),
        ),
      }),
    ),
    price: z
      .object({ min: centsSchema, max: centsSchema })
      .nullable()
      .meta({ description: 'Price range of the products matching every filter but the price one; null when none' }),
    size: sizeFacetSchema
      .nullable()
      .meta({ description: 'Null when none of those products has a size (accessories): no size filter to offer' }),
  })
  .meta({ id: 'ProductFacets' })

export const priceTierSchema = z.enum(['base', 'reseller', 'other'])

export const promotionTermsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z.number().int().meta({ description: 'Whole percent for `percentage`, cents for `fixed`' }),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
  })
  .meta({ id: 'PromotionTerms' })

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    slug: z.string(),
    name: z.string(),
    short_description: z.string().nullable(),
    category: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    price: centsSchema.meta({
      description: 'Unit price for the caller’s price tier, promotion applied: what is charged',
    }),
    regular_price: centsSchema
      .nullable()
      .meta({ description: 'The tier price before the running promotion, or null when none applies' }),
    promotion: promotionTermsSchema.nullable().meta({ description: 'The promotion applied to `price`, or null' }),
    lowest_price_30d: centsSchema.nullable().optional().meta({
      description: 'Omnibus (art. 17-bis): with a promotion, the lowest price applied in the 30 days before it started',
    }),
    base_price: centsSchema,
    tier: priceTierSchema,
    image_url: z.string().nullable(),
    made_to_measure: z.boolean(),
    featured: z.boolean(),
    rating: z.object({ average: z.number(), count: z.number().int() }).nullable().optional().meta({
      description: 'The published reviews’ mean stars (one decimal) and count; null with none (decision 095)',
    }),
  })
  .meta({ id: 'ProductSummary' })

export const variantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: centsSchema.meta({ description: 'Surcharge for the caller’s tier' }),
  prices: z.object({ base_price: centsSchema }),
  swatch: z.string().nullable(),
  image: z.string().nullable().meta({ description: 'The first of `images`, or null' }),
  images: z.array(imageSchema).meta({
    description:
      'The product photographed in this variant (a finish), in order: the gallery shows them once it is chosen, the cart line the first',
  }),
})

export const productSchema = productSummarySchema
  .extend({
    description: z.string().nullable(),
    seo_title: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The page title the owner set, else the name is used' }),
    seo_description: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The meta description the owner set, else the short description is used' }),
    weight_grams: z.number().int(),
    lead_time_days: z.number().int().nullable(),
    size_limits_mm: sizeLimitsSchema.nullable().meta({
      description: 'Made to measure: the range it is made in; a fixed size: minimum = maximum; null when not known',
    }),
    configurator_models: z
      .array(z.object({ id: z.number().int(), name: z.string(), size_limits_mm: sizeLimitsSchema }))
      .meta({
        description:
          'The active configurator models that make this product (`/collezioni/configuratore/{id}`), with their size limits',
      }),
    images: z.array(imageSchema),
    attributes: z.array(z.object({ code: z.string(), name: z.string(), values: z.array(z.string()) })),
    variant_groups: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        required: z.boolean(),
        variants: z.array(variantSchema),
      }),
    ),
    extra_options: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        description: z.string().nullable(),
        package_price: centsSchema,
      }),
    ),
    extras_combinable: z.boolean().meta({
      description:
        'A line may carry several of the extra options (`extra_option_ids`), each package price added; else one at most (decision 109)',
    }),
    lowest_price_30d: centsSchema.nullable().meta({
      description: 'When the price is a reduction: the lowest price of the 30 days before it (Omnibus), else null',
    }),
    slugs: z.record(z.string(), z.string()).meta({ description: 'Product slug per locale' }),
    category_slugs: z.record(z.string(), z.string()).meta({ description: 'Category slug per locale' }),
    rating: z.object({ average: z.number(), count: z.number().int() }).nullable().meta({
      description: 'The published reviews’ mean stars (one decimal) and count; null with none (decision 095)',
    }),
    post_meta_fields: z
      .object({
        ratings_average: z.number(),
        ratings_score: z.number().int(),
        rd_ratings_average: z.number(),
        rd_ratings_score: z.number().int(),
      })
      .meta({
        description:
          'Spec §3: the published reviews’ mean stars and their sum (0 with none); the rd_ copies hold the same figures',
      }),
  })
  .meta({ id: 'Product' })

export type ProductSummary = z.output<typeof productSummarySchema>
export type Product = z.output<typeof productSchema>
export type Category = z.output<typeof categorySchema>
export type Facets = z.output<typeof facetsSchema>
export type SizeFacet = z.output<typeof sizeFacetSchema>
