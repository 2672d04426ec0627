import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { pageOf } from '../list-query'
import {
  adminShippingQuery,
  adminShippingSchema,
  shippingIdParams,
  shippingInputSchema,
  shippingPatchSchema,
} from './admin-shipping.schemas'

const tags = ['Administration: shipping']
const one = z.object({ data: adminShippingSchema })

export const listAdminShipping = defineEndpoint({
  method: 'GET',
  path: '/admin/shipping-options',
  summary: 'Shipping options',
  description: '`q` searches code and name.',
  tags,
  access: 'admin',
  query: adminShippingQuery,
  response: pageOf(adminShippingSchema),
})
export const getAdminShipping = defineEndpoint({
  method: 'GET',
  path: '/admin/shipping-options/{id}',
  summary: 'One shipping option',
  tags,
  access: 'admin',
  params: shippingIdParams,
  response: one,
})
export const createAdminShipping = defineEndpoint({
  method: 'POST',
  path: '/admin/shipping-options',
  errors: ['conflict'],
  summary: 'Create a shipping option',
  description:
    'Weight band in kg (max empty = no upper limit), regions as ISO 3166-2:IT codes (empty = everywhere), price in cents. The name is stored in the request locale. The checkout uses it at once.',
  tags,
  access: 'admin',
  body: shippingInputSchema,
  status: 201,
  response: one,
})
export const updateAdminShipping = defineEndpoint({
  method: 'PATCH',
  path: '/admin/shipping-options/{id}',
  errors: ['conflict'],
  summary: 'Edit a shipping option (the checkout uses it at once)',
  tags,
  access: 'admin',
  params: shippingIdParams,
  body: shippingPatchSchema,
  response: one,
})
export const deleteAdminShipping = defineEndpoint({
  method: 'DELETE',
  path: '/admin/shipping-options/{id}',
  errors: ['conflict'],
  summary: 'Delete a shipping option',
  description: 'Refused (409) when orders used it: deactivate it instead.',
  tags,
  access: 'admin',
  params: shippingIdParams,
  status: 204,
  response: z.undefined(),
})
