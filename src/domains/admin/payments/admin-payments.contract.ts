import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { pageOf } from '../list-query'
import { adminPaymentSchema, adminPaymentsQuery, paymentIdParams, paymentPatchSchema } from './admin-payments.schemas'

const tags = ['Administration: payments']

export const listAdminPayments = defineEndpoint({
  method: 'GET',
  path: '/admin/payment-methods',
  summary: 'Payment methods',
  tags,
  access: 'admin',
  query: adminPaymentsQuery,
  response: pageOf(adminPaymentSchema),
})
export const getAdminPayment = defineEndpoint({
  method: 'GET',
  path: '/admin/payment-methods/{id}',
  summary: 'One payment method',
  tags,
  access: 'admin',
  params: paymentIdParams,
  response: z.object({ data: adminPaymentSchema }),
})
export const updateAdminPayment = defineEndpoint({
  method: 'PATCH',
  path: '/admin/payment-methods/{id}',
  summary: 'Edit a payment method',
  description:
    'Local/online/both, active, fee, cash limit, IBAN (checked) and instructions (in the request locale). The methods are fixed by their code (their behaviour is code): none is created or deleted here. Card keys stay in the environment.',
  tags,
  access: 'admin',
  params: paymentIdParams,
  body: paymentPatchSchema,
  response: z.object({ data: adminPaymentSchema }),
})
