import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { orderSchema } from '~/domains/orders/orders.schemas'
import { userSchema } from '~/domains/auth/auth.schemas'
import {
  addressInputSchema,
  addressPatchSchema,
  addressSchema,
  createTeamUserSchema,
  idParams,
  ordersQuery,
  orderSummarySchema,
  paginationMeta,
  teamUserSchema,
  updateAccountSchema,
  updateTeamUserSchema,
} from './accounts.schemas'

const tags = ['Account']

export const updateAccount = defineEndpoint({
  method: 'PATCH',
  path: '/account',
  errors: ['conflict', 'too_many_requests'],
  summary: 'Change own name, language, e-mail (re-verified) or password (needs the current one)',
  description:
    'A new e-mail takes effect once confirmed from the link sent to it. A password change signs out every other session.',
  tags,
  access: 'authenticated',
  body: updateAccountSchema,
  response: z.object({ data: userSchema, pending_email: z.string().nullable() }),
})

export const listAddresses = defineEndpoint({
  method: 'GET',
  path: '/account/addresses',
  errors: ['forbidden'],
  summary: 'Own shipping addresses (customers)',
  tags,
  access: 'authenticated',
  response: z.object({ data: z.array(addressSchema) }),
})
export const createAddress = defineEndpoint({
  method: 'POST',
  path: '/account/addresses',
  errors: ['forbidden', 'conflict'],
  summary: 'Add a shipping address',
  tags,
  access: 'authenticated',
  body: addressInputSchema,
  response: z.object({ data: addressSchema }),
  status: 201,
})
export const updateAddress = defineEndpoint({
  method: 'PATCH',
  path: '/account/addresses/{id}',
  errors: ['forbidden'],
  summary: 'Change a shipping address',
  tags,
  access: 'authenticated',
  params: idParams,
  body: addressPatchSchema,
  response: z.object({ data: addressSchema }),
})
export const deleteAddress = defineEndpoint({
  method: 'DELETE',
  path: '/account/addresses/{id}',
  errors: ['forbidden'],
  summary: 'Remove a shipping address',
  tags,
  access: 'authenticated',
  params: idParams,
  response: z.object({}),
  status: 204,
})

export const listTeamUsers = defineEndpoint({
  method: 'GET',
  path: '/account/users',
  errors: ['forbidden'],
  summary: 'A retailer’s own users',
  tags,
  access: 'authenticated',
  response: z.object({ data: z.array(teamUserSchema) }),
})
export const createTeamUser = defineEndpoint({
  method: 'POST',
  path: '/account/users',
  errors: ['forbidden', 'conflict', 'too_many_requests'],
  summary: 'Invite a user who buys at the retailer’s conditions',
  tags,
  access: 'authenticated',
  description:
    'The user is created inactive and e-mailed an invitation (7 days); it can sign in once it has set its own password from it. An address that already has an account is refused (409).',
  body: createTeamUserSchema,
  response: z.object({ data: teamUserSchema }),
  status: 201,
})
export const resendTeamInvitation = defineEndpoint({
  method: 'POST',
  path: '/account/users/{id}/invitation',
  errors: ['forbidden', 'conflict', 'too_many_requests'],
  summary: 'Send the invitation again (the old link stops working)',
  tags,
  access: 'authenticated',
  params: idParams,
  response: z.object({ data: teamUserSchema }),
})
export const updateTeamUser = defineEndpoint({
  method: 'PATCH',
  path: '/account/users/{id}',
  errors: ['forbidden'],
  summary: 'Rename, disable or enable one of the retailer’s users',
  tags,
  access: 'authenticated',
  params: idParams,
  body: updateTeamUserSchema,
  response: z.object({ data: teamUserSchema }),
})
export const deleteTeamUser = defineEndpoint({
  method: 'DELETE',
  path: '/account/users/{id}',
  errors: ['forbidden'],
  summary: 'Delete one of the retailer’s users',
  tags,
  access: 'authenticated',
  params: idParams,
  response: z.object({}),
  status: 204,
})

export const listOrders = defineEndpoint({
  method: 'GET',
  path: '/account/orders',
  summary: 'Own orders (a retailer also sees its users’ orders)',
  tags,
  access: 'authenticated',
  query: ordersQuery,
  response: z.object({ data: z.array(orderSummarySchema), meta: paginationMeta }),
})
export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/account/orders/{id}',
  summary: 'One own order; another customer’s id is a 404',
  tags,
  access: 'authenticated',
  params: idParams,
  response: z.object({ data: orderSchema }),
})
