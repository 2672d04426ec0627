import { z } from 'zod'
import { orderStatusSchema } from '~/domains/accounts/accounts.schemas'
import { orderLineSchema } from '~/domains/orders/orders.schemas'
import { centsSchema, idSchema } from '~/lib/api/common.schemas'
import { adminListQuery, dayQuery } from '../list-query'

/** A line as the CSV export reads it: what was chosen, from the frozen snapshot (issue 39). */
export const adminOrderLineSchema = orderLineSchema
  .pick({
    sku: true,
    name: true,
    quantity: true,
    unit_price: true,
    line_total: true,
    vat_rate: true,
    made_to_measure: true,
    variants: true,
    extra_option: true,
    choices: true,
  })
  .meta({ id: 'AdminOrderLine' })
export type AdminOrderLine = z.output<typeof adminOrderLineSchema>

export const adminOrderRowSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: orderStatusSchema,
    total: centsSchema,
    created_at: z.string(),
    customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() }).nullable(),
    payment_method: z.string().nullable().meta({ description: 'Payment method code' }),
    payment_method_name: z.string().nullable().meta({ description: 'Payment method name in the request’s language' }),
    coupon_code: z.string().nullable(),
    item_count: z.number().int(),
    lines: z
      .array(adminOrderLineSchema)
      .optional()
      .meta({ description: 'The order’s lines, with `include=lines` only' }),
  })
  .meta({ id: 'AdminOrderRow' })
export type AdminOrderRow = z.output<typeof adminOrderRowSchema>

export const adminOrdersQuery = z.object({
  ...adminListQuery(['number', 'created_at', 'total', 'status']),
  status: orderStatusSchema.optional(),
  from: dayQuery.meta({ description: 'Placed on or after this day (YYYY-MM-DD)' }),
  to: dayQuery.meta({ description: 'Placed on or before this day (YYYY-MM-DD)' }),
  customer_id: idSchema.optional(),
  customer: z.string().trim().max(100).optional().meta({ description: 'Customer name or e-mail contains' }),
  payment_method: z.string().max(60).optional().meta({ description: 'Payment method code' }),
  coupon: z.string().max(40).optional().meta({ description: 'Coupon code (any case)' }),
  include: z
    .literal('lines')
    .optional()
    .meta({ description: '`lines`: each row carries its lines (the CSV export, one row per line)' }),
})
