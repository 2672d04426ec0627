import { z } from 'zod'
import { contentContract } from '../content/content-contract'

export const adminFaq = contentContract({
  path: '/admin/faq',
  tag: 'Administration: FAQ',
  id: 'AdminFaqEntry',
  noun: 'FAQ entries',
  base: {
    group_code: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[a-z0-9_-]+$/)
      .meta({ description: 'Entries with the same code form one group' }),
    sort_order: z.number().int().min(0).max(100_000).optional(),
    published: z.boolean().optional(),
  },
  out: {},
  texts: {
    title: z.string().trim().min(1).max(300).meta({ description: 'The question' }),
    group_label: z.string().trim().min(1).max(120),
    answer: z.string().trim().min(1).max(20_000),
  },
  filters: { group_code: z.string().max(60).optional() },
  sorts: ['sort_order', 'group_code', 'id'],
})
