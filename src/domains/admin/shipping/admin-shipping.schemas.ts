import { z } from 'zod'
import { regions } from '~/domains/shipping/regions'
import { centsSchema, idSchema } from '~/lib/api/common.schemas'
import { adminListQuery } from '../list-query'

const regionCodes = Object.keys(regions) as [keyof typeof regions, ...Array<keyof typeof regions>]

export const adminShippingSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    min_weight_kg: z.number(),
    max_weight_kg: z.number().nullable(),
    regions: z.array(z.string()).meta({ description: 'ISO 3166-2:IT codes; empty = every region' }),
    price: centsSchema,
    days_min: z.number().int(),
    days_max: z.number().int(),
    pickup: z.boolean(),
    active: z.boolean(),
    sort_order: z.number().int(),
    orders_count: z.number().int(),
  })
  .meta({ id: 'AdminShippingOption' })
export type AdminShipping = z.output<typeof adminShippingSchema>

export const adminShippingQuery = z.object({
  ...adminListQuery(['sort_order', 'code', 'price', 'min_weight_kg']),
  active: z.enum(['true', 'false']).optional(),
})

const kg = z.number().min(0).max(100_000)
const fields = z.object({
  code: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[a-z0-9_-]+$/),
  name: z.string().trim().min(2).max(160),
  description: z.string().trim().max(500).nullable().optional(),
  min_weight_kg: kg,
  max_weight_kg: kg.nullable().optional(),
  regions: z.array(z.enum(regionCodes)).max(regionCodes.length).optional(),
  price: z.number().int().min(0).max(100_000_000),
  days_min: z.number().int().min(0).max(120).optional(),
  days_max: z.number().int().min(0).max(120).optional(),
  pickup: z.boolean().optional(),
  active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
})
export const shippingInputSchema = fields.strict()
export const shippingPatchSchema = fields.partial().strict()
export const shippingIdParams = z.object({ id: idSchema })
export { regionCodes }
