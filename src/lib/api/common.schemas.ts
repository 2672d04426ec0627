import { z } from 'zod'
import { locales } from '~/lib/i18n/locales'
import { MAX_PAGE, MAX_PER_PAGE } from './limits'

export const localeSchema = z.enum(locales).meta({ description: 'Content locale; Italian is the fallback.' })

export const slugSchema = z
  .string()
  .min(1)
  .max(220)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug' })
  .meta({ description: 'URL slug (lowercase letters, digits and dashes)', example: 'porta-interna-rovere' })

/** An image field's value: a media-library path or an https URL (products, variants, configurator photos). */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/)
  .meta({ description: 'A media-library path (`/images/…`) or an https URL' })

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

export { MAX_PAGE, MAX_PER_PAGE }

export const paginationQuery = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1).meta({ description: 'Page number, from 1' }),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PER_PAGE)
    .default(24)
    .meta({ description: `Items per page (1–${MAX_PER_PAGE})` }),
}

export const paginationMeta = z
  .object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: 'PaginationMeta' })

// `error` is open: some codes carry more (a 409 price_changed's `quote`, a refused fiscal
// document's `document_id` and `number`, a 503's `reason`), and the document says so (issue 40).
export const errorBodySchema = z
  .object({
    error: z.looseObject({
      code: z.string().meta({ example: 'not_found' }),
      message: z.string().meta({ description: 'Human-readable, translated to the request locale' }),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .meta({ id: 'Error' })

/** Cents as an integer: money never travels as a float. */
export const centsSchema = z.number().int().meta({ description: 'Amount in euro cents, VAT included' })
