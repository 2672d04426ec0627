import { z } from 'zod'
import { idParams } from '~/domains/accounts/accounts.schemas'
import { defineEndpoint } from '~/lib/api/endpoint'

export const orderPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/account/orders/{id}/pdf',
  summary: 'The order confirmation as a PDF, in the order’s language',
  description:
    'Seller and customer data, the lines with their configured choices, VAT per rate, totals, how to pay and the ' +
    'withdrawal notice (which lines are made to measure). For the order’s customer, its retailer, and administrators; ' +
    'anyone else gets `404`.',
  tags: ['Orders'],
  access: 'authenticated',
  params: idParams,
  response: z.string().meta({ format: 'binary' }),
  contentType: 'application/pdf',
})
