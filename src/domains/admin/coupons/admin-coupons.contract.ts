import { z } from 'zod'
import { defineEndpoint } from '~/lib/api/endpoint'
import { pageOf } from '../list-query'
import {
  adminCouponSchema,
  adminCouponsQuery,
  couponIdParams,
  couponInputSchema,
  couponPatchSchema,
} from './admin-coupons.schemas'

const tags = ['Administration: coupons']
const one = z.object({ data: adminCouponSchema })

export const listAdminCoupons = defineEndpoint({
  method: 'GET',
  path: '/admin/coupons',
  summary: 'Coupons',
  description: '`q` searches the code.',
  tags,
  access: 'admin',
  query: adminCouponsQuery,
  response: pageOf(adminCouponSchema),
})
export const getAdminCoupon = defineEndpoint({
  method: 'GET',
  path: '/admin/coupons/{id}',
  summary: 'One coupon',
  tags,
  access: 'admin',
  params: couponIdParams,
  response: one,
})
export const createAdminCoupon = defineEndpoint({
  method: 'POST',
  path: '/admin/coupons',
  errors: ['conflict'],
  summary: 'Create a coupon',
  description: 'Codes are unique whatever the letter case (409 with `fields.code`). Percentage: 1–100; fixed: cents.',
  tags,
  access: 'admin',
  body: couponInputSchema,
  status: 201,
  response: one,
})
export const updateAdminCoupon = defineEndpoint({
  method: 'PATCH',
  path: '/admin/coupons/{id}',
  errors: ['conflict'],
  summary: 'Edit a coupon (the used count is read-only)',
  tags,
  access: 'admin',
  params: couponIdParams,
  body: couponPatchSchema,
  response: one,
})
export const deleteAdminCoupon = defineEndpoint({
  method: 'DELETE',
  path: '/admin/coupons/{id}',
  errors: ['conflict'],
  summary: 'Delete a coupon',
  description: 'Refused (409) once an order used it: deactivate it instead.',
  tags,
  access: 'admin',
  params: couponIdParams,
  status: 204,
  response: z.undefined(),
})
