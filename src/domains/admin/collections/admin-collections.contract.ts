import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { locales } from '~/lib/i18n/locales'
import { adminListQuery, pageOf } from '../list-query'

// Collections in the back office (issue 13): a name, an address (slug) and a description per
// locale — Italian required, a locale left empty falls back to Italian and is a translation to
// do — an image, the order and whether it is published. Flat fields, one per locale, as the
// admin kit's form edits them.

const slug = z
  .string()
  .trim()
  .min(1)
  .max(180)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const perLocale = Object.fromEntries(
  locales.flatMap((l) => [
    [`name_${l}`, z.string().trim().min(1).max(160).nullable()],
    [`slug_${l}`, slug.nullable()],
    [`description_${l}`, z.string().trim().max(4000).nullable()],
  ]),
) as Record<string, z.ZodNullable<z.ZodString>>

export const adminCollectionInputSchema = z
  .strictObject({
    image: z
      .string()
      .max(500)
      .regex(/^(?:\/(?!\/)[^\s"'()\\<>]*|https:\/\/[^\s"'()\\<>]+)$/)
      .nullable(),
    sort_order: z.number().int().min(0).max(100_000),
    published: z.boolean(),
    ...perLocale,
  })
  .partial()
type TextKey = `${'name' | 'slug' | 'description'}_${(typeof locales)[number]}`
export type AdminCollectionInput = z.output<typeof adminCollectionInputSchema> & Partial<Record<TextKey, string | null>>

const collectionSchema = z
  .object({
    id: z.number().int(),
    image: z.string().nullable(),
    sort_order: z.number().int(),
    published: z.boolean(),
    products: z.number().int(),
  })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .meta({ id: 'AdminCollection' })

export const listAdminCollections = defineEndpoint({
  method: 'GET',
  path: '/admin/collections',
  summary: 'Collections (administrators)',
  tags: ['Administration'],
  access: 'admin',
  query: z.object(adminListQuery(['sort_order', 'name'])),
  response: pageOf(collectionSchema),
})

export const getAdminCollection = defineEndpoint({
  method: 'GET',
  path: '/admin/collections/{id}',
  summary: 'A collection with its texts in every locale (administrators)',
  tags: ['Administration'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  response: z.object({ data: collectionSchema }),
})

export const createAdminCollection = defineEndpoint({
  method: 'POST',
  path: '/admin/collections',
  summary: 'Create a collection (administrators)',
  description:
    'The Italian name and slug are required; a slug taken in its locale is refused with 422 under that field.',
  tags: ['Administration'],
  access: 'admin',
  body: adminCollectionInputSchema,
  status: 201,
  response: z.object({ data: collectionSchema }),
})

export const updateAdminCollection = defineEndpoint({
  method: 'PATCH',
  path: '/admin/collections/{id}',
  summary: 'Change a collection (administrators)',
  description:
    'Only the fields sent change. A locale whose name is sent empty (null) loses its translation and falls back to Italian; the Italian name cannot be removed. A renamed slug keeps answering with a 301 (slug history).',
  tags: ['Administration'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  body: adminCollectionInputSchema,
  response: z.object({ data: collectionSchema }),
})
