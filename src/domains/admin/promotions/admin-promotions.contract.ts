import { z } from 'zod'
import { contentContract } from '../content/content-contract'
import { imagePath } from '../content/image-path'
import { when } from '../content/translations'

export const adminPromotions = contentContract({
  path: '/admin/promotions',
  tag: 'Administration: promotions',
  id: 'AdminPromotion',
  noun: 'Promotions',
  base: {
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z
      .number()
      .int()
      .positive()
      .max(10_000_000)
      .meta({ description: 'Whole percent (1–100), or cents off each unit' }),
    category_id: z.number().int().positive().nullable().optional().meta({
      description:
        'When no product is listed: every product its category’s listing shows (its sub-categories, and products placed in it as a further category)',
    }),
    product_ids: z
      .array(z.number().int().positive())
      .max(500)
      .optional()
      .meta({ description: 'The products it applies to (before the category)' }),
    image: imagePath.nullable().optional(),
    starts_at: when.optional(),
    ends_at: when.optional(),
    active: z.boolean().optional(),
  },
  out: {},
  texts: { title: z.string().trim().min(1).max(200), description: z.string().trim().max(5000).nullable().optional() },
  filters: { active: z.enum(['true', 'false']).optional() },
  sorts: ['starts_at', 'ends_at', 'id'],
  deleteNote: 'Orders keep the prices they were placed at: deleting a promotion changes no order.',
})
