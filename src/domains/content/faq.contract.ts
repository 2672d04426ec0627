import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'

export const faqEntrySchema = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string(),
  })
  .meta({ id: 'FaqEntry' })

export const faqGroupSchema = z
  .object({
    code: z.string().meta({ description: 'Stable group key (e.g. `spedizioni`)' }),
    label: z.string().meta({ description: 'Group title in the request locale' }),
    entries: z.array(faqEntrySchema),
  })
  .meta({ id: 'FaqGroup' })

export type FaqGroup = z.output<typeof faqGroupSchema>

export const listFaq = defineEndpoint({
  method: 'GET',
  path: '/faq',
  summary: 'Frequently asked questions, grouped',
  description: 'Published entries by group; groups and entries follow the entries’ sort order.',
  tags: ['Content'],
  access: 'public',
  response: z.object({ data: z.array(faqGroupSchema) }),
})
