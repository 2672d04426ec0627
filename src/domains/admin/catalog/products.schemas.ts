import { z } from 'zod'
import { idSchema, imageUrlSchema } from '~/lib/api/common.schemas'
import { centsInput, localized, localizedName, namedSlug, optionalText } from './localized'
import { withIdsSchema } from './with-ids'
import { adminListQuery } from '../list-query'

// The stored product as the back office writes it (spec §3 generic editable item) and reads it.

const code = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9._-]+$/)
const sku = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9._-]+$/)

export const productText = z.object({
  ...namedSlug,
  short_description: optionalText(500),
  description: z.string().max(20_000).nullable().optional(),
  seo_title: optionalText(70),
  seo_description: optionalText(170),
})

const tierPrices = { base_price: centsInput, reseller_price: centsInput, other_price: centsInput }

const imageUrl = imageUrlSchema
const variantSchema = z.object({
  id: idSchema.optional(),
  sku: sku.max(80),
  name: localizedName,
  ...tierPrices,
  active: z.boolean().default(true),
  images: z.array(imageUrl).max(12).optional().meta({
    description:
      'The product photographed in this variant, in order (issue 42 p6): the whole set; absent keeps the variant’s photos',
  }),
})
const groupSchema = z.object({
  id: idSchema.optional(),
  code,
  required: z.boolean().default(true),
  name: localizedName,
  variants: z.array(variantSchema).min(1).max(50),
})
const optionSchema = z.object({
  id: idSchema.optional(),
  code,
  name: localizedName,
  package_price: centsInput,
  reseller_package_price: centsInput,
  other_package_price: centsInput,
})
const imageSchema = z.object({
  url: imageUrl,
  alt: localized(z.string().trim().max(300)).partial().optional(),
})

const fields = {
  sku,
  category_id: idSchema.meta({ description: 'The main category' }),
  categories: withIdsSchema
    .optional()
    .meta({ description: 'Further categories; entries without an id are dropped (spec §5)' }),
  ...tierPrices,
  weight_grams: z.number().int().min(0).max(2_000_000),
  made_to_measure: z.boolean(),
  lead_time_days: z.number().int().min(0).max(365).nullable(),
  vat_rate: z
    .union([z.literal(22), z.literal(10), z.literal(5), z.literal(4)])
    .nullable()
    .meta({ description: 'VAT rate in percent (decision 042); null = the shop’s standard rate (cart_iva, 22 %)' }),
  active: z.boolean(),
  featured: z.boolean(),
  extras_combinable: z
    .boolean()
    .meta({ description: 'A cart line may carry several extra options at once (decision 109)' }),
  translations: localized(productText),
  variant_groups: z.array(groupSchema).max(20),
  extra_options: z.array(optionSchema).max(30),
  attribute_values: withIdsSchema.meta({ description: 'Attribute values ([{id}]); entries without an id are dropped' }),
  images: z.array(imageSchema).max(30),
}

export const productCreateSchema = z
  .object({
    ...fields,
    weight_grams: fields.weight_grams.default(0),
    made_to_measure: fields.made_to_measure.default(false),
    lead_time_days: fields.lead_time_days.default(null),
    vat_rate: fields.vat_rate.default(null),
    active: fields.active.default(true),
    featured: fields.featured.default(false),
    extras_combinable: fields.extras_combinable.default(false),
    variant_groups: fields.variant_groups.default([]),
    extra_options: fields.extra_options.default([]),
    attribute_values: fields.attribute_values.default([]),
    images: fields.images.default([]),
  })
  .strict()
  .meta({ id: 'ProductInput' })
export const productPatchSchema = z.object(fields).partial().strict().meta({ id: 'ProductPatch' })
export type ProductCreate = z.output<typeof productCreateSchema>
export type ProductPatch = z.output<typeof productPatchSchema>

const text = z.object({
  name: z.string(),
  slug: z.string(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
})
const names = z.record(z.string(), z.string())

export const adminProductSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    category_id: z.number().int(),
    categories: z.array(z.object({ id: z.number().int() })),
    base_price: z.number().int(),
    reseller_price: z.number().int(),
    other_price: z.number().int(),
    weight_grams: z.number().int(),
    made_to_measure: z.boolean(),
    lead_time_days: z.number().int().nullable(),
    vat_rate: z.number().int().nullable(),
    active: z.boolean(),
    featured: z.boolean(),
    extras_combinable: z.boolean(),
    translations: z.record(z.string(), text),
    variant_groups: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        required: z.boolean(),
        name: names,
        variants: z.array(
          z.object({
            id: z.number().int(),
            sku: z.string(),
            name: names,
            base_price: z.number().int(),
            reseller_price: z.number().int(),
            other_price: z.number().int(),
            active: z.boolean(),
            images: z.array(z.string()),
          }),
        ),
      }),
    ),
    extra_options: z.array(
      z.object({
        id: z.number().int(),
        code: z.string(),
        name: names,
        package_price: z.number().int(),
        reseller_package_price: z.number().int(),
        other_package_price: z.number().int(),
      }),
    ),
    attribute_values: z.array(z.object({ id: z.number().int() })),
    images: z.array(z.object({ url: z.string(), alt: names })),
    preview_path: z.string().meta({ description: 'The public address of the product in Italian (the preview link)' }),
  })
  .meta({ id: 'AdminProduct' })
export type AdminProduct = z.output<typeof adminProductSchema>

export const adminProductRowSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    slug: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
    base_price: z.number().int(),
    active: z.boolean(),
    image_url: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProductRow' })
export type AdminProductRow = z.output<typeof adminProductRowSchema>

export const adminProductsQuery = z.object({
  ...adminListQuery(['name', 'sku', 'base_price', 'updated_at']),
  category: idSchema.optional().meta({ description: 'Main or further category' }),
  status: z.enum(['active', 'inactive']).optional(),
})

export const repriceSchema = z
  .object({
    percent: z
      .number()
      .min(-90)
      .max(500)
      .refine((n) => n !== 0),
  })
  .strict()
export const productIdParams = z.object({ id: idSchema })
