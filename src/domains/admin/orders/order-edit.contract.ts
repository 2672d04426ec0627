import { z } from 'zod'
import { quoteLineInputSchema } from '~/domains/cart/cart.schemas'
import { MAX_QUANTITY } from '~/domains/cart/pricing'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'
import { adminOrderSchema } from './admin-order.contract'

// Editing an order before production (spec §3, issue 12): its lines and its first and second
// discount. Everything is repriced through the one pricing module, as the checkout would.

const bp = z.number().int().min(0).max(10_000).meta({ description: 'Basis points: 1000 = 10 %' })
const lineId = z.number().int().positive().max(2_147_483_647)

/** An existing line by id with its new quantity, or a new line as the cart sends it. */
export const editLineSchema = z.union([
  z.strictObject({
    id: lineId.meta({ description: 'An existing line of the order' }),
    quantity: z.number().int().min(1).max(MAX_QUANTITY),
  }),
  quoteLineInputSchema,
])

export const editOrderBodySchema = z
  .strictObject({
    lines: z.array(editLineSchema).min(1, { error: 'validation_cart_empty' }).max(100).optional().meta({
      description:
        'The order’s lines after the edit: an existing line `{id, quantity}`, a new one as in the cart; a line left out is removed',
    }),
    first_discount_bp: bp.optional(),
    second_discount_bp: bp.optional(),
  })
  .refine((b) => b.lines !== undefined || b.first_discount_bp !== undefined || b.second_discount_bp !== undefined, {
    error: 'validation_nothing_to_change',
  })
  .meta({ id: 'AdminOrderEditInput' })
export type EditOrderBody = z.output<typeof editOrderBodySchema>

export const editOrder = defineEndpoint({
  method: 'PATCH',
  path: '/admin/orders/{id}',
  errors: ['conflict'],
  summary: 'Edit an order not yet in production: lines and first/second discount, repriced',
  description:
    'Lines (quantity, remove, add — configured doors as in the cart) and the first and second discount (spec §3). ' +
    'The order is repriced at the customer’s tier (promotions, configurator, the coupon it used, shipping, payment fee, VAT) ' +
    'and the change is recorded in `changes` (who, when, what). `409 conflict` once production has started (or the order ' +
    'is shipped, delivered, cancelled); `422` when a line is invalid or no longer fits the order’s shipping or payment.',
  tags: ['Administration: orders'],
  access: 'admin',
  params: z.object({ id: idSchema }),
  body: editOrderBodySchema,
  response: z.object({ data: adminOrderSchema }),
})
