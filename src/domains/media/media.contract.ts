import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { idSchema } from '~/lib/api/common.schemas'

const mediaSchema = z
  .object({
    id: z.number().int(),
    path: z.string().meta({ description: 'Relative to the image host, e.g. /images/uploads/…png' }),
    mime: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    size_bytes: z.number().int().nullable(),
    alt: z.string().nullable(),
    original_name: z.string().nullable().meta({ description: 'The uploaded file’s own name, if known' }),
  })
  .meta({ id: 'Media' })

const usageSchema = z.array(
  z.object({
    kind: z
      .string()
      .meta({ description: 'category, collection, slide, blog_post, promotion, product, page, document or setting' }),
    id: z.union([z.number().int(), z.string()]),
  }),
)

export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/images',
  summary: 'Upload an image to the media library',
  description:
    'The request body is the file itself (any content type). JPEG, PNG, WebP, AVIF and SVG are accepted; the type is decided from the bytes, never from the name. Larger than the `media_max_upload_bytes` setting (10 MB by default) → 413; not an image, or not the image it claims to be → 415; more than 40 megapixels → 413. An SVG is stored sanitized (no scripts, event handlers or external references). The same bytes uploaded twice give the same entry (`created: false`).',
  tags: ['Media'],
  access: 'admin',
  query: z.object({
    alt: z.string().trim().max(300).optional().meta({ description: 'Alternative text' }),
    name: z.string().trim().max(200).optional().meta({
      description: 'The file’s own name, kept as its download name (the stored file is named by its content)',
    }),
  }),
  status: 201,
  // The file is the body, read by the handler (no body schema): it answers these itself.
  errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', 'not_implemented'],
  response: z.object({ data: mediaSchema.extend({ used_by: usageSchema, created: z.boolean() }) }),
})

export const getImageUsage = defineEndpoint({
  method: 'GET',
  path: '/images/{id}',
  summary: 'A media library entry and where it is used',
  tags: ['Media'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  response: z.object({ data: mediaSchema.extend({ used_by: usageSchema }) }),
})

export const deleteImage = defineEndpoint({
  method: 'DELETE',
  path: '/images/{id}',
  errors: ['conflict'],
  summary: 'Delete an image from the media library',
  description:
    'Refused with 409 (and where it is used in `fields.image`) while the image is used, unless `force=true`.',
  tags: ['Media'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  query: z.object({ force: z.enum(['true', 'false']).optional() }),
  status: 204,
  response: z.undefined(),
})
