import { z } from 'zod'
import { addressSchema } from '~/domains/accounts/accounts.schemas'
import { cartQuoteSchema, quoteBodySchema } from '~/domains/cart/cart.schemas'
import { orderSchema, placeOrderBodySchema } from '~/domains/orders/orders.schemas'
import { idSchema } from '~/lib/api/common.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'

// "createb" (spec §2): an order on a customer's behalf — a phone order, a showroom sale. The
// quote and the order are the checkout's own (decision 019), priced at the customer's tier.

const tags = ['Administration: orders']
const customerId = z
  .number()
  .int()
  .positive()
  .max(2_147_483_647)
  .meta({ description: 'The customer the order is for (their tier prices and address book apply)' })

export const customerQuoteBodySchema = quoteBodySchema
  .extend({ customer_id: customerId })
  .meta({ id: 'AdminCustomerQuoteInput' })
export const createOrderBodySchema = placeOrderBodySchema
  .extend({ customer_id: customerId })
  .meta({ id: 'AdminCreateOrderInput' })

export const adminCustomerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    price_tier: z
      .enum(['base', 'reseller', 'other'])
      .meta({ description: 'The price list the customer buys at (a retailer’s users at the retailer’s)' }),
    addresses: z.array(addressSchema),
  })
  .meta({ id: 'AdminCustomer' })
export type AdminCustomer = z.output<typeof adminCustomerSchema>

export const getAdminCustomer = defineEndpoint({
  method: 'GET',
  path: '/admin/customers/{id}',
  summary: 'A customer to order for: price tier and address book',
  description: 'A disabled account is a 404 here: nobody orders for it.',
  tags,
  access: 'admin',
  params: z.object({ id: idSchema }),
  response: z.object({ data: adminCustomerSchema }),
})

export const quoteForCustomer = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/quote',
  summary: 'Quote a cart for a customer, at their tier prices',
  description:
    'The checkout’s quote (POST /cart/quote) as the customer would see it: their tier, promotions, configured doors, coupon, shipping, payment fee.',
  tags,
  access: 'admin',
  body: customerQuoteBodySchema,
  response: z.object({ data: cartQuoteSchema }),
})

export const createOrderForCustomer = defineEndpoint({
  method: 'POST',
  path: '/admin/orders',
  errors: ['conflict', 'price_changed', 'coupon_unavailable'],
  summary: 'Place an order on a customer’s behalf (createb)',
  description:
    'The checkout’s order service (POST /orders) for the customer `customer_id`: the same repricing, rules, number and ' +
    'e-mails; the order records the administrator as its creator. `409 price_changed` with the new quote when ' +
    '`expected_total` is not the total; `422` per field otherwise.',
  tags,
  access: 'admin',
  body: createOrderBodySchema,
  response: z.object({ data: orderSchema }),
  status: 201,
})

const choiceRef = z.object({ id: z.number().int(), name: z.string() })
export const orderProductSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    slug: z.string(),
    // What a line of it must choose (issue 39): the back office asks before adding it.
    variant_groups: z.array(
      z.object({ id: z.number().int(), name: z.string(), required: z.boolean(), variants: z.array(choiceRef) }),
    ),
    extra_options: z.array(choiceRef),
    extras_combinable: z
      .boolean()
      .meta({ description: 'A line may carry several of the extra options (decision 109)' }),
  })
  .meta({ id: 'AdminOrderProduct' })
export type OrderProduct = z.output<typeof orderProductSchema>

export const searchOrderProducts = defineEndpoint({
  method: 'GET',
  path: '/admin/order-products',
  summary: 'Products to add to an order: name or SKU contains (published ones, at most 10)',
  tags,
  access: 'admin',
  query: z.object({
    q: z.string().trim().max(100).optional().meta({ description: 'Name or SKU contains; none answers no products' }),
  }),
  response: z.object({ data: z.array(orderProductSchema) }),
})
