import { z } from 'zod'
import { orderSchema } from '~/domains/orders/orders.schemas'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'

const tags = ['Administration: orders']
const eventSchema = z.enum([
  'order.pay',
  'order.confirm',
  'order.start_production',
  'order.end_production',
  'order.ship',
  'order.deliver',
  'order.evade',
  'order.cancel',
])

export const orderChangeSchema = z
  .object({
    at: z.string(),
    by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    changes: z.array(
      z.object({
        field: z.string(),
        from: z.union([z.string(), z.number()]).nullable(),
        to: z.union([z.string(), z.number()]).nullable(),
      }),
    ),
    total_before: z.number().int(),
    total_after: z.number().int(),
  })
  .meta({ id: 'AdminOrderChange' })

export const adminOrderSchema = orderSchema
  .extend({
    allowed_events: z
      .array(eventSchema)
      .meta({ description: 'Exactly the transitions the order machine allows now (the admin buttons)' }),
    first_discount_bp: z.number().int().meta({ description: 'First discount (spec §3), basis points' }),
    second_discount_bp: z.number().int().meta({ description: 'Second discount (spec §3), basis points' }),
    editable: z.boolean().meta({ description: 'Lines and discounts can still be edited (production has not started)' }),
    changes: z.array(orderChangeSchema).meta({ description: 'Edits of lines and discounts, oldest first' }),
  })
  .meta({ id: 'AdminOrder' })
export type AdminOrder = z.output<typeof adminOrderSchema>
export type AdminOrderEvent = z.output<typeof eventSchema>

export const orderEventBodySchema = z
  .object({
    event: eventSchema,
    carrier: z.string().trim().min(2).max(80).optional(),
    tracking: z.string().trim().min(3).max(120).optional(),
    reason: z.string().trim().min(3).max(500).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.event === 'order.ship' && !v.carrier)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['carrier'], input: v.carrier })
    if (v.event === 'order.ship' && !v.tracking)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['tracking'], input: v.tracking })
    if (v.event === 'order.cancel' && !v.reason)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['reason'], input: v.reason })
  })

const params = z.object({ id: idSchema })

export const getAdminOrder = defineEndpoint({
  method: 'GET',
  path: '/admin/orders/{id}',
  summary: 'One order, with the transitions allowed now',
  tags,
  access: 'admin',
  params,
  response: z.object({ data: adminOrderSchema }),
})
export const postAdminOrderEvent = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/{id}/events',
  errors: ['conflict', 'invalid_transition'],
  summary: 'Move an order along (confirm, mark paid, production, ship, deliver, evade, cancel)',
  description:
    'Through the order machine: a transition it does not allow is 409 `invalid_transition`. Ship needs carrier and tracking; cancel needs a reason. The change is recorded (who, when) and e-mailed.',
  tags,
  access: 'admin',
  params,
  body: orderEventBodySchema,
  response: z.object({ data: adminOrderSchema }),
})
