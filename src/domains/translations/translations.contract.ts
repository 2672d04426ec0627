import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { localeSchema, paginationMeta, paginationQuery } from '~/lib/api/common.schemas'
import { translatableKinds } from './translatables'

const missingTranslationSchema = z
  .object({
    kind: z.enum(translatableKinds).meta({ description: 'What the text belongs to' }),
    id: z.number().int().meta({ description: 'Id of the product, page, category… it belongs to' }),
    locale: localeSchema,
    label: z.string().meta({ description: 'Its Italian name or title, which visitors of that locale see meanwhile' }),
  })
  .meta({ id: 'MissingTranslation' })

export const listMissingTranslations = defineEndpoint({
  method: 'GET',
  path: '/admin/translations/missing',
  summary: 'Translations to do',
  description:
    'Every catalogue and content text with an Italian version and no version in a locale: visitors of that locale see the Italian text until it is translated. Filter by locale and kind; paginated.',
  tags: ['Administration'],
  access: 'admin',
  query: z.object({
    missing_in: localeSchema
      .exclude(['it'])
      .optional()
      .meta({ description: 'Only this locale (`locale` is the answer language, as everywhere)' }),
    kind: z.enum(translatableKinds).optional(),
    ...paginationQuery,
  }),
  response: z.object({ data: z.array(missingTranslationSchema), meta: paginationMeta }),
})
