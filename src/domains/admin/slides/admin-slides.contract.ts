import { z } from 'zod'
import { contentContract } from '../content/content-contract'
import { imagePath } from '../content/image-path'
import { when } from '../content/translations'

const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/\S+)$/, '/… or https://…')

export const adminSlides = contentContract({
  path: '/admin/slides',
  tag: 'Administration: slideshow',
  id: 'AdminSlide',
  noun: 'Slides',
  base: {
    image: imagePath.meta({ description: 'From the media library' }),
    link: link.nullable().optional().meta({ description: 'The button’s link where a locale has none of its own' }),
    sort_order: z.number().int().min(0).max(100_000).optional(),
    active: z.boolean().optional(),
    starts_at: when.optional().meta({ description: 'Shown from (a day means its start)' }),
    ends_at: when.optional().meta({ description: 'Shown until (a day means its end)' }),
  },
  out: {},
  texts: {
    title: z.string().trim().min(1).max(200),
    subtitle: z.string().trim().max(300).nullable().optional(),
    button_label: z.string().trim().max(60).nullable().optional(),
    image_alt: z.string().trim().max(300).nullable().optional(),
    link: link.nullable().optional(),
  },
  filters: { active: z.enum(['true', 'false']).optional() },
  sorts: ['sort_order', 'id'],
})
