import { z } from 'zod'
import { centsSchema, idSchema } from '~/lib/api/common.schemas'
import { adminListQuery } from '../list-query'

export const paymentKindSchema = z.enum(['local', 'online', 'both'])

export const adminPaymentSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    instructions: z.string().nullable(),
    kind: paymentKindSchema,
    provider: z.string().nullable(),
    active: z.boolean(),
    fee: centsSchema,
    iban: z.string().nullable(),
    max_total: centsSchema.nullable(),
    allows_made_to_measure: z.boolean(),
    sort_order: z.number().int(),
    keys_configured: z.boolean().nullable().meta({
      description:
        'Online methods: whether the provider keys are set in the environment (never their values); null for local ones',
    }),
  })
  .meta({ id: 'AdminPaymentMethod' })
export type AdminPayment = z.output<typeof adminPaymentSchema>

export const adminPaymentsQuery = z.object({
  ...adminListQuery(['sort_order', 'code']),
  active: z.enum(['true', 'false']).optional(),
})

export const paymentPatchSchema = z
  .object({
    name: z.string().trim().min(2).max(160),
    instructions: z.string().trim().max(2000).nullable(),
    kind: paymentKindSchema,
    active: z.boolean(),
    fee: z.number().int().min(0).max(1_000_000),
    iban: z.string().trim().max(42).nullable(),
    max_total: z.number().int().min(0).max(100_000_000).nullable(),
    allows_made_to_measure: z.boolean(),
    sort_order: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict()
export const paymentIdParams = z.object({ id: idSchema })
