import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { idParams } from '~/domains/accounts/accounts.schemas'
import { pageOf } from '../list-query'
import { adminUserSchema, adminUsersQuery, createAdminUserSchema, updateAdminUserSchema } from './admin-users.schemas'

const tags = ['Administration: users']

export const listAdminUsers = defineEndpoint({
  method: 'GET',
  path: '/admin/users',
  summary: 'Users, searched, filtered and sorted',
  description: 'Search by name or e-mail; filter by role, status (active/disabled) or parent retailer.',
  tags,
  access: 'admin',
  query: adminUsersQuery,
  response: pageOf(adminUserSchema),
})

export const getAdminUser = defineEndpoint({
  method: 'GET',
  path: '/admin/users/{id}',
  summary: 'One user',
  tags,
  access: 'admin',
  params: idParams,
  response: z.object({ data: adminUserSchema }),
})

export const createAdminUser = defineEndpoint({
  method: 'POST',
  path: '/admin/users',
  errors: ['conflict'],
  summary: 'Create a user',
  description:
    'Without a password the user is e-mailed a link to choose one. E-mail addresses are unique (case-insensitive): 409.',
  tags,
  access: 'admin',
  body: createAdminUserSchema,
  status: 201,
  response: z.object({ data: adminUserSchema }),
})

export const updateAdminUser = defineEndpoint({
  method: 'PATCH',
  path: '/admin/users/{id}',
  errors: ['conflict'],
  summary: 'Edit name, e-mail, role; disable or enable',
  description:
    'A disabled user cannot sign in and their sessions end at once. Refused (409): removing the last active administrator, or an administrator changing their own role or disabling themselves.',
  tags,
  access: 'admin',
  params: idParams,
  body: updateAdminUserSchema,
  response: z.object({ data: adminUserSchema }),
})

export const deleteAdminUser = defineEndpoint({
  method: 'DELETE',
  path: '/admin/users/{id}',
  errors: ['conflict'],
  summary: 'Delete a user',
  description:
    'Refused (409) when the user has orders or sub-users (disable them instead), for oneself and for the last administrator.',
  tags,
  access: 'admin',
  params: idParams,
  status: 204,
  response: z.undefined(),
})

export const sendAdminUserReset = defineEndpoint({
  method: 'POST',
  path: '/admin/users/{id}/password-reset',
  summary: 'E-mail the user a password-reset link',
  tags,
  access: 'admin',
  params: idParams,
  status: 202,
  response: z.object({ data: z.object({ accepted: z.literal(true) }) }),
})
