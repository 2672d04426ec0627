import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { locales, type Locale } from '~/lib/i18n/locales'
import { adminListQuery } from '../list-query'

// The site's downloadable documents (spec §2 "documents": catalogues, guides; the `documents`
// table with a media file and a title per locale), as the back office manages them. One
// `title_<locale>` key per language keeps the row flat for the form kit.

export const titleKey = (l: Locale) => `title_${l}` as const
type TitleKeys = { [L in Locale as `title_${L}`]: z.ZodNullable<z.ZodString> }
const titles = Object.fromEntries(locales.map((l) => [titleKey(l), z.string().nullable()])) as TitleKeys

export const adminSiteDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: z.string().meta({ description: 'catalogue, guide, generic…' }),
    title: z.string().meta({ description: 'In the request’s language, else Italian' }),
    ...titles,
    file: z.object({ path: z.string(), mime: z.string() }).nullable(),
    is_public: z.boolean(),
    sort_order: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminSiteDocument' })
export type AdminSiteDocument = z.output<typeof adminSiteDocumentSchema>

export const adminSiteDocumentsQuery = z.object({
  ...adminListQuery(['sort_order', 'title', 'created_at']),
  is_public: z.enum(['true', 'false']).optional(),
})

const title = z.string().trim().max(200)
type PatchTitles = {
  [L in Locale as `title_${L}`]: z.ZodOptional<L extends 'it' ? z.ZodString : z.ZodNullable<z.ZodString>>
}
const patchTitles = Object.fromEntries(
  locales.map((l) => [titleKey(l), l === 'it' ? title.min(1).optional() : title.nullable().optional()]),
) as unknown as PatchTitles

/** Italian is the fallback and stays; another language's empty or null title falls back to it. */
export const siteDocumentPatchSchema = z
  .strictObject({
    ...patchTitles,
    is_public: z.boolean().optional(),
    sort_order: z.number().int().min(0).max(10_000).optional(),
  })
  .meta({ id: 'AdminSiteDocumentPatch' })
export const siteDocumentIdParams = z.object({ id: idSchema })
