import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { MAX_QUOTE_LINES, cartQuoteSchema, quoteBodySchema } from './cart.schemas'

export const quoteCart = defineEndpoint({
  method: 'POST',
  path: '/cart/quote',
  summary: 'Price a cart for the caller’s tier: lines, coupon, totals and the VAT split',
  description:
    'The server prices every line from the catalogue (product + chosen variants + package, in the tier of the token’s ' +
    'role); the client sends choices, never prices. Lines whose product no longer exists come back `valid: false` and ' +
    'are not counted; variant and option ids not on the product are dropped. An invalid or expired coupon is ignored ' +
    `(\`coupon: null\`). Only administrators may choose \`vat_rate\`; everyone else gets the shop’s cart_iva. At most ${MAX_QUOTE_LINES} lines.`,
  tags: ['Cart'],
  access: 'public',
  body: quoteBodySchema,
  response: z.object({ data: cartQuoteSchema }),
})
