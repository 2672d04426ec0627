import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { slugSchema } from '~/lib/api/common.schemas'

export const pageSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    show_in_menu: z.boolean(),
    show_in_footer: z.boolean(),
  })
  .meta({ id: 'PageSummary' })

export const pageSchema = pageSummarySchema
  .extend({
    body: z.string().meta({ description: 'Markdown' }),
    meta_description: z.string().nullable(),
    locale: z.string().meta({ description: 'Locale of the text (Italian when not translated)' }),
    slugs: z.record(z.string(), z.string()).meta({ description: 'Slug per locale, for language links' }),
  })
  .meta({ id: 'Page' })

export const listSimplePages = defineEndpoint({
  method: 'GET',
  path: '/pages/simple',
  summary: 'Pages for the menu and the footer',
  tags: ['Content'],
  access: 'public',
  response: z.object({ data: z.array(pageSummarySchema) }),
})

export const getPage = defineEndpoint({
  method: 'GET',
  path: '/pages/{slug}',
  summary: 'A content page by slug (any locale’s slug is accepted)',
  tags: ['Content'],
  access: 'public',
  params: z.object({ slug: slugSchema }),
  response: z.object({ data: pageSchema }),
})
