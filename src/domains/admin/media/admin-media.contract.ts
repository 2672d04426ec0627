import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { locales, type Locale } from '~/lib/i18n/locales'
import { adminListQuery, pageOf } from '../list-query'

// The media library screen's reads and its one edit (alt text per locale). Upload and delete
// are the spec-§7 endpoints `POST /images` and `DELETE /images/{id}` (decision 024).

const altText = z.string().trim().max(300)
const alts = z
  .object(
    Object.fromEntries(locales.map((l) => [l, altText.nullable().optional()])) as Record<
      Locale,
      z.ZodOptional<z.ZodNullable<typeof altText>>
    >,
  )
  .strict()

export const adminMediaSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    mime: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    size_bytes: z.number().int().nullable(),
    original_name: z
      .string()
      .nullable()
      .meta({ description: 'The uploaded file’s own name (its download name), if known' }),
    alt: z.record(z.string(), z.string()).meta({ description: 'Alternative text per locale (Italian is the default)' }),
    used_by: z.array(z.object({ kind: z.string(), id: z.union([z.number().int(), z.string()]) })),
    created_at: z.string(),
  })
  .meta({ id: 'AdminMedia' })
export type AdminMedia = z.output<typeof adminMediaSchema>

const tags = ['Media']
const params = z.object({ id: idSchema })

export const listAdminMedia = defineEndpoint({
  method: 'GET',
  path: '/admin/media',
  summary: 'The media library with where each image is used',
  description: '`q` searches the path and the alternative texts.',
  tags,
  access: 'admin',
  query: z.object({
    ...adminListQuery(['created_at', 'size_bytes', 'id']),
    kind: z.enum(['raster', 'svg']).optional(),
  }),
  response: pageOf(adminMediaSchema),
})
export const getAdminMedia = defineEndpoint({
  method: 'GET',
  path: '/admin/media/{id}',
  summary: 'One media library entry',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: adminMediaSchema }),
})
export const updateAdminMedia = defineEndpoint({
  method: 'PATCH',
  path: '/admin/media/{id}',
  summary: 'Edit an image’s alternative text per locale',
  description: 'A locale set to null or an empty text is removed (the Italian text is then used).',
  tags,
  access: 'admin',
  params,
  body: z.object({ alt: alts }).strict(),
  response: z.object({ data: adminMediaSchema }),
})
