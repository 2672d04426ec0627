import { z } from 'zod'
import { contentContract } from '../content/content-contract'
import { contentSlug, when } from '../content/translations'

// Spec §3 page: icon, show_in_menu, show_in_footer; the texts and slug per locale (decision 025),
// a draft/published status and a publication time (drafts and future pages are not in the shop).
export const pageTexts = {
  title: z.string().trim().min(1).max(200),
  slug: contentSlug,
  body: z.string().max(100_000).meta({ description: 'Markdown, rendered and sanitized by the server' }),
  meta_description: z.string().trim().max(300).nullable().optional(),
}

export const adminPages = contentContract({
  path: '/admin/pages',
  tag: 'Administration: pages',
  id: 'AdminPage',
  noun: 'Pages',
  base: {
    icon: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9-]*$/)
      .nullable()
      .optional()
      .meta({ description: 'An icon name (mdi-style, e.g. `truck`)' }),
    show_in_menu: z.boolean().optional(),
    show_in_footer: z.boolean().optional(),
    sort_order: z.number().int().min(0).max(100_000).optional(),
    status: z.enum(['draft', 'published']).optional(),
    published_at: when.optional().meta({ description: 'Shown in the shop from then on (null: at once)' }),
  },
  out: { updated_at: z.string() },
  texts: pageTexts,
  filters: { status: z.enum(['draft', 'published']).optional(), place: z.enum(['menu', 'footer']).optional() },
  sorts: ['sort_order', 'updated_at', 'id'],
})
