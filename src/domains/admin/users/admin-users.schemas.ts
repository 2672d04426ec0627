import { z } from 'zod'
import { emailSchema, nameSchema, passwordSchema, roleSchema } from '~/domains/auth/auth.schemas'
import { idSchema } from '~/lib/api/common.schemas'
import { adminListQuery } from '../list-query'

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    locale: z.string(),
    email_verified: z.boolean(),
    disabled: z.boolean(),
    parent_id: z.number().int().nullable(),
    parent_name: z.string().nullable(),
    orders_count: z.number().int(),
    sub_users_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' })
export type AdminUser = z.output<typeof adminUserSchema>

export const userStatusFilter = z.enum(['active', 'disabled'])

export const adminUsersQuery = z.object({
  ...adminListQuery(['name', 'email', 'role', 'created_at']),
  role: roleSchema.optional(),
  status: userStatusFilter.optional(),
  parent_id: idSchema.optional().meta({ description: "A retailer's id: its sub-users" }),
})

export const createAdminUserSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    role: roleSchema,
    /** Without one, the user gets a link to choose it. */
    password: passwordSchema.nullable().optional(),
    parent_id: idSchema.nullable().optional(),
  })
  .strict()

export const updateAdminUserSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    role: roleSchema,
    disabled: z.boolean(),
    parent_id: idSchema.nullable(),
  })
  .partial()
  .strict()
