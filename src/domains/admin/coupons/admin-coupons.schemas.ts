import { z } from 'zod'
import { idSchema } from '~/lib/api/common.schemas'
import { adminListQuery } from '../list-query'

export const adminCouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    discount_type: z.enum(['percentage', 'fixed']),
    discount_value: z.number().int().meta({ description: 'Whole percent, or cents for a fixed amount' }),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    usage_limit: z.number().int().nullable(),
    used_count: z.number().int().meta({ description: 'Read-only: counted by the order service' }),
    active: z.boolean(),
    state: z.enum(['inactive', 'scheduled', 'expired', 'used_up', 'active']).meta({
      description:
        'Read-only, at the time of the answer: switched off, not started yet, ended, usage limit reached, or usable in the cart',
    }),
    created_at: z.string(),
  })
  .meta({ id: 'AdminCoupon' })
export type AdminCoupon = z.output<typeof adminCouponSchema>

export const adminCouponsQuery = z.object({
  ...adminListQuery(['code', 'created_at', 'ends_at', 'used_count']),
  discount_type: z.enum(['percentage', 'fixed']).optional(),
  active: z.enum(['true', 'false']).optional(),
})

/** A day (`2026-05-01`) or an instant; a day means its start for `starts_at` and its end for `ends_at`. */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).nullable()

const fields = z.object({
  code: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  discount_type: z.enum(['percentage', 'fixed']),
  discount_value: z.number().int().positive(),
  starts_at: when.optional(),
  ends_at: when.optional(),
  usage_limit: z.number().int().positive().max(1_000_000).nullable().optional(),
  active: z.boolean().optional(),
})

// Percent ≤ 100 and end ≥ start are checked on the row as it will be (a PATCH may change one side).
export const couponInputSchema = fields.strict()
export const couponPatchSchema = fields.partial().strict()
export const couponIdParams = z.object({ id: idSchema })
