import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { localized, namedSlug, optionalText } from './localized'
import { withIdsSchema } from './with-ids'

const text = z.object({ ...namedSlug, description: z.string().max(5000).nullable().optional() })

const fields = {
  parent: withIdsSchema.meta({
    description: 'Spec §3: a list of categories with an id; its first entry is the parent, an empty list the top level',
  }),
  translations: localized(text),
  image: optionalText(500),
  featured: z.boolean(),
}
export const categoryCreateSchema = z
  .object({ ...fields, parent: fields.parent.default([]), featured: fields.featured.default(false) })
  .strict()
  .meta({ id: 'CategoryInput' })
export const categoryPatchSchema = z.object(fields).partial().strict().meta({ id: 'CategoryPatch' })
export type CategoryCreate = z.output<typeof categoryCreateSchema>
export type CategoryPatch = z.output<typeof categoryPatchSchema>

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    depth: z.number().int(),
    name: z.string().meta({ description: 'In the request’s locale, else Italian' }),
    translations: z.record(
      z.string(),
      z.object({ name: z.string(), slug: z.string(), description: z.string().nullable() }),
    ),
    image: z.string().nullable(),
    featured: z.boolean(),
    sort_order: z.number().int(),
    product_count: z.number().int(),
  })
  .meta({ id: 'AdminCategory' })
export type AdminCategory = z.output<typeof adminCategorySchema>

export const categoryIdParams = z.object({ id: idSchema })
export const moveSchema = z.object({ direction: z.enum(['up', 'down']) }).strict()
